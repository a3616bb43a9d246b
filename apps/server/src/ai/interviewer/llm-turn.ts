import {
  translate,
  type InterviewPlanItem,
  type InterviewState,
  type InterviewTurn,
  type Lang,
  type MockAnswer,
} from '@offerpilot/shared';
import type { ChatMessage, LlmProvider } from '../../providers/llm/types.ts';
import { clip, generateText, type OnModelError } from '../generate.ts';
import { keyPointCoverage } from '../report/key-points.ts';
import type { InterviewPlan } from './plan.ts';
import { nextTurn, startInterview } from './turns.ts';

/** Resume facts and goal requirements that fit a question: the coach's `createGrounder` has this shape. */
export type TurnGrounder = (
  question: string,
  lang: Lang,
) => { resumeFacts: string[]; requirements: string[] };

/** What the model may use besides the plan, and where its failures are reported. */
export interface TurnContext {
  ground?: TurnGrounder;
  signal?: AbortSignal;
  onError?: OnModelError;
}

type Step = { state: InterviewState; turn: InterviewTurn };

/** A spoken turn is one to three sentences; a longer answer is a model off its brief, and is not shown. */
export const MAX_TURN_CHARS = 600;
/** The part of the candidate's answer the model reads (answers may hold 20,000 characters). */
const ANSWER_CHARS = 2_000;

const t = (lang: Lang, key: string, params?: Record<string, string>) =>
  translate(lang, `interviewer:prompt.${key}`, params);

/** What the model is asked to say, given the turn the offline interviewer decided on. */
function task(lang: Lang, turn: InterviewTurn, item: InterviewPlanItem | undefined, answer?: string) {
  if (turn.kind === 'followup' && turn.followupReason) {
    const missed = keyPointCoverage(answer ?? '', item?.keyPoints ?? [], lang)
      .filter((h) => !h.hit)
      .map((h) => item?.keyPoints[h.index] ?? '');
    const points = missed.join(t(lang, 'separator'));
    return t(lang, 'task.followup', { reason: t(lang, `reason.${turn.followupReason}`, { points }) });
  }
  if (turn.kind === 'question' && answer === undefined) return t(lang, 'task.opening');
  return t(lang, `task.${turn.kind}`);
}

/** The model's prompt: the task, the planned question and its key points, the last answer, resume, goal. */
export function turnPrompt(
  state: Pick<InterviewState, 'lang' | 'positionName'>,
  turn: InterviewTurn,
  item: InterviewPlanItem | undefined,
  answer: string | undefined,
  ground?: TurnGrounder,
): ChatMessage[] {
  const { lang } = state;
  const parts = [task(lang, turn, item, answer)];
  if (state.positionName) parts.push(t(lang, 'position', { position: state.positionName }));
  if (item && turn.kind !== 'end') {
    parts.push(t(lang, 'planned', { question: item.text }));
    const points = item.keyPoints.map((p) => `- ${p}`).join('\n');
    if (points) parts.push(t(lang, 'keyPoints', { points }));
  }
  if (answer !== undefined) parts.push(t(lang, 'answer', { answer: clip(answer, ANSWER_CHARS) }));
  const grounding = item && turn.kind !== 'end' ? ground?.(item.text, lang) : undefined;
  if (grounding?.resumeFacts.length) {
    parts.push(t(lang, 'resume', { facts: grounding.resumeFacts.map((f) => `- ${f}`).join('\n') }));
  }
  if (grounding?.requirements.length) {
    parts.push(t(lang, 'goal', { requirements: grounding.requirements.map((r) => `- ${r}`).join('\n') }));
  }
  return [
    { role: 'system', content: t(lang, 'system') },
    { role: 'user', content: parts.join('\n\n') },
  ];
}

/** The offline step with the model's words as the turn's text; the offline step itself when the model fails. */
async function phrase(
  offline: Step,
  answer: string | undefined,
  llm: LlmProvider,
  ctx: TurnContext,
): Promise<Step> {
  const { state, turn } = offline;
  const item = turn.kind === 'end' ? undefined : state.plan[state.cursor];
  const messages = turnPrompt(state, turn, item, answer, ctx.ground);
  const text = await generateText(llm, { messages, maxTokens: 200, signal: ctx.signal }, ctx.onError);
  if (text === null) return offline;
  if (text.length > MAX_TURN_CHARS) {
    ctx.onError?.(new Error(`The model's turn ran to ${text.length} characters.`));
    return offline;
  }
  // `question` stays the planned question (reports score answers against it); a follow-up is its own words.
  const phrased: InterviewTurn = {
    ...turn,
    text,
    engine: 'llm',
    ...(turn.kind === 'followup' ? { question: text } : {}),
  };
  return { state: { ...state, lastTurn: phrased }, turn: phrased };
}

/**
 * Starts an interview: the offline plan's first turn, phrased by the model when one is configured (greeting
 * and opening question in an interviewer's voice). Any model failure gives the offline turn.
 */
export async function composeFirstTurn(
  plan: InterviewPlan,
  llm: LlmProvider | null,
  ctx: TurnContext = {},
): Promise<Step> {
  const offline = startInterview(plan);
  return llm ? phrase(offline, undefined, llm, ctx) : offline;
}

/**
 * The interviewer's answer to the candidate's answer. The offline rules still decide what comes next (the
 * planned question, one follow-up, the end); the model, when configured, says it, grounded on the planned
 * question, its key points, the answer, and the resume facts and requirements that fit. Any model failure
 * gives the offline turn, so a stored state never holds a half-said turn.
 */
export async function composeNextTurn(
  state: InterviewState,
  answer: MockAnswer,
  llm: LlmProvider | null,
  ctx: TurnContext = {},
): Promise<Step> {
  const offline = nextTurn(state, answer);
  return llm && !state.done ? phrase(offline, answer.text, llm, ctx) : offline;
}
