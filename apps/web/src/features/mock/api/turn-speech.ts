import { API_BASE } from '../../../lib/api.ts';
import { getLang, getToken } from '../../../lib/storage.ts';
import { threadPath } from './mock-threads.ts';

/**
 * GET /api/mock/threads/:id/turns/:turnId/speech: the interviewer's turn as audio from the server's speech
 * endpoint (quote.tts), or null when it has none or failed (the screen falls back to the browser's voice).
 * Audio is not an envelope, so this reads it with fetch and the same headers as the request layer.
 */
export async function fetchTurnSpeech(
  threadId: string,
  turnId: string,
  signal: AbortSignal,
): Promise<Blob | null> {
  try {
    const response = await fetch(
      `${API_BASE}${threadPath(threadId, `/turns/${encodeURIComponent(turnId)}/speech`)}`,
      {
        headers: { authorization: getToken() ?? '', lang: getLang() },
        signal,
      },
    );
    const type = response.headers.get('content-type') ?? '';
    return response.ok && type.startsWith('audio/') ? await response.blob() : null;
  } catch {
    return null;
  }
}
