import { randomUUID } from 'node:crypto';
import {
  MOCK_ANSWER_PAUSE_MS,
  mockAnswerPayload,
  mockPhrasePayload,
  type InterviewState,
  type Lang,
  type MockAnswer,
  type MockAnswerBy,
  type MockEvent,
  type MockTurnEvent,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import { composeFirstTurn, composeNextTurn, type TurnGrounder } from '../../ai/interviewer/index.ts';
import type { AiProviders } from '../../providers/ai-providers.ts';
import type { KindRunner, NumberedEvent, ThreadOutput } from '../sessions/session-runtime.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';
import { interviewAnswer, replayInterview, turnEvent } from './mock-interview.ts';
import type { StoredPlan } from './mock-state.ts';
import { createVoiceAnswer } from './mock-voice.ts';

export interface MockRunnerDeps {
  log: FastifyBaseLogger;
  providers: Pick<AiProviders, 'llm' | 'asr'>;
  /** The resume facts and goal requirements that fit a question, for a model's turns. */
  ground(thread: ThreadRow): Promise<TurnGrounder | undefined>;
  /** The interviewer said its last turn: the thread ends (`completed`) and its report is made. */
  complete(threadId: string): Promise<void>;
  /** Silence after speech that ends a voice answer (MOCK_ANSWER_PAUSE_MS unless a test says otherwise). */
  pauseMs?: number;
  now(): number;
}

type Step = { state: InterviewState; turn: Parameters<typeof turnEvent>[1] };

/**
 * The runner of one mock interview: it says the interviewer's turns and takes the candidate's answers (typed,
 * or a voice answer: recognised pieces from the audio socket or the browser, final on "I'm done" or a long
 * pause). Everything it knows is rebuilt from the thread's plan and events when it starts, so it goes on from
 * the same turn after a crash or a takeover; a reply a stopped runner still owed is said at its start.
 */
export async function startMockRunner(
  thread: ThreadRow,
  plan: StoredPlan,
  out: ThreadOutput<MockEvent>,
  history: () => Promise<NumberedEvent[]>,
  deps: MockRunnerDeps,
): Promise<KindRunner> {
  const lang = thread.lang as Lang;
  const { llm } = deps.providers;
  const progress = replayInterview(plan, (await history()) as MockEvent[]);
  const ground = llm ? await deps.ground(thread) : undefined;
  const onError = (err: unknown) => deps.log.warn({ err, threadId: thread.id }, 'mock interviewer');
  const controller = new AbortController();
  const turnCtx = { ground, signal: controller.signal, onError };
  let closed = false;
  let busy = false;
  let turnAt = deps.now();
  let phrases: string[] = progress.pieces.map((p) => p.text);
  let phraseAt: number | null = null;

  /** The turn whose answer is given last (a stored answer whose reply is still to come). */
  let answeredTurn: string | null = progress.unanswered ? (progress.turn?.id ?? null) : null;

  const emit = (event: Parameters<ThreadOutput<MockEvent>['emit']>[0]) => (closed ? null : out.emit(event));
  /** The turn an answer may still be given to (pieces of a voice answer are taken while it is settled). */
  const open = (): MockTurnEvent | null => {
    const turn = progress.turn;
    return !closed && turn && turn.kind !== 'end' && turn.id !== answeredTurn ? turn : null;
  };
  /** The turn waiting for an answer: open, and no answer being settled or replied to. */
  const waiting = (): MockTurnEvent | null => (busy ? null : open());

  const voice = createVoiceAnswer({
    lang,
    asr: deps.providers.asr,
    pauseMs: deps.pauseMs ?? MOCK_ANSWER_PAUSE_MS,
    onPiece(piece, answer) {
      const turn = open();
      if (!turn || answer !== voice.current()) return;
      emit({ type: 'transcript', id: piece.id, turnId: turn.id, text: piece.text });
      phrases.push(piece.text);
    },
    onPause: (answer) => void (answer === voice.current() && finishVoice()),
    onError,
  });

  /** Says a turn the interviewer decided on; after the last one the session ends. */
  async function say(step: Step): Promise<void> {
    const said = emit(turnEvent(randomUUID(), step.turn));
    if (!said || said.type !== 'turn') return;
    progress.state = step.state;
    progress.turn = said;
    turnAt = deps.now();
    phrases = [];
    phraseAt = null;
    voice.next();
    if (said.kind === 'end') complete();
  }

  /**
   * Ends the thread once its last turn is stored. Not awaited: the end stops this runner, which may still be
   * starting.
   */
  function complete(): void {
    void (async () => {
      if ((await out.stored?.()) !== false) await deps.complete(thread.id);
    })().catch(onError);
  }

  /** Runs one answer's work at a time: an answer or "done" that comes meanwhile is dropped. */
  async function exclusive(work: () => Promise<void>): Promise<void> {
    if (busy) return;
    busy = true;
    try {
      await work();
    } finally {
      busy = false;
    }
  }

  /** Stores the candidate's final answer to the open turn, then says the interviewer's reply. */
  async function answerTurn(text: string, by: MockAnswerBy, durationMs: number): Promise<void> {
    const turn = open();
    const before = progress.state;
    if (!turn || !before) return;
    if (!emit({ type: 'answer', turnId: turn.id, text, durationMs: Math.round(durationMs), by })) return;
    answeredTurn = turn.id;
    progress.answered++;
    await reply(before, interviewAnswer({ text, durationMs, by }));
  }

  async function reply(before: InterviewState, answer: MockAnswer): Promise<void> {
    const step = await composeNextTurn(before, answer, llm, turnCtx);
    // A runner stopped meanwhile says nothing: the next one replies to the stored answer.
    if (!closed) await say(step);
  }

  /** "I'm done" or the long pause: the voice answer so far is final (nothing said: still waiting). */
  const finishVoice = () =>
    exclusive(async () => {
      if (!open()) return;
      const span = await voice.settle();
      const text = phrases.join(lang === 'zh' ? '' : ' ').trim();
      const spoken = span.speakingMs > 0 ? span.speakingMs : (phraseAt ?? deps.now()) - turnAt;
      if (text) await answerTurn(text, 'voice', spoken);
    });

  // The turn a stopped runner still owed: the first, or the reply to an answer stored before it stopped.
  if (!progress.turn) await say(await composeFirstTurn(plan, llm, turnCtx));
  else if (progress.unanswered) {
    const { before, answer } = progress.unanswered;
    await exclusive(() => reply(before, answer));
  } else if (progress.turn.kind === 'end') complete();

  return {
    async command(name, payload) {
      // A phrase is taken while a voice answer is settled; an answer or "done" only by a waiting turn.
      const turn = name === 'phrase' ? open() : waiting();
      if (!turn) return;
      if (name === 'answer') {
        const { text, turnId } = mockAnswerPayload.parse(payload);
        if (turnId !== undefined && turnId !== turn.id) return;
        await exclusive(() => answerTurn(text, 'text', deps.now() - turnAt));
      } else if (name === 'phrase') {
        const { text } = mockPhrasePayload.parse(payload);
        emit({ type: 'transcript', id: randomUUID(), turnId: turn.id, text });
        phrases.push(text);
        phraseAt = deps.now();
      } else if (name === 'done') await finishVoice();
    },
    audio: (frame) => voice.push(frame),
    close() {
      closed = true;
      controller.abort();
      voice.close();
    },
  };
}
