import { z } from 'zod';
import { LANGS, MOCK_ANSWER_BY } from '../constants.ts';
import { freeText } from '../text.ts';
import { interviewFollowupReasonSchema, mockLengthSchema } from './interviewer.ts';
import { engineSchema } from './live.ts';
import { sessionReportStatusSchema } from './live-review.ts';
import { reportAnswerSchema, reportSchema, reportSuggestionSchema } from './report.ts';

/**
 * Mock interviews (issue 15): a thread of kind `mock` on the sessions layer. The interviewer's turns, the
 * candidate's answers and the pieces of a voice answer are numbered events written before any screen sees
 * them; a screen follows them with `resume` on its chat socket like the live assistant's.
 */

/** How the candidate answers: speaking (the audio socket, or the browser's recognition) or typing. */
export const mockAnswerBySchema = z.enum(MOCK_ANSWER_BY);
export type MockAnswerBy = z.infer<typeof mockAnswerBySchema>;

/** POST /api/mock/threads: starts a mock interview; the price is taken in the same transaction. */
export const createMockThreadBody = z
  .object({
    /** The job-center position practised; absent: the current goal's; null: none (general questions). */
    positionSlug: z.string().trim().min(1).max(120).nullable().optional(),
    /** The resume the questions draw on; absent: the default one. */
    resumeId: z.number().int().positive().optional(),
    /** Questions, the opening and the closing included (SPEC.md section 9). */
    length: mockLengthSchema.default(15),
    lang: z.enum(LANGS).optional(),
    answerBy: mockAnswerBySchema.default('text'),
    /** Whether the interviewer's turns are spoken (TTS endpoint, else the browser's voice). */
    voice: z.boolean().default(true),
  })
  .strict();
export type CreateMockThreadBody = z.input<typeof createMockThreadBody>;

/** What the start took: one owned mock interview, or 100 credits. */
export const mockPaidSchema = z.object({
  item: z.enum(['mocks', 'credit']),
  amount: z.number().int(),
});
export type MockPaid = z.infer<typeof mockPaidSchema>;

/** A mock interview as lists and screens show it. */
export const mockThreadSchema = z.object({
  id: z.string(),
  kind: z.literal('mock'),
  lang: z.enum(LANGS),
  engine: engineSchema,
  status: z.enum(['active', 'ended']),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /**
   * `user` (ended early), `completed` (the closing question was answered), `timeLimit` (the newcomer's free
   * mock reached its 30 minutes), `inactive` (nobody answered the still-there prompt).
   */
  endReason: z.enum(['user', 'completed', 'timeLimit', 'inactive']).nullable(),
  positionSlug: z.string().nullable(),
  positionTitle: z.string().nullable(),
  length: mockLengthSchema,
  answerBy: mockAnswerBySchema,
  voice: z.boolean(),
  /** The turn being answered (its planned question's place, 0 before the first turn) of `total`. */
  progress: z.object({ index: z.number().int().min(0), total: z.number().int().min(1) }),
  /** Answers given so far (a report needs more than 3: REPORT_MIN_ROUNDS). */
  answered: z.number().int().min(0),
  paid: mockPaidSchema.nullable(),
  /** The newcomer's free mock ends this long after its start (the server ends it); null: no limit. */
  limitMs: z.number().int().nullable(),
  /** When a limited session ends (createdAt + limitMs), else null. */
  endsAt: z.string().nullable(),
  /** The report's state once the session ended (null while it is going). */
  report: sessionReportStatusSchema.nullable(),
  /** The report's overall score when it is ready. */
  overall: z.number().nullable(),
});
export type MockThread = z.infer<typeof mockThreadSchema>;

/**
 * GET /api/mock/quote: what a start costs this user now. `pays`: what the start would take (an owned mock,
 * else 100 credits; null: neither, so recharge first); `newcomer`: this start would be the newcomer's free
 * mock, ended by the server after `limitMs`; `inProgress`: the going mock to continue or end first; `tts`: the
 * server speaks turns (else the browser's voice); `serverAsr`: the server recognises speech (else the browser's).
 */
export const mockQuoteSchema = z.object({
  price: z.number().int(),
  pays: z.enum(['mocks', 'credit']).nullable(),
  mocks: z.number().int(),
  credit: z.number().int(),
  newcomer: z.boolean(),
  limitMs: z.number().int().nullable(),
  inProgress: z.string().nullable(),
  tts: z.boolean(),
  serverAsr: z.boolean(),
});
export type MockQuote = z.infer<typeof mockQuoteSchema>;

/**
 * One event of a mock thread on the `chat` channel (socket event `event`), numbered by `seq`:
 * - `turn`: the interviewer speaks (a planned question, one follow-up, the closing question, or the end);
 *   `index` of `total` is the planned question's place (a follow-up keeps its question's), `question` the bare
 *   question for reports (none on `end`). After `end` the session ends itself (`completed`).
 * - `transcript`: a recognised piece of the voice answer to `turnId` (server recognition or a `phrase`).
 * - `answer`: the candidate's final answer to `turnId` (typed, or the voice answer's pieces joined).
 */
