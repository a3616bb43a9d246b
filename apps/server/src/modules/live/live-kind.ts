import { randomUUID } from 'node:crypto';
import {
  askPayload,
  PAUSE_MS,
  phrasePayload,
  sessionCommandSchemas,
  STORED_LIVE_EVENTS,
  type Lang,
  type LiveEvent,
  type PauseSetting,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/errors.ts';
import { createGrounder, type ThreadMaterials } from '../../ai/coach/grounding.ts';
import { QuestionJoiner } from '../../ai/detect/joiner.ts';
import { createLivePipeline, type UnnumberedEvent } from '../../ai/live/pipeline.ts';
import { createSegmenter, type Segmenter } from '../../ai/live/segmenter.ts';
import type { BankIndex } from '../../ai/retrieval/bank.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import type { NumberedEvent, ReportOutcome, SessionKind, ThreadOutput } from '../sessions/session-runtime.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';
import { hintLatency } from './hint-latency.ts';

export interface LiveKindDeps {
  log: FastifyBaseLogger;
  providers: AiProviders;
  /** What this thread's questions ground on: its goal's position and requirements, its resume's facts. */
  materials(thread: ThreadRow): Promise<ThreadMaterials>;
  /** The question bank's retrieval index (built once per process). */
  bank(): Promise<BankIndex>;
  /** At start, for a going thread: its charge at the end of the free minutes (nothing when already taken). */
  recoverCharge(thread: ThreadRow): Promise<void>;
  /** The review of an ended thread from its record (live-review.ts). */
  review(thread: ThreadRow, record: LiveEvent[]): Promise<ReportOutcome>;
}

const asLive = (events: NumberedEvent[]) => events as LiveEvent[];
const recorded = new Set<string>(STORED_LIVE_EVENTS);

/** Questions and hints a retraction withdrew. */
function withdrawn(events: LiveEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const e of events) {
    if (e.type !== 'retract') continue;
    ids.add(e.hintId);
    if (e.questionId) ids.add(e.questionId);
  }
  return ids;
}

/**
 * The question a runner that stopped mid-hint left open (a crash, a takeover, the screens gone): the last
 * question with neither a final hint nor a retraction, and the hint it was streaming.
 */
export function openQuestion(
  events: LiveEvent[],
): { text: string; questionId: string; hintId?: string } | null {
  const done = withdrawn(events);
  for (const e of events) if (e.type === 'hint') done.add(e.questionId);
  const last = events.findLast((e) => e.type === 'question');
  if (!last || last.type !== 'question' || done.has(last.id)) return null;
  const delta = events.findLast((e) => e.type === 'hint.delta' && e.seq > last.seq);
  return {
    text: last.text,
    questionId: last.id,
    hintId: delta?.type === 'hint.delta' ? delta.hintId : undefined,
  };
}

/**
 * The live assistant as a kind of session: its chat sockets may `ask` (a typed question), send a `phrase` of
 * the browser's own recognition and say `answerNow` (refused when nothing was said since the last question);
 * its audio socket's frames go through
 * the segmenter into the pipeline (ai/live). Every event the pipeline emits is stored before it is sent (the
 * layer's writer), so the pipeline's `store` has nothing left to do. A runner that starts where another left a
 * question open (it crashed or was taken over mid-hint) withdraws the unfinished hint and answers the question
 * again.
 */
export function liveKind(deps: LiveKindDeps): SessionKind {
  return {
    kind: 'assistant',
    commands: sessionCommandSchemas.assistant,
    activity: ['transcript', 'question'],
    idle: true,
    record: (events) => {
      const gone = withdrawn(asLive(events));
      return asLive(events).filter(
        (e) =>
          recorded.has(e.type) &&
          !(e.type === 'question' && gone.has(e.id)) &&
          !(e.type === 'hint' && gone.has(e.hintId)),
      );
    },
    compact: (events) => {
      const live = asLive(events);
      const finished = new Set<string>();
      for (const e of live) if (e.type === 'hint' || e.type === 'retract') finished.add(e.hintId);
      const inBatch = new Set(live.flatMap((e) => (e.type === 'question' ? [e.id] : [])));
      // A draft withdrawn before this screen saw its question: neither the question nor the withdrawal.
      const unseen = new Set(
        live.flatMap((e) =>
          e.type === 'retract' && e.questionId && inBatch.has(e.questionId) ? [e.questionId] : [],
        ),
      );
      return live.filter(
        (e) =>
          !(e.type === 'hint.delta' && finished.has(e.hintId)) &&
          !(e.type === 'question' && unseen.has(e.id)) &&
          !(e.type === 'retract' && e.questionId && unseen.has(e.questionId)),
      );
    },
    recover: (thread) => deps.recoverCharge(thread),
    report: (thread, record) => deps.review(thread, asLive(record)),

    async start(thread, out, history) {
      const lang = thread.lang as Lang;
      const pause = thread.pause as PauseSetting;
      const latency = hintLatency();
      const emit = (event: UnnumberedEvent) => {
        latency.saw(event);
        return (out as ThreadOutput<LiveEvent>).emit(event);
      };
      const pipeline = createLivePipeline({
        lang,
        pauseMs: PAUSE_MS[pause],
        asr: deps.providers.asr,
        llm: deps.providers.llm,
        tracker: new QuestionJoiner(),
        ground: createGrounder(await deps.bank(), await deps.materials(thread)),
        sink: { emit, store: () => {} },
        onError: (err) => deps.log.warn({ err, threadId: thread.id }, 'live pipeline error'),
      });
      const open = openQuestion(asLive(await history()));
      if (open) {
        // The open question and its partial hint are withdrawn, then asked again as a confirmed question.
        emit({ type: 'retract', hintId: open.hintId ?? randomUUID(), questionId: open.questionId });
        pipeline.ask(open.text);
      }
      let segmenter: Segmenter | null = null;
      return {
        async command(name, payload) {
          // A typed question, a phrase the browser heard, 'answer now': the question ends when it arrives.
          latency.typed();
          if (name === 'ask') pipeline.ask(askPayload.parse(payload).text);
          if (name === 'phrase') pipeline.phrase(phrasePayload.parse(payload).text);
          if (name === 'answerNow' && !(await pipeline.answerNow()))
            throw new AppError('live.nothingToAnswer');
        },
        audio(frame) {
          segmenter ??= createSegmenter({
            pause,
            onEvent: (e) => {
              if (e.type === 'speechEnd') latency.speechEnded();
              pipeline.onSpeech(e);
            },
            onError: (err) => deps.log.warn({ err, threadId: thread.id }, 'voice activity detection failed'),
          });
          segmenter.push(frame);
        },
        audioEnded: () => segmenter?.flush(),
        close() {
          segmenter?.close();
          pipeline.close();
        },
      };
    },
  };
}
