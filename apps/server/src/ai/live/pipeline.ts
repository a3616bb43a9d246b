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
  /** "Answer now": whatever was said since the last question is the question (nothing when nothing was). */
  take(lang: Lang): { question?: string };
  reset(): void;
}

export interface PipelineDeps {
  lang: Lang;
  /**
   * The pause setting: after a phrase of the browser's own recognition (text, no audio clock), the question
   * is confirmed once this much wall time passes without another phrase.
   */
  pauseMs: number;
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
 * by a pause between its words or clauses keeps its hint. Phrases of the browser's recognition take the same
 * way as the server's transcripts, their pause counted in wall time. "Answer now" makes the words so far the
 * question at once. Transcript lines, confirmed questions and final hints are stored as produced.
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
  /** The pause after the last phrase of the browser's recognition, counted in wall time. */
  let phrasePause: NodeJS.Timeout | undefined;
  /** Transcriptions, pauses and "answer now", one after the other in the order they came. */
  let speech: Promise<void> = Promise.resolve();

  function queued<T>(work: () => T | Promise<T>): Promise<T> {
    const done = speech.then(work);
    speech = done.then(() => undefined, deps.onError);
    return done;
  }

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

  /** `question` is the question now: its draft on screen is confirmed, or it is drafted confirmed. */
  function settle(question: string | null): void {
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

  /** The pause passed: what the words ask is the question. */
  function confirmQuestion(): void {
    if (!closed) settle(deps.tracker.flush(lang).question ?? asked);
  }

  /** A line heard (transcribed or recognised by the browser): shown, stored and joined with the turn's. */
  function hear(line: string, id: string): void {
    sink.store(sink.emit({ type: 'transcript', id, text: line }));
    asked = deps.tracker.feed(line, lang, { continues: heard }).asking ?? null;
    heard = true;
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
    if (line) hear(line, utteranceId);
    if (resumes === resumesAtEnd) offer(asked);
  }

  return {
    /** Feeds one event of the segmenter; speech ends are handled one after the other. */
    onSpeech(event: SegmenterEvent): void {
      if (closed) return;
      if (event.type === 'speechEnd') {
        const resumesAtEnd = resumes;
        void queued(() => onSpeechEnd(event.audio, event.utteranceId, resumesAtEnd));
      } else if (event.type === 'resumed') {
        resumes++;
        retract();
      } else if (event.type === 'pauseElapsed') {
        // After the utterance's recognition: the draft it may start is the one the pause confirms.
        void queued(confirmQuestion);
      }
    },

    /**
     * A finished phrase of the browser's own recognition: heard as a transcript line, its question drafted at
     * once and confirmed when the pause setting passes in wall time with no phrase after it.
     */
    phrase(text: string): void {
      if (closed) return;
      clearTimeout(phrasePause);
      void queued(() => {
        if (closed) return;
        hear(text.trim(), randomUUID());
        offer(asked);
      });
      phrasePause = setTimeout(() => void queued(confirmQuestion), deps.pauseMs);
    },

    /**
     * "Answer now": once what was heard before it is recognised, whatever the interviewer said since the last
     * question is the question, confirmed and drafted at once. False when nothing was said since.
     */
    answerNow(): Promise<boolean> {
      clearTimeout(phrasePause);
      return queued(() => {
        if (closed) return false;
        const { question } = deps.tracker.take(lang);
        if (!question) return false;
        settle(question);
        return true;
      });
    },

    /** The text path: a typed or pasted question is a confirmed question at once. */
    ask(text: string): void {
      if (closed) return;
      clearTimeout(phrasePause);
      retract();
      deps.tracker.reset();
      asked = null;
      heard = false;
      startDraft(text.trim(), true);
    },

    /** Stops drafting; what was stored stays. */
    close(): void {
      closed = true;
      clearTimeout(phrasePause);
      draft?.abort.abort();
    },
  };
}
export type LivePipeline = ReturnType<typeof createLivePipeline>;
