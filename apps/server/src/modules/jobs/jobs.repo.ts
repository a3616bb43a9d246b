import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankQuestions, positionPractice, positions, positionViews } from '../../db/schema.ts';

/** Views of the last 30 days count once; a finished practice five times. */
const HOT_WINDOW_DAYS = 30;
const PRACTICE_WEIGHT = 5;

export interface PositionFilter {
  field?: string;
  company?: string;
  q?: string;
}

function filterSql(filter: PositionFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.field) parts.push(eq(positions.field, filter.field));
  if (filter.company) {
    const like = `%${filter.company}%`;
    parts.push(
      or(ilike(sql`${positions.company}->>'en'`, like), ilike(sql`${positions.company}->>'zh'`, like)),
    );
  }
  if (filter.q) {
    const like = `%${filter.q}%`;
    parts.push(
      or(
        ...(['en', 'zh'] as const).flatMap((lang) => [
          ilike(sql`${positions.title}->>${lang}`, like),
          ilike(sql`${positions.company}->>${lang}`, like),
          ilike(sql`${positions.description}->>${lang}`, like),
        ]),
      ),
    );
  }
  return and(...parts);
}

/** Statistics columns of a position, computed from recorded activity. */
// Qualified by hand: inside a select list drizzle renders columns unqualified, which the subqueries'
// own `id` columns would shadow.
const positionId = sql.raw('"positions"."id"');
const practiceWeight = sql.raw(String(PRACTICE_WEIGHT));

function statsColumns(since: Date) {
  const views = sql<number>`(select count(*) from ${positionViews} v where v.position_id = ${positionId} and v.day >= ${since.toISOString().slice(0, 10)})`;
  const recentPractice = sql<number>`(select count(*) from ${positionPractice} p where p.position_id = ${positionId} and p.created_at >= ${since.toISOString()}::timestamptz)`;
  return {
    questionCount:
      sql<number>`(select count(*) from ${bankQuestions} q where q.position_id = ${positionId})`.mapWith(
        Number,
      ),
    practiceCount:
      sql<number>`(select count(*) from ${positionPractice} p where p.position_id = ${positionId})`.mapWith(
        Number,
      ),
    passed:
      sql<number>`(select count(*) from ${positionPractice} p where p.position_id = ${positionId} and p.passed)`.mapWith(
        Number,
      ),
    hotValue: sql<number>`(${views} + ${practiceWeight} * ${recentPractice})`.mapWith(Number),
  };
}

/** One page of positions, hottest first, with their statistics. */
export async function listPositions(
  db: Db,
  filter: PositionFilter,
  page: number,
  pageSize: number,
  now: Date,
) {
  const since = new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000);
  const where = filterSql(filter);
  const stats = statsColumns(since);
  const [rows, [total]] = await Promise.all([
    db
      .select({ position: positions, ...stats })
      .from(positions)
      .where(where)
      .orderBy(desc(stats.hotValue), asc(positions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(positions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A position by slug with its statistics, or null. */
export async function findPosition(db: Db, slug: string, now: Date) {
  const since = new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000);
  const [row] = await db
    .select({ position: positions, ...statsColumns(since) })
    .from(positions)
    .where(eq(positions.slug, slug));
  return row ?? null;
}

/** A position's content by slug, without statistics, or null. */
export async function positionBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(positions).where(eq(positions.slug, slug));
  return row ?? null;
}

/** The user's own practice of a position: count and average score. */
export async function myPractice(db: Db, positionId: number, uid: number) {
  const [row] = await db
    .select({
      n: count(),
      passed: sql<number>`count(*) filter (where ${positionPractice.passed})`.mapWith(Number),
      avg: sql<string | null>`avg(${positionPractice.score})`,
    })
    .from(positionPractice)
    .where(and(eq(positionPractice.positionId, positionId), eq(positionPractice.uid, uid)));
  const average = row?.avg === null || row?.avg === undefined ? null : Math.round(Number(row.avg) * 10) / 10;
  return { count: row?.n ?? 0, passed: row?.passed ?? 0, average };
}

/** Records that a user looked at a position today (once per day). */
export async function recordView(db: Db, positionId: number, uid: number, now: Date): Promise<void> {
  await db
    .insert(positionViews)
    .values({ positionId, uid, day: now.toISOString().slice(0, 10) })
    .onConflictDoNothing();
}

/** The question bank of a position in bank order. */
export function questionsOf(db: Db, positionId: number) {
  return db
    .select()
    .from(bankQuestions)
    .where(eq(bankQuestions.positionId, positionId))
    .orderBy(asc(bankQuestions.ord));
}

/** The whole question bank with each question's position slug, for the engine's retrieval index. */
export function allBankQuestions(db: Db) {
  return db
    .select({
      id: bankQuestions.id,
      positionSlug: positions.slug,
      kind: bankQuestions.kind,
      competency: bankQuestions.competency,
      text: bankQuestions.text,
      keyPoints: bankQuestions.keyPoints,
      frame: bankQuestions.frame,
    })
    .from(bankQuestions)
    .innerJoin(positions, eq(positions.id, bankQuestions.positionId))
    .orderBy(asc(positions.id), asc(bankQuestions.ord));
}
