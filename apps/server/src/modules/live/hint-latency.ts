import type { LiveEvent } from '@offerpilot/shared';
import { metrics } from '../../lib/metrics.ts';

type Event = Pick<LiveEvent, 'type'>;

/**
 * Times one thread's questions for the metrics: from the end of the speech that asked it (the segmenter's
 * speech end; a typed question's arrival) to the first hint delta sent for it. A withdrawn draft is not timed.
 */
export function hintLatency(now: () => number = () => performance.now()) {
  let speechEnd: number | null = null;
  let asked: number | null = null;
  return {
    /** The segmenter found the end of an utterance. */
    speechEnded(): void {
      speechEnd = now();
    },
    /** A typed question arrives: no speech ended it. */
    typed(): void {
      speechEnd = null;
    },
    /** An event the pipeline emits. */
    saw(event: Event): void {
      if (event.type === 'question') {
        asked = speechEnd ?? now();
        speechEnd = null;
      } else if (event.type === 'retract') {
        asked = null;
      } else if (event.type === 'hint.delta' && asked !== null) {
        metrics.questionToHint.observe((now() - asked) / 1000);
        asked = null;
      }
    },
  };
}
