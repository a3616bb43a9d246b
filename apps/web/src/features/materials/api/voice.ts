import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VoiceSample } from '@offerpilot/shared';
import { api } from '../../../lib/api.ts';
import { everyFailure } from '../../../lib/request.ts';
import { unwrap } from '../../../lib/unwrap.ts';

const VOICE_KEY = ['materials', 'voice'] as const;

/** GET /api/materials/voice: the accepted voice sample, or null. */
export const useVoiceSample = () =>
  useQuery({ queryKey: VOICE_KEY, queryFn: () => unwrap(api.get<VoiceSample | null>('/materials/voice')) });

/** POST /api/materials/voice: a WAV of one sentence, checked and measured by the server. */
export function useUploadVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      // The voice card shows why a sample was refused; no toast repeats it.
      return unwrap(
        api.request<VoiceSample>('POST', '/materials/voice', form, { shownInline: everyFailure }),
      );
    },
    onSuccess: (sample) => queryClient.setQueryData(VOICE_KEY, sample),
  });
}

/** DELETE /api/materials/voice. */
export function useDeleteVoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.request<null>('DELETE', '/materials/voice')),
    onSuccess: () => queryClient.setQueryData(VOICE_KEY, null),
  });
}
