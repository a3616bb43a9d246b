import { ProviderError } from '../llm/upstream.ts';
import type { StreamingRecognizer, TranscribeRequest, Transcript, UtteranceRecognizer } from './types.ts';

/** Feed size: 100 ms, so a long utterance is decoded the way live audio would be. */
const FEED = 1_600;

/** Transcribes whole utterances with a streaming recogniser: the final results, joined. */
export function utteranceFromStreaming(recognizer: StreamingRecognizer): UtteranceRecognizer {
  return {
    id: recognizer.id,
    async transcribe(req: TranscribeRequest): Promise<Transcript> {
      if (req.signal?.aborted) throw new ProviderError('aborted', 'Request aborted by the caller');
      const finals: string[] = [];
      const stream = recognizer.open({
        lang: req.lang,
        onResult: (r) => void (r.final && finals.push(r.text)),
      });
      for (let at = 0; at < req.audio.length; at += FEED) stream.write(req.audio.subarray(at, at + FEED));
      await stream.end();
      // Chinese is written without spaces between segments.
      return { text: finals.join(req.lang === 'zh' ? '' : ' '), lang: req.lang };
    },
  };
}
