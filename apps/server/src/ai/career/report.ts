import {
  translate,
  type CareerFamily,
  type CareerReport,
  type CareerState,
  type JobField,
  type Lang,
} from '@offerpilot/shared';
import { INVENTORY } from './inventory.ts';
import { interestCode, rankFamilies, scoreAreas, type FamilyFit } from './score.ts';
import { joinNames, summaryParams } from './texts.ts';

/** A job-center position as the report suggests it (the seed's or the database's fields). */
export interface SuggestablePosition {
  slug: string;
  field: JobField;
  title: Record<Lang, string>;
}

/** Families whose positions the report suggests, and how many positions of each. */
export const SUGGESTED_FAMILIES = 3;
export const POSITIONS_PER_FAMILY = 3;

function familyReason(lang: Lang, fit: FamilyFit): string {
  const why = translate(lang, `career:families.${fit.field}.why`);
  const areas = fit.areas.map((a) => translate(lang, `career:areas.${a}.name`));
  const base = areas.length
    ? translate(lang, 'career:report.reason', { areas: joinNames(lang, areas), why })
    : translate(lang, 'career:report.reasonWeak', { why });
  if (fit.values.length === 0) return base;
  const values = fit.values.map((id) => translate(lang, `career:values.${id}.label`));
  const extra = translate(lang, 'career:report.valueReason', { values: joinNames(lang, values) });
  return `${base}${lang === 'zh' ? '' : ' '}${extra}`;
}

/** The job-suggestion report of a finished chat, in its language: the interest code, the areas scored, every
 * family ranked with its reason, and positions of the best families (in the order given). Throws when the
 * inventory is not finished. */
export function careerReport(state: CareerState, positions: SuggestablePosition[]): CareerReport {
  if (!state.done || state.answers.length < INVENTORY.length) {
    throw new Error('The career inventory is not finished.');
  }
  const { lang, answers } = state;
  const areas = scoreAreas(answers);
  const fits = rankFamilies(areas, answers);
  const families: CareerFamily[] = fits.map((fit) => ({
    field: fit.field,
    name: translate(lang, `career:families.${fit.field}.name`),
    fit: fit.fit,
    reason: familyReason(lang, fit),
  }));
  const suggested = fits.slice(0, SUGGESTED_FAMILIES).flatMap((fit) =>
    positions
      .filter((p) => p.field === fit.field)
      .slice(0, POSITIONS_PER_FAMILY)
      .map((p) => ({ slug: p.slug, field: p.field, title: p.title[lang] })),
  );
  const summary = translate(lang, 'career:report.summary', summaryParams(lang, answers));
  return {
    lang,
    engine: 'offline',
    code: interestCode(areas),
    summary,
    areas: areas.map((a) => ({
      area: a.area,
      name: translate(lang, `career:areas.${a.area}.name`),
      score: a.score,
    })),
    families,
    positions: suggested,
  };
}
