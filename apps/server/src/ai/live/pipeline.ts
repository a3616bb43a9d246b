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

/** An event before the thread numbers it (each kind of event without its `seq`). */
type WithoutSeq<E> = E extends LiveEvent ? Omit<E, 'seq'> : never;
export type UnnumberedEvent = WithoutSeq<LiveEvent>;

/** Where the pipeline's events go: `emit` numbers and sends one at once, `store` writes a sent one down. */
export interface PipelineSink {
  emit(event: UnnumberedEvent): LiveEvent;
  store(event: LiveEvent): void;
}

/** Joins transcript fragments across pauses and says when they make a question (ai/detect/joiner.ts). */
export interface QuestionTracker {
  /**
   * `continues`: the text goes on from the previous one (decided as one, replacing it). `asking`:
   * the question the words since the last flush ask so far.
   */
  feed(text: string, lang: Lang, options?: { continues?: boolean }): { asking?: string };
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

type QuestionEvent = Extract<LiveEvent, { type: 'question' }>;

interface Draft {
  hintId: string;
  question: QuestionEvent;
  abort: AbortController;
  confirmed: boolean;
  /** Who is producing the hint and from what; replaced when the model fails and the coach takes over. */
  stream: HintStream | null;
  text: string;
  deltas: number;
  finished: boolean;
}

/**
 * The live pipeline (issue 4): utterance → transcript → question → hint stream. Drafting starts at the
 * tentative end of speech when the words so far read as a question; when the speaker goes on before the pause
 * setting has passed, the draft is retracted and the question the words then make drafted again. The
 * utterances of one turn (speech until the pause setting passes) are decided as one text, so a sentence cut
 * by a pause between its words or clauses keeps its hint. Transcript lines, confirmed questions and final
 * hints are stored as produced.
 */
export function createLivePipeline(deps: PipelineDeps) {
  const { sink, lang } = deps;
  let draft: Draft | null = null;
  let closed = false;
  /** How many times the speaker went on after a tentative end; a transcript compares it with its own. */
  let resumes = 0;
  /** The question the words since the last pause ask so far, drafted or not. */
  let asked: string | null = null;
  /** Words were heard since the last pause: the next utterance goes on from them. */
  let heard = false;

  function finish(d: Draft): void {
    if (!d.confirmed || !d.finished || d.abort.signal.aborted || !d.stream) return;
    const { engine, sources } = d.stream;
    const hint = sink.emit({
      type: 'hint',
      hintId: d.hintId,
      questionId: d.question.id,
      text: d.text,
      engine,
      sources,
    });
    sink.store(hint);
  }

  /** Sends a stream's deltas as they come; stops quietly when the draft is retracted. */
  async function relay(d: Draft, stream: HintStream): Promise<void> {
    d.stream = stream;
    for await (const delta of stream.deltas) {
      if (d.abort.signal.aborted) return;
      d.text += delta;
      sink.emit({ type: 'hint.delta', hintId: d.hintId, index: d.deltas++, delta });
    }
  }

  async function run(d: Draft, question: string): Promise<void> {
    const grounding = deps.ground(question, lang);
    const stream = composeHint({ lang, question, grounding, signal: d.abort.signal }, deps.llm);
    try {
      await relay(d, stream);
    } catch (err) {
      if (d.abort.signal.aborted) return;
      deps.onError(err);
      // The model failed before saying anything: the offline coach answers instead.
      if (d.deltas === 0) {
        const lines = streamLines(offlineHintLines(lang, grounding));
        await relay(d, { engine: 'offline', sources: stream.sources, deltas: lines });
      }
    }
    if (d.abort.signal.aborted) return;
    d.finished = true;
    finish(d);
  }

  function startDraft(question: string, confirmed: boolean): void {
    const event = sink.emit({ type: 'question', id: randomUUID(), text: question }) as QuestionEvent;
    const d: Draft = {
      hintId: randomUUID(),
      question: event,
      abort: new AbortController(),
      confirmed,
      stream: null,
      text: '',
      deltas: 0,
      finished: false,
    };
    if (confirmed) sink.store(event);
    draft = d;
    run(d, question).catch(deps.onError);
  }

  function retract(): void {
    if (!draft || draft.confirmed) return;
    draft.abort.abort();
    sink.emit({ type: 'retract', hintId: draft.hintId, questionId: draft.question.id });
    draft = null;
  }

  /** The question `asked` as the draft on screen: drafted when it is not already, else nothing changes. */
  function offer(question: string | null): void {
    if (draft && !draft.confirmed && draft.question.text === question) return;
    retract();
    if (question) startDraft(question, false);
  }

  /** The pause passed: what the words ask is the question; its draft is confirmed, or drafted confirmed. */
  function confirmQuestion(): void {
    if (closed) return;
    const question = deps.tracker.flush(lang).question ?? asked;
    asked = null;
    heard = false;
    if (draft && !draft.confirmed && draft.question.text === question) {
      draft.confirmed = true;
      sink.store(draft.question);
      finish(draft);
      return;
    }
    retract();
    if (question) startDraft(question, true);
  }

  /**
   * `resumesAtEnd`: the count of resumptions when this utterance ended. When recognition is slower than the
   * speaker and they went on meanwhile, drafting now would only be retracted: the next transcript (which may
   * join or revise it) or, failing that, the pause drafts it.
   */
  async function onSpeechEnd(audio: Int16Array, utteranceId: string, resumesAtEnd: number): Promise<void> {
    if (!deps.asr) return;
    const { text } = await deps.asr.transcribe({ audio, lang });
    const line = text.trim();
    if (closed) return;
    if (line) {
      sink.store(sink.emit({ type: 'transcript', id: utteranceId, text: line }));
      asked = deps.tracker.feed(line, lang, { continues: heard }).asking ?? null;
      heard = true;
    }
    if (resumes === resumesAtEnd) offer(asked);
  }

  let speech: Promise<void> = Promise.resolve();

  return {
    /** Feeds one event of the segmenter; speech ends are handled one after the other. */
    onSpeech(event: SegmenterEvent): void {
      if (closed) return;
      if (event.type === 'speechEnd') {
        const resumesAtEnd = resumes;
        speech = speech
          .then(() => onSpeechEnd(event.audio, event.utteranceId, resumesAtEnd))
          .catch(deps.onError);
      } else if (event.type === 'resumed') {
        resumes++;
        retract();
      } else if (event.type === 'pauseElapsed') {
        // After the utterance's recognition: the draft it may start is the one the pause confirms.
        speech = speech.then(confirmQuestion).catch(deps.onError);
      }
    },

    /** The text path: a typed or pasted question is a confirmed question at once. */
    ask(text: string): void {
      if (closed) return;
      retract();
      deps.tracker.reset();
      asked = null;
      heard = false;
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
