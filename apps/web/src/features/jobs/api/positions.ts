import { useQuery } from '@tanstack/react-query';
import type { BankQuestion } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/** GET /api/jobs/:slug/questions: the position's question bank; a failure is shown in its place. */
export const usePositionQuestions = (slug: string) =>
  useQuery({
    queryKey: ['jobs', 'questions', slug],
    queryFn: () =>
      unwrap(
        api.get<{ items: BankQuestion[] }>(`/jobs/${encodeURIComponent(slug)}/questions`, {
          shownInline: everyFailure,
        }),
      ).then((r) => r.items),
    staleTime: 5 * 60_000,
  });
