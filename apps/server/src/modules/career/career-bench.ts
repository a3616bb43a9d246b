import type { CareerAnswer, CareerGuideReport, CareerState, JobField, Lang } from '@offerpilot/shared';
import { INVENTORY } from '../../ai/career/index.ts';
import { readSeedDir } from '../../db/seed/load-seed.ts';
import { buildCareerGuideReport } from './career-report.ts';

/** A finished inventory that likes the Investigative and Conventional areas, unsure of Enterprising ones. */
function finishedState(lang: Lang): CareerState {
  const answers = INVENTORY.map((item, i): CareerAnswer => {
    if (item.type === 'value') return i % 2 ? 'like' : 'unsure';
    return item.area === 'I' || item.area === 'C' ? 'like' : item.area === 'E' ? 'unsure' : 'dislike';
  });
  return { version: 1, lang, answers, done: true };
}

/**
 * The `npm run bench` case of issue 16 (a career report ready offline within 3 s of the last answer): a
 * finished inventory of every statement and value, reported over the shipped job center (its positions read
 * from the seed, the order the database would give aside), with no database and no model: what the report job
 * does besides its queries. `run()` builds the report; `trivial()` copies one already built (a baseline of the
 * same size). Import this file by path and time them.
 */
export function careerReportBenchCase(lang: Lang = 'en') {
  const { positions } = readSeedDir();
  const state = finishedState(lang);
  const positionsOf = async (of: Lang, fields: JobField[]) =>
    positions
      .filter((p) => fields.includes(p.field))
      .map((p) => ({ slug: p.slug, field: p.field, title: p.title[of], company: p.company[of] }));
  const run = (): Promise<CareerGuideReport> =>
    buildCareerGuideReport(state, { llm: null, positions: positionsOf, now: () => new Date() });
  let built: CareerGuideReport | null = null;
  return {
    answers: state.answers.length,
    run,
    /** A copy of a report built once, with a new time: the same size, nothing scored. */
    async trivial(): Promise<CareerGuideReport> {
      built ??= await run();
      return { ...structuredClone(built), generatedAt: new Date().toISOString() };
    },
  };
}
