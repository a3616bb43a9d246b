import type { CreateMockThreadBody, Lang, MockAnswerBy, MockLength, MockQuote } from '@offerpilot/shared';

/** The position practised: the current goal's, one of the job center's, or none (general questions). */
export type PositionChoice = { kind: 'goal' } | { kind: 'job'; slug: string } | { kind: 'none' };

/** What the start page sets up before a mock interview. */
export interface MockSetup {
  position: PositionChoice;
  /** Absent: the default resume. */
  resumeId?: number;
  length: MockLength;
  lang: Lang;
  answerBy: MockAnswerBy;
  /** The interviewer's turns are spoken. */
  voice: boolean;
}

/** The set-up a page opens with: `?position=<slug>` (a "practise" link) picks that position. */
export function initialSetup(lang: Lang, positionParam: string | null): MockSetup {
  const slug = positionParam?.trim();
  return {
    position: slug ? { kind: 'job', slug } : { kind: 'goal' },
    length: 15,
    lang,
    answerBy: 'text',
    voice: true,
  };
}

/** POST /api/mock/threads's body: no slug means the current goal's position, null none at all. */
export function startBody(setup: MockSetup): CreateMockThreadBody {
  const { position, resumeId, length, lang, answerBy, voice } = setup;
  return {
    ...(position.kind === 'job' ? { positionSlug: position.slug } : {}),
    ...(position.kind === 'none' ? { positionSlug: null } : {}),
    ...(resumeId === undefined ? {} : { resumeId }),
    length,
    lang,
    answerBy,
    voice,
  };
}

/**
 * What a start would take (PRODUCT.md section 4): the newcomer's free mock (at most 30 minutes), an owned
 * mock interview, 100 credits, or nothing (recharge first).
 */
export type PriceCase = 'newcomer' | 'mocks' | 'credit' | 'blocked';

export function priceCase(quote: Pick<MockQuote, 'pays' | 'newcomer'>): PriceCase {
  if (quote.pays === null) return 'blocked';
  if (quote.pays === 'mocks') return quote.newcomer ? 'newcomer' : 'mocks';
  return 'credit';
}

/** Who listens to a voice answer: the server's recognition, this browser's, or nobody (answers are typed). */
export type Listener = 'server' | 'browser' | 'none';

export const listenerFor = (serverAsr: boolean, browserRecognition: boolean): Listener =>
  serverAsr ? 'server' : browserRecognition ? 'browser' : 'none';

/** Who speaks the interviewer's turns: the server's voice, this browser's, or nobody (text only). */
export type Speaker = 'server' | 'browser' | 'none';

export const speakerFor = (serverTts: boolean, browserVoice: boolean): Speaker =>
  serverTts ? 'server' : browserVoice ? 'browser' : 'none';

/** Minutes of a time limit, rounded. */
export const minutesOf = (ms: number): number => Math.round(ms / 60_000);

/** A mock report needs more than this many answers (SPEC.md section 4; shared REPORT_MIN_ROUNDS, whose module
 * builds zod schemas the web app does not bundle). */
export const REPORT_MIN_ROUNDS = 3;

/** Whether a session of `answered` answers gets a report. */
export const hasReport = (answered: number): boolean => answered > REPORT_MIN_ROUNDS;
