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
    /** The target position; absent: the current one; null: none (the hints stay general). */
    goalId: z.number().int().positive().nullable().optional(),
    resumeId: z.number().int().positive().optional(),
  })
  .strict();
export type CreateThreadBody = z.input<typeof createThreadBody>;

/**
 * The price of a live session (PRODUCT.md section 4): due when the free trial ends (or at the start, past the
 * day's free starts); `takenAt` and what was taken once it is paid, null while in the trial or when the
 * session ended within it.
 */
export const liveChargeSchema = z.object({
  dueAt: z.string(),
  takenAt: z.string().nullable(),
  item: z.enum(['assistants', 'credit']).nullable(),
  amount: z.number().int().nullable(),
});
export type LiveCharge = z.infer<typeof liveChargeSchema>;

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
  /**
   * `insufficient`: at 5 minutes there was neither an owned live interview nor 200 credits to take;
   * `inactive`: nobody answered the still-there prompt.
   */
  endReason: z.enum(['user', 'insufficient', 'inactive']).nullable(),
  /** Questions answered with a hint so far (the history's count). */
  questions: z.number().int().min(0),
  charge: liveChargeSchema,
});
export type Thread = z.infer<typeof threadSchema>;

/**
 * GET /api/live/quote: what starting a live session costs this user now, before the start: the free minutes,
 * whether the day's free starts are used (then the price is taken at the start), what the price would take
 * (an owned live interview, else 200 credits; null: neither, so recharge first), the session in progress (to
 * continue or end first), and whether the server recognises speech (else the browser's, else typed only).
 */
export const liveQuoteSchema = z.object({
  trialMs: z.number().int(),
  freeStartsLeft: z.number().int().min(0),
  chargedAtStart: z.boolean(),
  pays: z.enum(['assistants', 'credit']).nullable(),
  price: z.number().int(),
  assistants: z.number().int(),
  credit: z.number().int(),
  inProgress: z.string().nullable(),
  serverAsr: z.boolean(),
});
export type LiveQuote = z.infer<typeof liveQuoteSchema>;

export const threadIdParams = z.object({ id: z.uuid() });

/**
 * Where a hint's grounding came from: the bank or classic question the interviewer asked (null: we hold no
 * such question), the question's type, the goal's company when the hint is about it, resume facts, goal
 * requirements.
 */
export const hintSourcesSchema = z.object({
  bankQuestionId: z.string().nullable(),
  questionType: z.string().default('other'),
  company: z.string().nullable().default(null),
  resumeFacts: z.array(z.string()),
  requirements: z.array(z.string()),
});
export type HintSources = z.infer<typeof hintSourcesSchema>;

/**
 * One event of a live-assistant thread on the `chat` channel (socket event `event`), numbered by `seq` within
 * the thread. Every event is stored before it is sent; `resume` replays them (hint deltas of a hint that is
 * already final or retracted left out: the final hint carries the whole text).
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
  /** A draft withdrawn because the interviewer went on: its question and hint disappear. */
  z.object({
    seq: z.number().int(),
    type: z.literal('retract'),
    hintId: z.string(),
    questionId: z.string().optional(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
/** The events a thread's record keeps (its history and review): no deltas, no retracted drafts. */
export const STORED_LIVE_EVENTS = ['transcript', 'question', 'hint'] as const;

/** Client → server on `chat`: a typed or pasted question (the text path of the pipeline). */
export const askPayload = z.object({ text: freeText().trim().min(1).max(2000) }).strict();

/**
 * Client → server on `chat`: a finished phrase of the browser's own speech recognition (used when the server
 * has none): handled as a transcript line, so questions are detected and joined as from the server's.
 */
export const phrasePayload = z.object({ text: freeText().trim().min(1).max(2000) }).strict();

/** Client → server on `chat`: "answer now": what the interviewer has said since the last question is the question. */
export const answerNowPayload = z.object({}).strict();

/** GET /api/live/threads/:id → the thread and its stored events, oldest first. */
export const threadDetailResult = z.object({ thread: threadSchema, events: z.array(liveEventSchema) });
export type ThreadDetail = z.infer<typeof threadDetailResult>;
