import { z } from 'zod';
import { LANGS } from '../constants.ts';
import { freeText } from '../text.ts';
import {
  careerAnswerSchema,
  careerFamilySchema,
  careerMessageSchema,
  careerPositionSchema,
  careerReportSchema,
} from './career.ts';
import { engineSchema } from './live.ts';
import { sessionReportStatusSchema } from './live-review.ts';

/**
 * The career guide (issue 16): a thread of kind `career` on the sessions layer. The guide's messages and the
 * user's replies are numbered events written before any screen sees them, so the chat goes on from the same
 * statement after a reload or on another device.
 */

/** What a start (or a reset) took: one career-guide attempt, or credits when none was left. */
export const careerPaidSchema = z.object({
  item: z.enum(['careers', 'credit']),
  amount: z.number().int(),
});
export type CareerPaid = z.infer<typeof careerPaidSchema>;

/** A career guide as lists (the Career Guide Records) and the page show it. */
export const careerThreadSchema = z.object({
  id: z.string(),
  kind: z.literal('career'),
  lang: z.enum(LANGS),
  /** Who writes the report's summary and suggestions: the offline scoring, or the configured model. */
  engine: engineSchema,
  status: z.enum(['active', 'ended']),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** `completed`: every statement answered (it has a report); `reset`: started over (no report). */
  endReason: z.enum(['completed', 'reset', 'user', 'inactive']).nullable(),
  /** Statements answered of `total`. */
  progress: z.object({ answered: z.number().int().min(0), total: z.number().int().min(1) }),
  paid: careerPaidSchema.nullable(),
  /** The report's state once the guide ended (null while it is going). */
  report: sessionReportStatusSchema.nullable(),
  /** When the report is ready: the interest code and the best families' names, for the records list. */
  code: z.string().nullable(),
  families: z.array(z.string()),
});
export type CareerThread = z.infer<typeof careerThreadSchema>;

/**
 * GET /api/career/quote: what a start (or a reset) would take now. `pays`: one attempt, else
 * `price` credits, else null (nothing left: recharge); `inProgress`: the going guide to continue.
 */
export const careerQuoteSchema = z.object({
  price: z.number().int(),
  pays: z.enum(['careers', 'credit']).nullable(),
  careers: z.number().int(),
  credit: z.number().int(),
  inProgress: z.string().nullable(),
});
export type CareerQuote = z.infer<typeof careerQuoteSchema>;

/**
 * One event of a career thread on the `chat` channel (socket event `event`), numbered by `seq`:
 * - `guide`: a message of the guide (the greeting, a statement with its quick replies and its place
 *   `step` of `total`, a retry when a reply said none of the answers, the closing summary). After the
 *   summary the guide ends itself (`completed`) and its report is made.
 * - `reply`: the user's reply to the statement `itemId` as typed or chosen, and how it was read (`answer`;
 *   null when it said none of like, unsure and dislike: a retry follows).
 */
export const careerEventSchema = z.discriminatedUnion('type', [
  careerMessageSchema.extend({ seq: z.number().int(), type: z.literal('guide'), id: z.string() }),
  z.object({
    seq: z.number().int(),
    type: z.literal('reply'),
    itemId: z.string(),
    text: z.string(),
    answer: careerAnswerSchema.nullable(),
  }),
]);
export type CareerEvent = z.infer<typeof careerEventSchema>;
export type CareerGuideEvent = Extract<CareerEvent, { type: 'guide' }>;

/**
 * Client → server on `chat`: a reply to the current statement, a quick reply's value (like, unsure,
 * dislike) or the user's own words (yes, 还行, not really…). `itemId`, when given, must be the statement
 * waiting for its answer (a late or repeated reply is dropped).
 */
export const careerReplyPayload = z
  .object({ text: freeText().trim().min(1).max(200), itemId: z.string().max(16).optional() })
  .strict();

/** GET /api/career/threads/:id → the guide and its events, oldest first. */
export const careerThreadDetailResult = z.object({
  thread: careerThreadSchema,
  events: z.array(careerEventSchema),
});
export type CareerThreadDetail = z.infer<typeof careerThreadDetailResult>;

/** An answer that pointed to a family: a liked activity statement or work value, in the report's language. */
export const careerEvidenceSchema = z.object({ itemId: z.string(), text: z.string() });

/**
 * The job-suggestion report of a finished guide: the engine's report, each family with the answers that
 * pointed there, and the suggested job-center positions with their company.
 */
export const careerGuideReportSchema = careerReportSchema.extend({
  families: z.array(careerFamilySchema.extend({ evidence: z.array(careerEvidenceSchema) })),
  positions: z.array(careerPositionSchema.extend({ company: z.string().optional() })),
  generatedAt: z.string(),
});
export type CareerGuideReport = z.infer<typeof careerGuideReportSchema>;

/** GET/POST /api/career/threads/:id/report: its state and, when ready, the report. */
export const careerReportResultSchema = z.object({
  status: sessionReportStatusSchema,
  report: careerGuideReportSchema.nullable(),
});
export type CareerReportResult = z.infer<typeof careerReportResultSchema>;
