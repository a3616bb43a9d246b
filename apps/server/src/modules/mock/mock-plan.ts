import type { Goal, Lang, MockLength, Resume, ResumeSummary } from '@offerpilot/shared';
import { CLASSICS_POSITION } from '../../ai/coach/classics.ts';
import { createGrounder } from '../../ai/coach/grounding.ts';
import { planInterview, type InterviewGoal, type TurnGrounder } from '../../ai/interviewer/index.ts';
import type { BankIndex } from '../../ai/retrieval/bank.ts';
import { AppError } from '../../core/errors.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { StoredPlan } from './mock-state.ts';

/** What a mock interview is made from, read through the goals, materials and jobs services. */
export interface MockSources {
  goals: { list(uid: number, lang: Lang): Promise<Goal[]> };
  resumes: { list(uid: number): Promise<ResumeSummary[]>; get(uid: number, id: number): Promise<Resume> };
  jobs: Pick<JobsService, 'content' | 'positionNames' | 'questions' | 'recordPractice' | 'practiceOf'>;
  /** The bank's and the classics' retrieval index (built once per process). */
  bank(): Promise<BankIndex>;
}

/** The position a mock interview practises: a job-center position, a goal typed by the user, or none. */
export interface MockTarget {
  positionSlug: string | null;
  title: string | null;
  goalId: number | null;
  goal?: InterviewGoal;
  company: string | null;
}

const NONE: MockTarget = { positionSlug: null, title: null, goalId: null, company: null };

/** A job-center position as the interview's goal, in the interview's language. */
async function positionTarget(sources: MockSources, slug: string, lang: Lang): Promise<MockTarget> {
  const p = await sources.jobs.content(slug, lang);
  const goal = {
    positionName: p.title,
    requirements: p.requirements.join('\n'),
    jobDescription: p.description,
    positionSlug: slug,
  };
  return { positionSlug: slug, title: p.title, goalId: null, goal, company: p.company || null };
}

/**
 * The position practised: the one named, none (null), or the current goal's (absent): its job-center position
 * when it has one that still exists, else the goal's own texts.
 */
export async function pickTarget(
  sources: MockSources,
  uid: number,
  lang: Lang,
  positionSlug: string | null | undefined,
): Promise<MockTarget> {
  if (positionSlug === null) return NONE;
  if (positionSlug !== undefined) return positionTarget(sources, positionSlug, lang);
  const goal = (await sources.goals.list(uid, lang)).find((g) => g.current);
  if (!goal) return NONE;
  if (goal.positionSlug) {
    try {
      return { ...(await positionTarget(sources, goal.positionSlug, lang)), goalId: goal.id };
    } catch (err) {
      if (!(err instanceof AppError && err.key === 'jobs.notFound')) throw err;
    }
  }
  const { positionName, requirements, jobDescription } = goal;
  return {
    positionSlug: null,
    title: positionName,
    goalId: goal.id,
    goal: { positionName, requirements, jobDescription, positionSlug: null },
    company: goal.companyName || null,
  };
}

/** The resume named (`materials.notFound` when it is not the user's), else the default one, if any. */
export async function pickResume(
  sources: MockSources,
  uid: number,
  resumeId?: number,
): Promise<Resume | null> {
  const id = resumeId ?? (await sources.resumes.list(uid)).find((r) => r.isDefault)?.id;
  return id === undefined ? null : sources.resumes.get(uid, id);
}

/** A number from a thread id, so that a thread's plan is always the same. */
const seedOf = (threadId: string) => Number.parseInt(threadId.replaceAll('-', '').slice(0, 8), 16);

/**
 * Plans a mock interview (ai/interviewer): the position's bank questions weighted by its competency model and
 * matched to its requirements and the resume, a typed goal's closest questions from the whole bank, or the
 * classic general questions without a position; seeded by the thread id.
 */
export async function planMock(
  sources: MockSources,
  input: { threadId: string; lang: Lang; length: MockLength; target: MockTarget; resume: Resume | null },
): Promise<StoredPlan> {
  const { lang, target } = input;
  const index = await sources.bank();
  const all = index[lang].items;
  const bank = target.positionSlug
    ? all.filter((q) => q.positionSlug === target.positionSlug)
    : target.goal
      ? all
      : all.filter((q) => q.positionSlug === CLASSICS_POSITION);
  const model = target.positionSlug ? await sources.jobs.positionNames(target.positionSlug, lang) : null;
  const plan = planInterview({
    lang,
    length: input.length,
    bank,
    goal: target.goal,
    resume: input.resume?.facts,
    competencies: model?.competencies,
    index,
    seed: seedOf(input.threadId),
  });
  return { lang, items: plan.items, ...(plan.positionName ? { positionName: plan.positionName } : {}) };
}

/** What a model's turns may draw on: the resume facts and the position's requirements that fit a question. */
export async function turnGrounder(
  sources: MockSources,
  thread: { uid: number; lang: Lang; resumeId: number | null; positionSlug: string | null },
): Promise<TurnGrounder> {
  const target = thread.positionSlug
    ? await positionTarget(sources, thread.positionSlug, thread.lang).catch(() => NONE)
    : NONE;
  const resume = thread.resumeId
    ? await sources.resumes.get(thread.uid, thread.resumeId).catch(() => null)
    : null;
  return createGrounder(await sources.bank(), {
    positionSlug: target.positionSlug,
    requirements: (target.goal?.requirements ?? '').split('\n').filter(Boolean),
    facts: resume?.facts ?? null,
    company: target.company,
  });
}
