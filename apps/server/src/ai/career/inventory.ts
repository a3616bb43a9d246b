import { RIASEC_AREAS, type JobField, type RiasecArea } from '@offerpilot/shared';

/**
 * The career guide's interest inventory, modelled on the public-domain O*NET Interest Profiler (Holland's
 * six RIASEC areas) but written in our own words (texts in the `career` dictionaries): five activity
 * statements per area, asked mixed together, then five work values.
 */

/** One inventory item: an activity statement of an area, or a work value that favours some families. */
export type InventoryItem =
  { id: string; type: 'statement'; area: RiasecArea } | { id: string; type: 'value'; families: JobField[] };

export const STATEMENTS_PER_AREA = 5;

/** Work values and the families they favour: a liked value adds VALUE_BONUS to each, a disliked one
 * takes it away. V1 stability, V2 pay by results, V3 computers and data, V4 things people use, V5 variety. */
export const WORK_VALUES: Record<string, JobField[]> = {
  V1: ['finance', 'operations'],
  V2: ['sales', 'marketing'],
  V3: ['software', 'data'],
  V4: ['product', 'design', 'software'],
  V5: ['operations', 'marketing', 'product', 'sales'],
};
export const VALUE_BONUS = 0.05;

/** The items in the order the chat asks them: R1 I1 A1 S1 E1 C1 R2 … (one area never runs in a row, as in
 * the Profiler), then the values. */
export const INVENTORY: InventoryItem[] = [
  ...Array.from({ length: STATEMENTS_PER_AREA }, (_, i) =>
    RIASEC_AREAS.map((area) => ({ id: `${area}${i + 1}`, type: 'statement' as const, area })),
  ).flat(),
  ...Object.entries(WORK_VALUES).map(([id, families]) => ({ id, type: 'value' as const, families })),
];

/**
 * How strongly each job family draws on each interest area, 0..1. Set by hand from the work each family
 * does, in the spirit of the Holland codes O*NET lists for related occupations (developers and data
 * scientists mainly Investigative, designers Artistic, accountants and analysts Conventional, sales and
 * managers Enterprising): the main area at 1, related areas lower. A family's fit is the mean of the
 * user's area scores weighted by its row, so a family whose main areas the user likes ranks first.
 */
export const AFFINITY: Record<JobField, Record<RiasecArea, number>> = {
  software: { R: 0.6, I: 1.0, A: 0.3, S: 0.1, E: 0.1, C: 0.5 },
  data: { R: 0.2, I: 1.0, A: 0.1, S: 0.1, E: 0.2, C: 0.9 },
  product: { R: 0.2, I: 0.6, A: 0.5, S: 0.5, E: 0.9, C: 0.3 },
  design: { R: 0.3, I: 0.3, A: 1.0, S: 0.5, E: 0.2, C: 0.1 },
  operations: { R: 0.4, I: 0.3, A: 0.2, S: 0.6, E: 0.6, C: 0.7 },
  marketing: { R: 0.1, I: 0.3, A: 0.8, S: 0.5, E: 0.9, C: 0.2 },
  finance: { R: 0.1, I: 0.7, A: 0.0, S: 0.2, E: 0.5, C: 1.0 },
  sales: { R: 0.1, I: 0.1, A: 0.1, S: 0.8, E: 1.0, C: 0.3 },
};
