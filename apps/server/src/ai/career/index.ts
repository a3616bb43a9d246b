export { startCareerChat, answerCareerChat, type CareerChatStep } from './chat.ts';
export { careerReport, type SuggestablePosition } from './report.ts';
export { composeCareerReport, type CareerContext } from './llm-report.ts';
export { parseCareerAnswer } from './parse-answer.ts';
export { AFFINITY, INVENTORY, WORK_VALUES } from './inventory.ts';
