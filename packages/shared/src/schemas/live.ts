import { z } from 'zod';
import { freeText } from '../text.ts';
import { LANGS } from '../constants.ts';

/** What a thread is: the live assistant, a mock interview, or the career guide (PRODUCT.md section 5). */
export const threadKindSchema = z.enum(['assistant', 'mock', 'career']);
export type ThreadKind = z.infer<typeof threadKindSchema>;

/** How long a silence ends a question (the live assistant's pause setting). */
export const pauseSettingSchema = z.enum(['short', 'medium', 'long']);
export type PauseSetting = z.infer<typeof pauseSettingSchema>;

/** Which engine produced a hint, turn or report: the built-in offline coach or a configured model. */
export const engineSchema = z.enum(['offline', 'llm']);
export type EngineKind = z.infer<typeof engineSchema>;

/** POST /api/live/threads: opens a live-assistant thread grounded on a goal and a resume (defaults: current ones). */
export const createThreadBody = z
  .object({
    kind: z.literal('assistant').default('assistant'),
    lang: z.enum(LANGS).optional(),
    pause: pauseSettingSchema.default('medium'),
    goalId: z.number().int().positive().optional(),
    resumeId: z.number().int().positive().optional(),
  })
  .strict();
export type CreateThreadBody = z.input<typeof createThreadBody>;

export const threadSchema = z.object({
  id: z.string(),
  kind: threadKindSchema,
  lang: z.enum(LANGS),
  pause: pauseSettingSchema,
  engine: engineSchema,
  status: z.enum(['active', 'ended']),
  goalId: z.number().int().nullable(),
  resumeId: z.number().int().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** `insufficient`: at 5 minutes there was neither an owned live interview nor 200 credits to take. */
  endReason: z.enum(['user', 'insufficient']).nullable(),
});
export type Thread = z.infer<typeof threadSchema>;

export const threadIdParams = z.object({ id: z.uuid() });

/**
 * The `session` event of a thread's chat sockets: the thread ended (by the user, or because at 5 minutes there
 * was nothing to pay with: "insufficient times", with a link to recharge). The sockets are then closed.
 */
export const sessionEventSchema = z.object({
  status: z.literal('ended'),
  reason: z.enum(['user', 'insufficient']),
});
export type SessionEvent = z.infer<typeof sessionEventSchema>;

/** Where a hint's grounding came from: the bank question matched, resume facts, goal requirements. */
export const hintSourcesSchema = z.object({
  bankQuestionId: z.string().nullable(),
  resumeFacts: z.array(z.string()),
  requirements: z.array(z.string()),
});
export type HintSources = z.infer<typeof hintSourcesSchema>;

/**
 * One event of a thread on the `chat` channel (event name `live`), numbered by `seq` within the thread.
 * Transcript lines, confirmed questions and final hints are stored as they happen and replayed on `resume`;
 * hint deltas and retractions of drafts are not stored (the final hint carries the whole text).
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ seq: z.number().int(), type: z.literal('transcript'), id: z.string(), text: z.string() }),
  z.object({ seq: z.number().int(), type: z.literal('question'), id: z.string(), text: z.string() }),
  z.object({
    seq: z.number().int(),
    type: z.literal('hint.delta'),
    hintId: z.string(),
    index: z.number().int(),
    delta: z.string(),
  }),
  z.object({
    seq: z.number().int(),
    type: z.literal('hint'),
    hintId: z.string(),
    questionId: z.string(),
    text: z.string(),
    engine: engineSchema,
    sources: hintSourcesSchema,
  }),
  z.object({ seq: z.number().int(), type: z.literal('retract'), hintId: z.string() }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
/** The stored kinds of event, replayed to a client that resumes. */
export const STORED_LIVE_EVENTS = ['transcript', 'question', 'hint'] as const;

/** Client → server on `chat`: a typed or pasted question (the text path of the pipeline). */
export const askPayload = z.object({ text: freeText().trim().min(1).max(2000) }).strict();
/** Client → server on `chat`: replay what was stored after this sequence number. */
export const resumePayload = z.object({ afterSeq: z.number().int().min(0) }).strict();

/** GET /api/live/threads/:id → the thread and its stored events, oldest first. */
export const threadDetailResult = z.object({ thread: threadSchema, events: z.array(liveEventSchema) });
export type ThreadDetail = z.infer<typeof threadDetailResult>;