export const mockEventSchema = z.discriminatedUnion('type', [
  z.object({
    seq: z.number().int(),
    type: z.literal('turn'),
    id: z.string(),
    kind: z.enum(['question', 'followup', 'closing', 'end']),
    text: z.string(),
    question: z.string().optional(),
    index: z.number().int().min(1),
    total: z.number().int().min(1),
    engine: engineSchema,
    competency: z.string().optional(),
    followupReason: interviewFollowupReasonSchema.optional(),
  }),
  z.object({
    seq: z.number().int(),
    type: z.literal('transcript'),
    id: z.string(),
    turnId: z.string(),
    text: z.string(),
  }),
  z.object({
    seq: z.number().int(),
    type: z.literal('answer'),
    turnId: z.string(),
    text: z.string(),
    durationMs: z.number().int().nonnegative(),
    by: mockAnswerBySchema,
  }),
]);
export type MockEvent = z.infer<typeof mockEventSchema>;
export type MockTurnEvent = Extract<MockEvent, { type: 'turn' }>;

/**
 * Client → server on `chat`: a typed answer to the current turn (final). `turnId`, when given, must be the
 * turn waiting for an answer (a late or repeated answer is dropped).
 */
export const mockAnswerPayload = z
  .object({ text: freeText().trim().min(1).max(20_000), turnId: z.string().max(64).optional() })
  .strict();
/** Client → server on `chat`: a finished phrase of the browser's own recognition, added to the voice answer. */
export const mockPhrasePayload = z.object({ text: freeText().trim().min(1).max(2_000) }).strict();
/** Client → server on `chat`: "I'm done": the voice answer so far is final. */
export const mockDonePayload = z.object({}).strict();

/** GET /api/mock/threads/:id → the thread and its events, oldest first. */
export const mockThreadDetailResult = z.object({
  thread: mockThreadSchema,
  events: z.array(mockEventSchema),
});
export type MockThreadDetail = z.infer<typeof mockThreadDetailResult>;

export const mockTurnParams = z.object({ id: z.uuid(), turnId: z.uuid() });

/** A better answer's frame: the bank question's steps (STAR, technical or situational), in the report's language. */
export const answerFrameSchema = z.object({ type: z.string(), steps: z.array(z.string()) });

/** One answered turn of a mock report: the report's scoring, plus what was said, how, and a better frame. */
export const mockReportAnswerSchema = reportAnswerSchema.extend({
  kind: z.enum(['question', 'followup', 'closing']),
  answer: z.string(),
  by: mockAnswerBySchema,
  /** Speaking time of a voice answer (pace is measured on it); typing time of a typed one. */
  durationMs: z.number().int().nullable(),
  frame: answerFrameSchema.nullable(),
});
export type MockReportAnswer = z.infer<typeof mockReportAnswerSchema>;

/** One earlier mock of the same position (or this one): its overall score and when. */
export const mockTrendPointSchema = z.object({
  at: z.string(),
  overall: z.number(),
  current: z.boolean(),
});

/**
 * The report of a mock interview (/Report/InterviewMock): the measured scores (overall, competency radar
 * against the position's model, per answer), the engine that wrote the feedback, strengths and what to fix
 * first, pass (overall >= passScore), a predicted pass rate (the job center's: passes smoothed towards one
 * half, this session included) and the trend of this user's mocks of the position, oldest first.
 */
export const mockReportSchema = reportSchema.omit({ status: true, answers: true }).extend({
  answers: z.array(mockReportAnswerSchema),
  strengths: z.array(reportSuggestionSchema),
  fixFirst: z.array(reportSuggestionSchema),
  passScore: z.number(),
  passed: z.boolean(),
  predictedPassRate: z.number().min(0).max(1),
  trend: z.array(mockTrendPointSchema),
  position: z.object({ slug: z.string(), title: z.string() }).nullable(),
  length: mockLengthSchema,
  durationMs: z.number().int(),
  generatedAt: z.string(),
});
export type MockReport = z.infer<typeof mockReportSchema>;

/** GET/POST /api/mock/threads/:id/report: its state and, when ready, the report. */
export const mockReportResultSchema = z.object({
  status: sessionReportStatusSchema,
  report: mockReportSchema.nullable(),
});
export type MockReportResult = z.infer<typeof mockReportResultSchema>;

/** GET /api/mock/meeting?lang=: the preset questions of /MockMeeting (optional sign-in). */
export const mockMeetingQuery = z.object({ lang: z.enum(LANGS).optional() }).strict();
export const mockMeetingSchema = z.object({
  /** `goal`: from the signed-in user's current goal's position; `demo`: the visitors' bilingual set. */
  source: z.enum(['goal', 'demo']),
  positionTitle: z.string().nullable(),
  questions: z.array(z.object({ text: z.string(), answerSeconds: z.number().int().positive() })),
});
export type MockMeeting = z.infer<typeof mockMeetingSchema>;
