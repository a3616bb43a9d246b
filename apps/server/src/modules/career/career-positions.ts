import type { Lang, ListPositionsQuery, PositionSummary } from '@offerpilot/shared';
import { POSITIONS_PER_FAMILY } from '../../ai/career/report.ts';
import type { PositionsOf } from './career-report.ts';

/** What the career guide reads of the job center: a page of its positions, hottest first. */
export interface PositionLister {
  list(query: ListPositionsQuery, lang: Lang): Promise<{ items: PositionSummary[] }>;
}

/** The hottest positions of each family, from the job center (the order the report suggests them in). */
export const jobCenterPositions =
  (jobs: PositionLister): PositionsOf =>
  async (lang, fields) => {
    const pages = await Promise.all(
      fields.map((field) => jobs.list({ field, page: 1, pageSize: POSITIONS_PER_FAMILY }, lang)),
    );
    return pages.flatMap((page) =>
      page.items.map(({ slug, field, title, company }) => ({ slug, field, title, company })),
    );
  };
