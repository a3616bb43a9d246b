import { useQuery } from '@tanstack/react-query';
import type { Lang, MockMeeting } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';

/**
 * GET /api/mock/meeting?lang=: /MockMeeting's preset questions (a visitor's bilingual demo set, a signed-in
 * user's from the current goal's position); a failure is shown in the page.
 */
export const useMockMeeting = (lang: Lang) =>
  useQuery({
    queryKey: ['mock', 'meeting', lang],
    queryFn: () => unwrap(api.get<MockMeeting>(`/mock/meeting?lang=${lang}`, { shownInline: everyFailure })),
    staleTime: Infinity,
  });
