import type { Lang } from '@offerpilot/shared';
import { buildBankIndex, searchBank, type BankIndex, type BankQuestion } from '../retrieval/bank.ts';

/** A competency of the position's model and its weight (the weights sum to 1). */
export interface CompetencyWeight {
  key: string;
  weight: number;
}

export interface SelectOptions {
  lang: Lang;
  count: number;
  /** What the questions should match: the goal's text (`goal`) and, weaker, the resume's (`resume`). */
  goal: string;
  resume: string;
  competencies?: CompetencyWeight[];
  /** A prebuilt index over (at least) these questions; built here when absent. */
  index?: BankIndex;
  random: () => number;
}

/** How much relevance, the position's overall match and chance count in a question's score. */
const RELEVANCE = 0.55;
const POSITION_MATCH = 0.3;
const CHANCE = 0.15;
const RESUME_SHARE = 0.4;
/** A typed goal draws on its closest positions until they hold this many times the questions needed. */
const POOL_FACTOR = 2;

/** Relevance of every question to a text, 0..1 (the best match is 1). */
function relevance(index: () => BankIndex, ids: Set<string>, text: string, lang: Lang) {
  const out = new Map<string, number>();
  if (!text.trim()) return out;
  const built = index();
  const hits = searchBank(built, text, lang, { k: built[lang].items.length }).filter((h) => ids.has(h.id));
  const best = hits[0]?.score ?? 0;
  for (const hit of hits) if (best > 0) out.set(hit.id, hit.score / best);
  return out;
}

/** Per position, the mean relevance of its five closest questions: with a whole bank, a data goal should
 * draw on data positions even for questions whose own words do not mention the goal's. */
function positionMatch(questions: BankQuestion[], rel: Map<string, number>): Map<string, number> {
  const byPosition = new Map<string, number[]>();
  for (const q of questions) {
    const list = byPosition.get(q.positionSlug) ?? [];
    list.push(rel.get(q.id) ?? 0);
    byPosition.set(q.positionSlug, list);
  }
  const means = new Map<string, number>();
  for (const [slug, list] of byPosition) {
    const top = list.sort((a, b) => b - a).slice(0, 5);
    means.set(slug, top.reduce((s, v) => s + v, 0) / top.length);
  }
  const best = Math.max(0, ...means.values());
  for (const [slug, mean] of means) means.set(slug, best > 0 ? mean / best : 0);
  return means;
}

/** Seats per group by the largest-remainder method, never more than a group has questions. */
function quotas(weights: Map<string, number>, available: Map<string, number>, count: number) {
  const total = [...weights.values()].reduce((s, w) => s + w, 0) || 1;
  const seats = new Map<string, number>();
  const remainders: [string, number][] = [];
  for (const [key, w] of weights) {
    const exact = (w / total) * count;
    seats.set(key, Math.min(Math.floor(exact), available.get(key) ?? 0));
    remainders.push([key, exact - Math.floor(exact)]);
  }
  let left = count - [...seats.values()].reduce((s, v) => s + v, 0);
  for (const [key] of remainders.sort((a, b) => b[1] - a[1])) {
    if (left <= 0) break;
    if ((seats.get(key) ?? 0) < (available.get(key) ?? 0)) {
      seats.set(key, (seats.get(key) ?? 0) + 1);
      left--;
    }
  }
  return seats;
}

/** Groups questions by competency when the position's weights are known, else by kind in the bank's mix. */
function groupWeights(questions: BankQuestion[], competencies?: CompetencyWeight[]) {
  const single = new Set(questions.map((q) => q.positionSlug)).size === 1;
  if (competencies?.length) {
    const weights = new Map(competencies.map((c) => [c.key, c.weight]));
    if (questions.every((q) => weights.has(q.competency)))
      return { groupOf: (q: BankQuestion) => q.competency, weights };
  }
  const groupOf = single ? (q: BankQuestion) => q.competency : (q: BankQuestion) => q.kind;
  const weights = new Map<string, number>();
  // One position without given weights: its competencies count equally; a mixed bank keeps its kind mix.
  for (const q of questions) weights.set(groupOf(q), single ? 1 : (weights.get(groupOf(q)) ?? 0) + 1);
  return { groupOf, weights };
}

/** The questions of the positions closest to the goal, enough for `need`: a mock interview for a typed goal
 * should feel like one position's interview, not a sample of every position that mentions SQL. */
function closestPositions(bank: BankQuestion[], match: Map<string, number>, need: number) {
  const keep = new Set<string>();
  let size = 0;
  for (const [slug] of [...match].sort((a, b) => b[1] - a[1])) {
    if (size >= need) break;
    keep.add(slug);
    size += bank.filter((q) => q.positionSlug === slug).length;
  }
  return bank.filter((q) => keep.has(q.positionSlug));
}

/** Fills each group's seats with its best questions; seats a group cannot fill go to the best of the rest. */
function fillSeats(
  ranked: BankQuestion[],
  groupOf: (q: BankQuestion) => string,
  seats: Map<string, number>,
  count: number,
) {
  const chosen: BankQuestion[] = [];
  const rest: BankQuestion[] = [];
  for (const q of ranked) {
    const left = seats.get(groupOf(q)) ?? 0;
    if (left > 0) {
      seats.set(groupOf(q), left - 1);
      chosen.push(q);
    } else rest.push(q);
  }
  return [...chosen, ...rest.slice(0, Math.max(0, count - chosen.length))];
}

/** The bank questions of a mock interview, best first: from the positions closest to the goal, seats per
 * competency (or kind) by weight, each filled with the questions closest to the goal and resume; a seeded
 * chance breaks ties and varies plans. */
export function selectQuestions(bank: BankQuestion[], options: SelectOptions): BankQuestion[] {
  const { lang, count, random } = options;
  let built = options.index;
  const index = () => (built ??= buildBankIndex(bank));
  const ids = new Set(bank.map((q) => q.id));
  const rel = relevance(index, ids, options.goal, lang);
  const resumeRel = relevance(index, ids, options.resume, lang);
  const mixed = rel.size > 0 && new Set(bank.map((q) => q.positionSlug)).size > 1;
  const match = mixed ? positionMatch(bank, rel) : new Map<string, number>();
  const pool = mixed ? closestPositions(bank, match, POOL_FACTOR * count) : bank;
  const ranked = pool
    .map((q) => {
      const r = (rel.get(q.id) ?? 0) + RESUME_SHARE * (resumeRel.get(q.id) ?? 0);
      const m = match.get(q.positionSlug) ?? 0;
      return { q, score: RELEVANCE * r + POSITION_MATCH * m + CHANCE * random() };
    })
    .sort((a, b) => b.score - a.score)
    .map(({ q }) => q);
  const { groupOf, weights } = groupWeights(pool, options.competencies);
  const available = new Map<string, number>();
  for (const q of ranked) available.set(groupOf(q), (available.get(groupOf(q)) ?? 0) + 1);
  const seats = quotas(weights, available, Math.min(count, ranked.length));
  return fillSeats(ranked, groupOf, seats, count);
}
