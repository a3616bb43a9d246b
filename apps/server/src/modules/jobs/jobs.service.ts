import type {
  Lang,
  ListPositionsQuery,
  PositionDetail,
  PositionSummary,
  BankQuestion,
} from '@offerpilot/shared';
import type { AppContext } from '../../context.ts';
import type { positions } from '../../db/schema.ts';
import { AppError } from '../../core/errors.ts';
import {
  allBankQuestions,
  findPosition,
  listPositions,
  insertPractice,
  myPractice,
  positionBySlug,
  practiceRows,
  questionsOf,
  recordView,
} from './jobs.repo.ts';

type PositionRow = typeof positions.$inferSelect;

/** The texts of a position in one language. */
export interface PositionContent {
  slug: string;
  title: string;
  company: string;
  companyDetails: string;
  description: string;
  requirements: string[];
}
interface Stats {
  questionCount: number;
  practiceCount: number;
  passed: number;
  hotValue: number;
}

function toSummary(position: PositionRow, stats: Stats, lang: Lang): PositionSummary {
  return {
    slug: position.slug,
    field: position.field as PositionSummary['field'],
    title: position.title[lang],
    company: position.company[lang],
    questionCount: stats.questionCount,
    hotValue: stats.hotValue,
    practiceCount: stats.practiceCount,
    passRate: stats.practiceCount ? stats.passed / stats.practiceCount : null,
  };
}

/** A practice session of a position as its user's figures count it. */
export interface PracticeRecord {
  sessionId: string | null;
  score: number;
  passed: boolean;
  at: Date;
}

/** The user's pass share, smoothed towards one half while there are few sessions (null: none yet). */
export const predictedPassRate = (passed: number, count: number): number | null =>
  count ? (passed + 1) / (count + 2) : null;

/** The job center: hot positions, their details with real statistics, and their question banks. */
export function createJobsService(ctx: AppContext) {
  const find = async (slug: string) => {
    const row = await findPosition(ctx.db, slug, ctx.clock.now());
    if (!row) throw new AppError('jobs.notFound', { slug });
    return row;
  };
  return {
    /** GET /api/jobs. */
    async list(query: ListPositionsQuery, lang: Lang) {
      const { rows, total } = await listPositions(ctx.db, query, query.page, query.pageSize, ctx.clock.now());
      return {
        items: rows.map(({ position, ...stats }) => toSummary(position, stats, lang)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** GET /api/jobs/:slug; the visit counts toward the position's hot value. */
    async detail(slug: string, uid: number, lang: Lang): Promise<PositionDetail> {
      const { position, ...stats } = await find(slug);
      await recordView(ctx.db, position.id, uid, ctx.clock.now());
      const mine = await myPractice(ctx.db, position.id, uid);
      return {
        ...toSummary(position, stats, lang),
        companyDetails: position.companyDetails[lang],
        description: position.description[lang],
        requirements: position.requirements[lang],
        competencies: position.competencies.map((c) => ({
          key: c.key,
          name: c.name[lang],
          weight: c.weight,
        })),
        mySimulationCount: mine.count,
        myAverageScore: mine.average,
        predictedPassRate: predictedPassRate(mine.passed, mine.count),
      };
    },

    /** A position's texts in one language, for other modules (goals); `jobs.notFound` when unknown. */
    async content(slug: string, lang: Lang): Promise<PositionContent> {
      const position = await positionBySlug(ctx.db, slug);
      if (!position) throw new AppError('jobs.notFound', { slug });
      return {
        slug: position.slug,
        title: position.title[lang],
        company: position.company[lang],
        companyDetails: position.companyDetails[lang],
        description: position.description[lang],
        requirements: position.requirements[lang],
      };
    },

    /**
     * A position's title and competency model (names in one language, weights) for a session's review or
     * report; null when unknown.
     */
    async positionNames(slug: string, lang: Lang) {
      const position = await positionBySlug(ctx.db, slug);
      if (!position) return null;
      return {
        title: position.title[lang],
        competencies: position.competencies.map((c) => ({
          key: c.key,
          name: c.name[lang],
          weight: c.weight,
        })),
      };
    },

    /**
     * Records a finished practice session of a position (decision 10: the interview modules write it), once per
     * session: the position's practice count, pass rate and hot value and the user's own figures count it. False
     * when the position is gone or the session is recorded already.
     */
    async recordPractice(slug: string, uid: number, practice: PracticeRecord & { sessionId: string }) {
      const position = await positionBySlug(ctx.db, slug);
      if (!position) return false;
      return insertPractice(ctx.db, { positionId: position.id, uid, ...practice });
    },

    /** The user's practice sessions of a position, oldest first, and the predicted pass rate they give. */
    async practiceOf(slug: string, uid: number) {
      const position = await positionBySlug(ctx.db, slug);
      const rows = position ? await practiceRows(ctx.db, position.id, uid) : [];
      const sessions: PracticeRecord[] = rows.map(({ createdAt, ...r }) => ({ ...r, at: createdAt }));
      const passed = sessions.filter((r) => r.passed).length;
      return { sessions, predictedPassRate: predictedPassRate(passed, sessions.length) };
    },

    /** GET /api/jobs/:slug/questions. */
    async questions(slug: string, lang: Lang): Promise<BankQuestion[]> {
      const { position } = await find(slug);
      const rows = await questionsOf(ctx.db, position.id);
      return rows.map((q) => ({
        id: q.id,
        kind: q.kind as BankQuestion['kind'],
        competency: q.competency,
        text: q.text[lang],
        keyPoints: q.keyPoints[lang],
        frame: { type: q.frame.type as BankQuestion['frame']['type'], steps: q.frame[lang] },
      }));
    },

    /** Every bank question of every position, both languages: what the hints' retrieval index is built from. */
    allBankQuestions: () => allBankQuestions(ctx.db),
  };
}
export type JobsService = ReturnType<typeof createJobsService>;
