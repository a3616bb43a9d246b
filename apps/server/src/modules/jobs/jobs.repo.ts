import { and, asc, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bankQuestions, positionPractice, positions, positionViews } from '../../db/schema.ts';
import { pageOf } from '../../lib/paged.ts';

/** Views of the last 30 days count once; a finished practice five times. */
const HOT_WINDOW_DAYS = 30;
const PRACTICE_WEIGHT = 5;

export interface PositionFilter {
  field?: string;
  company?: string;
  q?: string;
}

/** A LIKE pattern that finds `text` anywhere, its `%`, `_` and backslash taken literally (backslash is LIKE's escape). */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const LANGS = ['en', 'zh'] as const;
const inEitherLang = (column: AnyColumn, like: string): SQL | undefined =>
  or(...LANGS.map((lang) => ilike(sql`${column}->>${lang}`, like)));

function filterSql(filter: PositionFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.field) parts.push(eq(positions.field, filter.field));
  if (filter.company) parts.push(inEitherLang(positions.company, containsPattern(filter.company)));
  if (filter.q) {
    const like = containsPattern(filter.q);
    parts.push(
      or(
        inEitherLang(positions.title, like),
        inEitherLang(positions.company, like),
        inEitherLang(positions.description, like),
      ),
    );
  }
  return and(...parts);
}

/**
 * How well a keyword fits a position: 0 when it is in the title (either language), 1 in the company's name,
 * 2 only in the description. A search lists title matches first, hottest first among equals.
 */
function keywordRank(q: string): SQL<number> {
  const like = containsPattern(q);
  return sql<number>`case when ${inEitherLang(positions.title, like)} then 0 when ${inEitherLang(positions.company, like)} then 1 else 2 end`;
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

/** One page of positions, hottest first (title matches of a keyword before the rest), with their statistics. */
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
  const list = db
    .select({ position: positions, ...stats })
    .from(positions)
    .where(where)
    .orderBy(...(filter.q ? [asc(keywordRank(filter.q))] : []), desc(stats.hotValue), asc(positions.id));
  return pageOf(list.$dynamic(), db.$count(positions, where), page, pageSize);
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

/** Records a finished practice session of a position once (its session id is unique); true when written. */
export async function insertPractice(
  db: Db,
  row: { positionId: number; uid: number; score: number; passed: boolean; sessionId: string; at: Date },
): Promise<boolean> {
  const { at, ...values } = row;
  const written = await db
    .insert(positionPractice)
    .values({ ...values, createdAt: at })
    .onConflictDoNothing({ target: positionPractice.sessionId })
    .returning({ id: positionPractice.id });
  return written.length > 0;
}

/** A user's practice sessions of a position, oldest first. */
export function practiceRows(db: Db, positionId: number, uid: number) {
  return db
    .select({
      sessionId: positionPractice.sessionId,
      score: positionPractice.score,
      passed: positionPractice.passed,
      createdAt: positionPractice.createdAt,
    })
    .from(positionPractice)
    .where(and(eq(positionPractice.positionId, positionId), eq(positionPractice.uid, uid)))
    .orderBy(asc(positionPractice.createdAt), asc(positionPractice.id));
}
