import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Resume, ResumeUpdateBody } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { RESUMES_KEY } from '../../../lib/queries/resumes.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';

const resumeKey = (id: number) => ['materials', 'resume', id] as const;
/** The upload and text forms show every refusal of what was sent where it was sent. */
const formCall = { shownInline: everyFailure };

/** GET /api/materials/resumes/:id: the resume with its text and facts; a failure is shown in its place. */
export const useResume = (id: number | null) =>
  useQuery({
    queryKey: resumeKey(id ?? 0),
    queryFn: () => unwrap(api.get<Resume>(`/materials/resumes/${id}`, { shownInline: everyFailure })),
    enabled: id !== null,
  });

/** A change that answers the resume: it is cached as it is now, and the list is read again. */
function useResumeMutation<V>(call: (variables: V) => Promise<Resume>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (resume) => {
      queryClient.setQueryData(resumeKey(resume.id), resume);
      return queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
    },
  });
}

/** POST /api/materials/resumes: a PDF, DOCX or TXT file, read by the server. */
export const useUploadResume = () =>
  useResumeMutation((file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return unwrap(api.request<Resume>('POST', '/materials/resumes', form, formCall));
  });

/** POST /api/materials/resumes/text: pasted text. */
export const usePasteResume = () =>
  useResumeMutation((body: { title?: string; text: string }) =>
    unwrap(api.post<Resume>('/materials/resumes/text', body, formCall)),
  );

/** PUT /api/materials/resumes/:id: the corrected text, whose facts the server reads again. */
export const useSaveResume = () =>
  useResumeMutation(({ id, body }: { id: number; body: ResumeUpdateBody }) =>
    unwrap(api.request<Resume>('PUT', `/materials/resumes/${id}`, body, formCall)),
  );

/** POST /api/materials/resumes/:id/default. */
export const useMakeDefaultResume = () =>
  useResumeMutation((id: number) => unwrap(api.post<Resume>(`/materials/resumes/${id}/default`)));

/** DELETE /api/materials/resumes/:id; another resume becomes the default when this one was. */
export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.request<null>('DELETE', `/materials/resumes/${id}`)),
    onSuccess: (_none, id) => {
      queryClient.removeQueries({ queryKey: resumeKey(id) });
      return queryClient.invalidateQueries({ queryKey: RESUMES_KEY });
    },
  });
}
