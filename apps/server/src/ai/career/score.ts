import {
  JOB_FIELDS,
  RIASEC_AREAS,
  type CareerAnswer,
  type JobField,
  type RiasecArea,
} from '@offerpilot/shared';
import { AFFINITY, INVENTORY, STATEMENTS_PER_AREA, VALUE_BONUS } from './inventory.ts';

/** Points per answer: a like counts twice an unsure one. */
const POINTS: Record<CareerAnswer, number> = { like: 2, unsure: 1, dislike: 0 };
/** The most an area can score. */
export const AREA_MAX = STATEMENTS_PER_AREA * POINTS.like;

export interface AreaScore {
  area: RiasecArea;
  /** 0..AREA_MAX */
  score: number;
  likes: number;
}

export interface FamilyFit {
  field: JobField;
  /** 0..1 */
  fit: number;
  /** The areas behind the fit, strongest first (liked areas the family draws on). */
  areas: RiasecArea[];
  /** The work values the user liked that favour this family. */
  values: string[];
}

/** Area scores, highest first; ties go to more likes, then to the RIASEC order. */
export function scoreAreas(answers: CareerAnswer[]): AreaScore[] {
  const scores = RIASEC_AREAS.map((area) => ({ area, score: 0, likes: 0 }));
  INVENTORY.forEach((item, i) => {
    const answer = answers[i];
    if (item.type !== 'statement' || !answer) return;
    const entry = scores.find((s) => s.area === item.area);
    if (!entry) return;
    entry.score += POINTS[answer];
    if (answer === 'like') entry.likes++;
  });
  const order = (a: RiasecArea) => RIASEC_AREAS.indexOf(a);
  return scores.sort((a, b) => b.score - a.score || b.likes - a.likes || order(a.area) - order(b.area));
}

/** The three-letter interest code (e.g. "IAC") of the best areas. */
export function interestCode(areas: AreaScore[]): string {
  return areas
    .slice(0, 3)
    .map((a) => a.area)
    .join('');
}

function valueAnswers(answers: CareerAnswer[]): { id: string; families: JobField[]; answer: CareerAnswer }[] {
  return INVENTORY.flatMap((item, i) => {
    const answer = answers[i];
    return item.type === 'value' && answer ? [{ id: item.id, families: item.families, answer }] : [];
  });
}

/** Job families ranked by fit: the area scores (0..1) averaged with the family's affinity weights, moved
 * by VALUE_BONUS per liked or disliked work value that favours it; ties keep the job center's order. */
export function rankFamilies(areas: AreaScore[], answers: CareerAnswer[]): FamilyFit[] {
  const share = new Map(areas.map((a) => [a.area, a.score / AREA_MAX]));
  const values = valueAnswers(answers);
  const fits = JOB_FIELDS.map((field) => {
    const row = AFFINITY[field];
    let weighted = 0;
    let total = 0;
    for (const area of RIASEC_AREAS) {
      weighted += row[area] * (share.get(area) ?? 0);
      total += row[area];
    }
    const mine = values.filter((v) => v.families.includes(field));
    const bonus = mine.reduce((s, v) => s + (v.answer === 'like' ? 1 : v.answer === 'dislike' ? -1 : 0), 0);
    const fit = Math.min(1, Math.max(0, weighted / total + bonus * VALUE_BONUS));
    // The areas worth naming: ones the family leans on and the user rather liked.
    const reasons = RIASEC_AREAS.filter((a) => row[a] >= 0.5 && (share.get(a) ?? 0) >= 0.5).sort(
      (a, b) => row[b] * (share.get(b) ?? 0) - row[a] * (share.get(a) ?? 0),
    );
    const liked = mine.filter((v) => v.answer === 'like').map((v) => v.id);
    return { field, fit: Math.round(fit * 1000) / 1000, areas: reasons.slice(0, 2), values: liked };
  });
  const order = (f: JobField) => JOB_FIELDS.indexOf(f);
  return fits.sort((a, b) => b.fit - a.fit || order(a.field) - order(b.field));
}
