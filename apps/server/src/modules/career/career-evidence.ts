import { translate, type CareerState, type JobField } from '@offerpilot/shared';
import { INVENTORY } from '../../ai/career/index.ts';
import { rankFamilies, scoreAreas } from '../../ai/career/score.ts';

/** An answer that pointed to a family, in the guide's language. */
export interface Evidence {
  itemId: string;
  text: string;
}

/** At most this many liked activities are named per interest area of a family's reason. */
const PER_AREA = 2;

/**
 * Why each family fits, in the user's own answers: the activities they liked in the interest areas the
 * family's reason names, then the work values they liked that favour it.
 */
export function familyEvidence(state: CareerState): Map<JobField, Evidence[]> {
  const { lang, answers } = state;
  const fits = rankFamilies(scoreAreas(answers), answers);
  const liked = (i: number) => answers[i] === 'like';
  return new Map(
    fits.map((fit) => {
      const statements = fit.areas.flatMap((area) =>
        INVENTORY.flatMap((item, i) =>
          item.type === 'statement' && item.area === area && liked(i)
            ? [{ itemId: item.id, text: translate(lang, `career:statements.${item.id}`) }]
            : [],
        ).slice(0, PER_AREA),
      );
      const values = fit.values.map((id) => ({
        itemId: id,
        text: translate(lang, `career:values.${id}.text`),
      }));
      return [fit.field, [...statements, ...values]];
    }),
  );
}
