export { planInterview, type InterviewGoal, type InterviewPlan, type PlanInput } from './plan.ts';
export { startInterview, nextTurn } from './turns.ts';
export { composeFirstTurn, composeNextTurn, type TurnContext, type TurnGrounder } from './llm-turn.ts';
export { decideFollowup, type Followup } from './follow-up.ts';
export type { InterviewResume } from './resume-questions.ts';
export type { CompetencyWeight } from './select-questions.ts';
