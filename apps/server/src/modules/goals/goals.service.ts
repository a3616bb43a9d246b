import { MAX_GOALS, goalInputSchema, type Goal, type Lang } from '@offerpilot/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../core/errors.ts';
import type { Tx } from '../../lib/db-types.ts';
import type { PositionContent } from '../jobs/jobs.service.ts';
import {
  clearCurrent,
  countGoals,
  deleteGoal,
  goalFromSlug,
  insertGoal,
  listGoals,
  lockGoalsOf,
  makeCurrent,
  newestGoal,
  updateGoal,
  type GoalRow,
} from './goals.repo.ts';
import { goalFromPosition } from './goal-from-position.ts';

type GoalInput = z.output<typeof goalInputSchema>;

/** Where goals made from the job center read a position's texts. */
export type PositionSource = (slug: string, lang: Lang) => Promise<PositionContent>;

/** The API shape of a stored goal. */
export function toGoal(row: GoalRow): Goal {
  return {
    id: row.id,
    positionName: row.positionName,
    companyName: row.companyName,
    companyProfile: row.companyProfile,
    jobDescription: row.jobDescription,
    requirements: row.requirements,
    positionSlug: row.positionSlug,
    current: row.isCurrent,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The texts a goal shows; a goal copied from a position and never edited has exactly the copy's. */
const textsOf = ({ positionName, companyName, companyProfile, jobDescription, requirements }: GoalInput) => ({
  positionName,
  companyName,
  companyProfile,
  jobDescription,
  requirements,
});
const sameTexts = (copy: GoalInput, row: GoalRow): boolean =>
  Object.entries(textsOf(copy)).every(([field, text]) => row[field as keyof GoalInput] === text);
const LANGS: readonly Lang[] = ['zh', 'en'];

const notFound = () => new AppError('goals.notFound');
/** Ids beyond the serial column's range name no goal (rather than failing in the database). */
const MAX_ID = 2_147_483_647;
const checkId = (id: number): void => {
  if (id > MAX_ID) throw notFound();
};

/**
 * Desired positions: each user sees and changes only their own, keeps at most MAX_GOALS, and has exactly
 * one current goal whenever they have any (the first one, then the one they choose, then the newest left).
 */
export function createGoalsService(ctx: AppContext, positions: PositionSource) {
  /** The goal a position makes in one language, or null when the job center no longer has it. */
  const copyOf = (slug: string, lang: Lang): Promise<GoalInput | null> =>
    positions(slug, lang).then(goalFromPosition, (error: unknown) => {
      if (error instanceof AppError && error.key === 'jobs.notFound') return null;
      throw error;
    });

  /**
   * A stored goal as the reader sees it. One copied from a job-center position that the user has not edited
   * (its texts are still the copy's in either language) follows the position into the reader's language;
   * anything the user typed or changed stays as typed.
   */
  async function shown(row: GoalRow, lang: Lang): Promise<Goal> {
    const goal = toGoal(row);
    const slug = row.positionSlug;
    if (!slug) return goal;
    const copies = await Promise.all(LANGS.map((l) => copyOf(slug, l)));
    const wanted = copies[LANGS.indexOf(lang)];
    if (!wanted || !copies.some((copy) => copy && sameTexts(copy, row))) return goal;
    return { ...goal, ...textsOf(wanted) };
  }

  /** Inside a locked transaction: stores a goal, current when asked or when it is the user's first. */
  async function add(tx: Tx, uid: number, input: GoalInput, current: boolean): Promise<GoalRow> {
    await lockGoalsOf(tx, uid);
    const kept = await countGoals(tx, uid);
    if (kept >= MAX_GOALS) throw new AppError('goals.limit', { max: MAX_GOALS }, { max: MAX_GOALS });
    if (current && kept > 0) await clearCurrent(tx, uid);
    const now = ctx.clock.now();
    const row = { ...input, uid, isCurrent: current || kept === 0, createdAt: now, updatedAt: now };
    return insertGoal(tx, row);
  }

  return {
    /** GET /api/goals: newest first, in the reader's language where a goal follows its position. */
    async list(uid: number, lang: Lang): Promise<Goal[]> {
      return Promise.all((await listGoals(ctx.db, uid)).map((row) => shown(row, lang)));
    },

    /** POST /api/goals. */
    create: async (uid: number, input: GoalInput): Promise<Goal> =>
      toGoal(await ctx.db.transaction((tx) => add(tx, uid, input, false))),

    /**
     * PUT /api/goals/:id: replaces every field; whether it is current does not change. A goal from a position
     * saved unchanged (in either language) still follows the position.
     */
    async update(uid: number, id: number, input: GoalInput, lang: Lang): Promise<Goal> {
      checkId(id);
      const row = await updateGoal(ctx.db, uid, id, { ...input, updatedAt: ctx.clock.now() });
      if (!row) throw notFound();
      return shown(row, lang);
    },

    /** DELETE /api/goals/:id; when it was current, the newest remaining goal becomes current. */
    async remove(uid: number, id: number): Promise<void> {
      checkId(id);
      await ctx.db.transaction(async (tx) => {
        await lockGoalsOf(tx, uid);
        const gone = await deleteGoal(tx, uid, id);
        if (!gone) throw notFound();
        const next = gone.isCurrent ? await newestGoal(tx, uid) : undefined;
        if (next) await makeCurrent(tx, uid, next.id);
      });
    },

    /** POST /api/goals/:id/current. */
    async setCurrent(uid: number, id: number, lang: Lang): Promise<Goal> {
      checkId(id);
      const row = await ctx.db.transaction(async (tx) => {
        await lockGoalsOf(tx, uid);
        return makeCurrent(tx, uid, id);
      });
      if (!row) throw notFound();
      return shown(row, lang);
    },

    /**
     * POST /api/goals/from-position/:slug: the position's texts in `lang`, made the current goal. A goal
     * already made from that position is made current again, as the user may have edited it, not copied twice.
     */
    async fromPosition(uid: number, slug: string, lang: Lang): Promise<Goal> {
      const input = goalFromPosition(await positions(slug, lang));
      const row = await ctx.db.transaction(async (tx) => {
        await lockGoalsOf(tx, uid);
        const existing = await goalFromSlug(tx, uid, slug);
        if (!existing) return add(tx, uid, input, true);
        return (await makeCurrent(tx, uid, existing.id)) ?? existing;
      });
      return shown(row, lang);
    },
  };
}
export type GoalsService = ReturnType<typeof createGoalsService>;
