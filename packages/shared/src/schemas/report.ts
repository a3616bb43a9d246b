import { z } from 'zod';
import { LANGS } from '../constants.ts';
import { engineSchema } from './live.ts';

/** A mock report needs more than this many answered rounds (SPEC.md section 4); fewer gives status `none`. */
export const REPORT_MIN_ROUNDS = 3;

const unit = z.number().min(0).max(1);

/**
 * The measurable signals of one answer, each 0 (worst) to 1 (best). `coverage` is null when the question had
 * no key points; `pace` is present only when the answer's duration was known.
 */
export const answerSignalsSchema = z.object({
  coverage: unit.nullable(),
  structure: unit,
  relevance: unit,
  length: unit,
  fillers: unit,
  pace: unit.optional(),
  specificity: unit,
});
export type AnswerSignals = z.infer<typeof answerSignalsSchema>;

/** The raw measures behind the signals, for screens that show them (counts, not judgements). */
export const answerMeasuresSchema = z.object({
  /** Words for English, characters (Chinese characters plus Latin words) for Chinese. */
  size: z.number().int().nonnegative(),
  sizeUnit: z.enum(['word', 'char']),
  lengthBand: z.enum(['tooShort', 'ideal', 'rambling']),
  /** Each filler word found and how often. */
  fillers: z.record(z.string(), z.number().int().positive()),
  fillerCount: z.number().int().nonnegative(),
  /** Words or characters per minute, when the duration was known. */
  perMinute: z.number().nonnegative().optional(),
  /** The parts of the expected answer frame (STAR, technical or situational) and whether each was heard. */
  frameType: z.enum(['star', 'technical', 'situational']),
  parts: z.array(z.object({ part: z.string(), present: z.boolean() })),
  /** Concrete details: numbers, metrics and named tools or technologies. */
  specifics: z.number().int().nonnegative(),
  hasNumber: z.boolean(),
});
export type AnswerMeasures = z.infer<typeof answerMeasuresSchema>;

/** A suggestion as a dictionary key of the `report` namespace and its parameters, with its text. */
export const reportSuggestionSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.string(),
});
export type ReportSuggestion = z.infer<typeof reportSuggestionSchema>;

/** One answered round of the report. `missedKeyPoints` are indexes into `keyPoints`. */
export const reportAnswerSchema = z.object({
  index: z.number().int().min(1),
  question: z.string(),
  competency: z.string().nullable(),
  score: z.number().min(0).max(100),
  signals: answerSignalsSchema,
  measures: answerMeasuresSchema,
  keyPoints: z.array(z.string()),
  missedKeyPoints: z.array(z.number().int().nonnegative()),
  suggestions: z.array(reportSuggestionSchema),
  /** The model's comment on the answer (engine `llm` only). */
  feedback: z.string().optional(),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** A competency of the position's model; `score` is null when no answered round belonged to it. */
export const reportCompetencySchema = z.object({
  key: z.string(),
  name: z.string(),
  weight: z.number().nonnegative(),
  score: z.number().min(0).max(100).nullable(),
  answers: z.number().int().nonnegative(),
});
export type ReportCompetency = z.infer<typeof reportCompetencySchema>;

/**
 * The report of a mock interview or live session. `none` (3 rounds or fewer) carries no scores; `overall`
 * weighs competencies by the position's weights when the rounds name them, else averages the answers.
 */
export const reportSchema = z.object({
  status: z.enum(['ready', 'none']),
  engine: engineSchema,
  lang: z.enum(LANGS),
  rounds: z.number().int().nonnegative(),
  overall: z.number().min(0).max(100).nullable(),
  competencies: z.array(reportCompetencySchema),
  answers: z.array(reportAnswerSchema),
  suggestions: z.array(reportSuggestionSchema),
  /** The model's summary of the interview (engine `llm` only). */
  summary: z.string().optional(),
});
export type Report = z.infer<typeof reportSchema>;
