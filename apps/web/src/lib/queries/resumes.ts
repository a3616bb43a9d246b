import { useQuery } from '@tanstack/react-query';
import type { ResumeSummary } from '@offerpilot/shared';
import { api } from '../api.ts';
import { everyFailure } from '../request.ts';
import { unwrap } from '../unwrap.ts';

/** The resumes list's key: Materials changes it, the home page reads it. */
export const RESUMES_KEY = ['materials', 'resumes'] as const;

/**
 * GET /api/materials/resumes: newest first, without text and facts. Materials and the home page's resume
 * card show a failure where the list would be, so no toast repeats it.
 */
export const useResumes = () =>
  useQuery({
    queryKey: RESUMES_KEY,
    queryFn: () =>
      unwrap(api.get<{ items: ResumeSummary[] }>('/materials/resumes', { shownInline: everyFailure })).then(
        (r) => r.items,
      ),
  });
