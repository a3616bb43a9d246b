import type { Lang, LiveEvent } from '@offerpilot/shared';
import { QuestionJoiner } from '../src/ai/detect/joiner.ts';
import { createLivePipeline, type UnnumberedEvent } from '../src/ai/live/pipeline.ts';
import type { UtteranceRecognizer } from '../src/providers/asr/types.ts';

/**
 * A live pipeline (offline coach, no grounding) whose events are numbered and kept: `sent` as a screen gets
 * them, with `sentAt[i]` the time `now()` gave when each was sent, and `stored` as the thread writes them.
 * `pauseMs`: the pause setting in wall time for phrases of the browser's recognition.
 */
export function recordingPipeline(
  asr: UtteranceRecognizer | null,
  lang: Lang = 'en',
  now = () => 0,
  pauseMs = 600,
) {
  const sent: LiveEvent[] = [];
  const sentAt: number[] = [];
  const stored: LiveEvent[] = [];
  const pipeline = createLivePipeline({
    lang,
    pauseMs,
    asr,
    llm: null,
    tracker: new QuestionJoiner(),
    ground: () => ({ question: null, resumeFacts: [], requirements: [] }),
    sink: {
      emit(event: UnnumberedEvent) {
        const numbered = { ...event, seq: sent.length + 1 } as LiveEvent;
        sent.push(numbered);
        sentAt.push(now());
        return numbered;
      },
      store: (event) => void stored.push(event),
    },
    onError: (err) => {
      throw err;
    },
  });
  return { pipeline, sent, sentAt, stored };
}
