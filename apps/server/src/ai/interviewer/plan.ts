import {
  translate,
  type InterviewFrameType,
  type InterviewPlanItem,
  type Lang,
  type MockLength,
} from '@offerpilot/shared';
import type { BankIndex, BankQuestion } from '../retrieval/bank.ts';
import { tokenize } from '../text/tokenize.ts';
import { seededRandom } from './random.ts';
import { resumeQuestions, type InterviewResume } from './resume-questions.ts';
import { selectQuestions, type CompetencyWeight } from './select-questions.ts';

/** The desired position the interview practises for. */
export interface InterviewGoal {
  positionName: string;
  requirements: string;
  jobDescription: string;
  positionSlug?: string | null;
}

export interface PlanInput {
  lang: Lang;
  length: MockLength;
  /** The goal's position's questions when the goal came from the job center, else the whole bank. */
  bank: BankQuestion[];
  goal?: InterviewGoal;
  resume?: InterviewResume;
  /** The position's competency model; without it a position's competencies count equally. */
  competencies?: CompetencyWeight[];
  /** A prebuilt index over (at least) `bank`, to spare building one per plan (about a second for the
   * whole bank, most of it Chinese segmentation). */
  index?: BankIndex;
  seed?: number;
}

/** An ordered mock interview: opening, bank and resume questions, closing; in one language. */
export interface InterviewPlan {
  lang: Lang;
  positionName?: string;
  items: InterviewPlanItem[];
}

/** Generic questions that stand in when a bank is too small, with their kinds. */
const GENERIC: [string, 'behavioral' | 'situational'][] = [
  ['g1', 'behavioral'],
  ['g2', 'behavioral'],
  ['g3', 'behavioral'],
  ['g4', 'behavioral'],
  ['g5', 'behavioral'],
  ['g6', 'situational'],
  ['g7', 'behavioral'],
  ['g8', 'situational'],
];

const KIND_ORDER = ['behavioral', 'technical', 'situational'];

function frameTypeOf(q: BankQuestion): InterviewFrameType {
  const t = q.frame.type;
  return t === 'technical' || t === 'situational' ? t : 'star';
}

function questionKindOf(kind: string): InterviewPlanItem['questionKind'] {
  return kind === 'technical' || kind === 'situational' ? kind : 'behavioral';
}

function bankItem(lang: Lang, q: BankQuestion): InterviewPlanItem {
  return {
    source: 'bank',
    text: q.text[lang],
    bankQuestionId: q.id,
    competency: q.competency,
    questionKind: questionKindOf(q.kind),
    keyPoints: q.keyPoints[lang],
    frameType: frameTypeOf(q),
  };
}

/** Alternates kinds (behavioural first, as a warm-up), each kind keeping its best-first order. */
function interleave(items: InterviewPlanItem[]): InterviewPlanItem[] {
  const queues = KIND_ORDER.map((kind) => items.filter((i) => (i.questionKind ?? 'behavioral') === kind));
  const out: InterviewPlanItem[] = [];
  while (out.length < items.length) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) out.push(next);
    }
  }
  return out;
}

/** Drops repeated questions (same id, or the same words under another id). */
function distinct(bank: BankQuestion[], lang: Lang): BankQuestion[] {
  const seen = new Set<string>();
  return bank.filter((q) => {
    const keys = [`id:${q.id}`, `text:${q.text[lang].replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase()}`];
    if (keys.some((k) => seen.has(k))) return false;
    keys.forEach((k) => seen.add(k));
    return true;
  });
}

function genericItems(lang: Lang, count: number, random: () => number): InterviewPlanItem[] {
  return GENERIC.map((g) => ({ g, r: random() }))
    .sort((a, b) => a.r - b.r)
    .slice(0, count)
    .map(({ g: [key, kind] }) => ({
      source: 'generic' as const,
      text: translate(lang, `interviewer:generic.${key}`),
      questionKind: kind,
      keyPoints: [],
      frameType: kind === 'situational' ? ('situational' as const) : ('star' as const),
    }));
}

function resumeText(resume?: InterviewResume): string {
  if (!resume) return '';
  const jobs = resume.experience.flatMap((e) => [e.title, ...e.achievements]);
  const projects = resume.projects.flatMap((p) => [p.name, p.description ?? '']);
  return [...resume.skills, ...jobs, ...projects].join('\n');
}

/** The bank the goal's position owns, when the caller passed a larger one and it has enough questions. */
function positionBank(bank: BankQuestion[], slug: string | null | undefined, need: number) {
  const own = slug ? bank.filter((q) => q.positionSlug === slug) : [];
  return own.length >= need ? own : bank;
}

/** Plans a mock interview of `length` questions (opening and closing included): bank questions weighted by
 * the position's competencies and matched to the goal and resume, one or two resume questions, no repeats;
 * the same seed gives the same plan. Shorter only when bank, resume and reserve together run out. */
export function planInterview(input: PlanInput): InterviewPlan {
  const { lang, length, goal } = input;
  const random = seededRandom(input.seed ?? 1);
  const goalText = goal ? [goal.positionName, goal.requirements, goal.jobDescription].join('\n') : '';
  const goalTerms = new Set(tokenize(goalText));
  const middle = length - 2;
  const resume = resumeQuestions(lang, input.resume, length >= 20 ? 2 : 1, goalTerms);
  const need = middle - resume.length;
  const bank = distinct(positionBank(input.bank, goal?.positionSlug, need), lang);
  const selected = selectQuestions(bank, {
    lang,
    count: need,
    goal: goalText,
    resume: resumeText(input.resume),
    competencies: input.competencies,
    index: input.index,
    random,
  }).map((q) => bankItem(lang, q));
  const reserve = genericItems(lang, need - selected.length, random);
  const body = interleave([...selected, ...reserve]);
  // The first resume question comes early (it follows naturally from the introduction), the second mid-way.
  const [first, second] = resume;
  if (first) body.unshift(first);
  if (second) body.splice(Math.ceil(body.length / 2), 0, second);
  const opening = { source: 'opening' as const, text: translate(lang, 'interviewer:opening'), keyPoints: [] };
  const closing = { source: 'closing' as const, text: translate(lang, 'interviewer:closing'), keyPoints: [] };
  return { lang, positionName: goal?.positionName, items: [opening, ...body, closing] };
}
