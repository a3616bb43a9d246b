export {
  buildReport,
  type ReportCompetencyInput,
  type ReportInput,
  type ReportRound,
} from './build-report.ts';
export { keyPointCoverage, type KeyPointHit } from './key-points.ts';
export { composeReport, type ReportContext } from './llm-report.ts';
export { scoreAnswer, type AnswerScore, type OtherQuestion, type ScoreInput } from './score-answer.ts';
export type { Suggestion } from './suggestions.ts';
