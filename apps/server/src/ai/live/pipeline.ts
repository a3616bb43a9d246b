import { randomUUID } from 'node:crypto';
import type { Lang, LiveEvent } from '@offerpilot/shared';
import type { UtteranceRecognizer } from '../../providers/asr/types.ts';
import type { LlmProvider } from '../../providers/llm/types.ts';
import type { SegmenterEvent } from './segmenter.ts';
import {
  composeHint,
  offlineHintLines,
  streamLines,
  type Grounding,
  type HintStream,
} from '../coach/hints.ts';

/** An event before the thread numbers it. */
export type UnnumberedEvent = LiveEvent extends infer E
  ? E extends LiveEvent
    ? Omit<E, 'seq'>
    : never
  : never;

/** Where the pipeline's events go: `emit` numbers and sends one at once, `store` writes a sent one down. */
export interface PipelineSink {
  emit(event: UnnumberedEvent): LiveEvent;
  store(event: LiveEvent): void;
}

/** Joins transcript fragments across pauses and says when they make a question (ai/detect/joiner.ts). */
export interface QuestionTracker {
  feed(text: string, lang: Lang): { question?: string };
  /** The pause passed: a held fragment that reads as a question is one now. */
  flush(lang: Lang): { question?: string };
  reset(): void;
}

export interface PipelineDeps {
  lang: Lang;
  asr: UtteranceRecognizer | null;
  llm: LlmProvider | null;
  tracker: QuestionTracker;
  ground(question: string, lang: Lang): Grounding;
  sink: PipelineSink;
  onError(err: unknown): void;
}

interface Draft {
  hintId: string;
  question: LiveEvent;
  abort: AbortController;
  confirmed: boolean;
  text: string;
  finished: boolean;
}

/**
 * The live pipeline (issue 4): utterance → transcript → question → hint stream. Drafting starts at the end of
 * speech; when the speaker goes on before the pause setting has passed, the draft is retracted and the joined
 * question drafted again. Transcript lines, confirmed questions and final hints are stored as produced.
 */
export function createLivePipeline(deps: PipelineDeps) {
  const { sink, lang } = deps;
  let draft: Draft | null = null;
  let closed = false;
  const streams = new Map<string, HintStream>();

  function finish(d: Draft): void {
    if (!d.confirmed || !d.finished || d.abort.signal.aborted) return;
    const hint = sink.emit({
      type: 'hint',
      hintId: d.hintId,
      questionId: (d.question as { id: string }).id,
      text: d.text,
      engine: streams.get(d.hintId)?.engine ?? 'offline',
      sources: streams.get(d.hintId)?.sources ?? { bankQuestionId: null, resumeFacts: [], requirements: [] },
    });
    streams.delete(d.hintId);
    sink.store(hint);
  }

  async function run(d: Draft, question: string): Promise<void> {
    const grounding = deps.ground(question, lang);
    let stream = composeHint({ lang, question, grounding, signal: d.abort.signal }, deps.llm);
    streams.set(d.hintId, stream);
    let index = 0;
    try {
      for await (const delta of stream.deltas) {
        if (d.abort.signal.aborted) return;
        d.text += delta;
        sink.emit({ type: 'hint.delta', hintId: d.hintId, index: index++, delta });
      }
    } catch (err) {
      if (d.abort.signal.aborted) return;
      deps.onError(err);
      if (index > 0) {
        d.finished = true;
        return finish(d);
      }
      // The model failed before saying anything: the offline coach answers instead.
      stream = {
        engine: 'offline',
        sources: stream.sources,
        deltas: streamLines(offlineHintLines(lang, grounding)),
      };
      streams.set(d.hintId, stream);
      for await (const delta of stream.deltas) {
        d.text += delta;
        sink.emit({ type: 'hint.delta', hintId: d.hintId, index: index++, delta });
      }
    }
    d.finished = true;
    finish(d);
  }

  function startDraft(question: string, confirmed: boolean): void {
    const event = sink.emit({ type: 'question', id: randomUUID(), text: question });
    const d: Draft = {
      hintId: randomUUID(),
      question: event,
      abort: new AbortController(),
      confirmed,
      text: '',
      finished: false,
    };
    if (confirmed) sink.store(event);
    draft = d;
    run(d, question).catch(deps.onError);
  }

  function retract(): void {
    if (!draft || draft.confirmed) return;
    draft.abort.abort();
    streams.delete(draft.hintId);
    sink.emit({ type: 'retract', hintId: draft.hintId });
    draft = null;
  }

  async function onSpeechEnd(audio: Int16Array, utteranceId: string): Promise<void> {
    if (!deps.asr) return;
    const { text } = await deps.asr.transcribe({ audio, lang });
    const line = text.trim();
    if (!line || closed) return;
    sink.store(sink.emit({ type: 'transcript', id: utteranceId, text: line }));
    const { question } = deps.tracker.feed(line, lang);
    if (question) {
      retract();
      startDraft(question, false);
    }
  }

  let speech: Promise<void> = Promise.resolve();

  return {
    /** Feeds one event of the segmenter; speech ends are handled one after the other. */
    onSpeech(event: SegmenterEvent): void {
      if (closed) return;
      if (event.type === 'speechEnd') {
        speech = speech.then(() => onSpeechEnd(event.audio, event.utteranceId)).catch(deps.onError);
      } else if (event.type === 'resumed') {
        retract();
      } else if (event.type === 'pauseElapsed') {
        // After the utterance's recognition: the draft it may start is the one the pause confirms.
        speech = speech.then(() => {
          const held = deps.tracker.flush(lang);
          if (held.question && (!draft || draft.confirmed)) return startDraft(held.question, true);
          if (!draft || draft.confirmed) return;
          draft.confirmed = true;
          sink.store(draft.question);
          finish(draft);
        });
      }
    },

    /** The text path: a typed or pasted question is a confirmed question at once. */
    ask(text: string): void {
      if (closed) return;
      retract();
      deps.tracker.reset();
      startDraft(text.trim(), true);
    },

    /** Stops drafting; what was stored stays. */
    close(): void {
      closed = true;
      draft?.abort.abort();
    },
  };
}
export type LivePipeline = ReturnType<typeof createLivePipeline>;
