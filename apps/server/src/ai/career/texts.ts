import { translate, type CareerAnswer, type Lang } from '@offerpilot/shared';
import { interestCode, rankFamilies, scoreAreas } from './score.ts';

/** Names joined as a list in the language ("A, B and C" / "A、B和C"). */
export function joinNames(lang: Lang, names: string[]): string {
  const sep = translate(lang, 'career:report.separator');
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(sep)}${translate(lang, 'career:report.and')}${names.at(-1) ?? ''}`;
}

/** The parameters of both summaries: the code, its three areas, the three best families. */
export function summaryParams(lang: Lang, answers: CareerAnswer[]): Record<string, string> {
  const areas = scoreAreas(answers);
  const families = rankFamilies(areas, answers).slice(0, 3);
  return {
    code: interestCode(areas),
    areas: joinNames(
      lang,
      areas.slice(0, 3).map((a) => translate(lang, `career:areas.${a.area}.name`)),
    ),
    families: joinNames(
      lang,
      families.map((f) => translate(lang, `career:families.${f.field}.name`)),
    ),
  };
}
