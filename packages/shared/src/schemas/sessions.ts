import { z } from 'zod';
import type { ErrorKey } from '../errors.ts';
import { careerEventSchema, careerReplyPayload, type CareerEvent } from './career-guide.ts';
import { answerNowPayload, askPayload, liveEventSchema, phrasePayload, type LiveEvent } from './live.ts';
import {
  mockAnswerPayload,
  mockDonePayload,
  mockEventSchema,
  mockPhrasePayload,
  type MockEvent,
} from './mock.ts';

/**
 * The sessions layer (PRODUCT.md section 3): every kind of session is a thread of numbered events written
 * before any screen sees them. This file is the contract of a thread's sockets, typed per kind.
 */

/**
 * Why a session ended: by the user, a charge that found nothing to take, no activity after the prompt, its
 * last question answered (`completed`, a mock interview or a career guide), its time limit (`timeLimit`, the
 * newcomer's free mock interview), or started over (`reset`, a career guide).
 */
export const endReasonSchema = z.enum([
  'user',
  'insufficient',
  'inactive',
  'completed',
  'timeLimit',
  'reset',
]);
export type EndReason = z.infer<typeof endReasonSchema>;

/**
 * The `session` event of a thread's chat sockets (not numbered, not stored): the still-there prompt after a
 * while without activity (the session ends at `endsAt` unless the user answers with `present`), or the end
 * (the sockets are then closed).
 */
export const sessionStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle'), endsAt: z.string() }),
  z.object({ status: z.literal('ended'), reason: endReasonSchema }),
  /** The session's price was taken (a live session at the end of its free minutes). */
  z.object({
    status: z.literal('charged'),
    item: z.enum(['assistants', 'credit', 'mocks']),
    amount: z.number().int(),
  }),
]);
export type SessionState = z.infer<typeof sessionStateSchema>;

/** The numbered events of each kind of thread, as its screens receive them on the `event` socket event. */
export interface SessionEventMap {
  assistant: LiveEvent;
  mock: MockEvent;
  career: CareerEvent;
}
export type EventKind = keyof SessionEventMap;
export const sessionEventSchemas = {
  assistant: liveEventSchema,
  mock: mockEventSchema,
  career: careerEventSchema,
} satisfies { [K in EventKind]: z.ZodType<SessionEventMap[K]> };

/** What a chat socket of each kind may send besides `resume` and `present`: event name → payload schema. */
export const sessionCommandSchemas = {
  assistant: { ask: askPayload, phrase: phrasePayload, answerNow: answerNowPayload },
  mock: { answer: mockAnswerPayload, phrase: mockPhrasePayload, done: mockDonePayload },
  career: { reply: careerReplyPayload },
} satisfies { [K in EventKind]: Record<string, z.ZodType> };
export type SessionCommandMap = {
  [K in EventKind]: {
    [C in keyof (typeof sessionCommandSchemas)[K]]: z.output<(typeof sessionCommandSchemas)[K][C]>;
  };
};

/** Client → server on `chat`: replay every event after this sequence number. */
export const resumePayload = z.object({ afterSeq: z.number().int().min(0) }).strict();
export type ResumePayload = z.infer<typeof resumePayload>;

/** The answer to a socket command. */
export type SocketAck = { ok: true } | { ok: false; error: ErrorKey; message: string };

/**
 * Who is on a thread now (not numbered, not stored; sent on every change and after each resume): whether its
 * main screen's audio socket is connected (a companion shows "main screen audio offline" when not), and the
 * ids of the paired companions connected.
 */
export const presenceSchema = z.object({ audio: z.boolean(), companions: z.array(z.string()) });
export type Presence = z.infer<typeof presenceSchema>;

/** Server → client events of a thread's chat sockets. */
export interface SessionServerEvents<K extends EventKind = EventKind> {
  event: (event: SessionEventMap[K]) => void;
  session: (state: SessionState) => void;
  presence: (presence: Presence) => void;
}

/** Client → server events of a thread's sockets: the layer's own, the kind's commands, and audio frames. */
export type SessionClientEvents<K extends EventKind = EventKind> = {
  resume: (payload: ResumePayload, ack?: (answer: SocketAck) => void) => void;
  /** The answer to the still-there prompt (any command counts as activity too). */
  present: (ack?: (answer: SocketAck) => void) => void;
  /** PCM16 mono 16 kHz, on the `audio` channel. */
  audio: (frame: ArrayBuffer | Uint8Array) => void;
} & {
  [C in keyof SessionCommandMap[K]]: (
    payload: SessionCommandMap[K][C],
    ack?: (answer: SocketAck) => void,
  ) => void;
};
