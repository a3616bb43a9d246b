import type { Goal, Lang, Resume, ResumeFacts, ResumeSummary } from '@offerpilot/shared';
import { classicBankQuestions } from '../../ai/coach/classics.ts';
import type { ThreadMaterials } from '../../ai/coach/grounding.ts';
import { buildBankIndex, type BankIndex, type BankQuestion } from '../../ai/retrieval/bank.ts';
import { AppError } from '../../core/errors.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';
import type { PositionNames } from './live-review.ts';

/** What a live thread is grounded in, read through the goals, materials and jobs services. */
export interface GroundingSources {
  goals: { list(uid: number, lang: Lang): Promise<Goal[]> };
  resumes: { list(uid: number): Promise<ResumeSummary[]>; get(uid: number, id: number): Promise<Resume> };
  bank: {
    allBankQuestions(): Promise<BankQuestion[]>;
    positionNames(slug: string, lang: Lang): Promise<PositionNames | null>;
  };
}

/** The retrieval index of the bank and the classics, built on first use (about 0.3 s for 800 questions). */
export function createBankSource(sources: GroundingSources): () => Promise<BankIndex> {
  let index: Promise<BankIndex> | null = null;
  return () => {
    index ??= sources.bank
      .allBankQuestions()
      .then((rows) => buildBankIndex([...rows, ...classicBankQuestions()]));
    index.catch(() => (index = null));
    return index;
  };
}

/** A user's resume, or null when it is gone (deleted since the thread began). */
async function resumeOrNull(sources: GroundingSources, uid: number, id: number): Promise<Resume | null> {
  try {
    return await sources.resumes.get(uid, id);
  } catch (err) {
    if (err instanceof AppError && err.key === 'materials.notFound') return null;
    throw err;
  }
}

/** A thread's goal (its position, requirement lines and company) and resume facts, as they are now. */
export async function threadMaterials(
  sources: GroundingSources,
  thread: ThreadRow,
): Promise<ThreadMaterials> {
  const lang = thread.lang === 'en' ? 'en' : 'zh';
  const goal = thread.goalId
    ? (await sources.goals.list(thread.uid, lang)).find((g) => g.id === thread.goalId)
    : undefined;
  const resume = thread.resumeId ? await resumeOrNull(sources, thread.uid, thread.resumeId) : null;
  return {
    positionSlug: goal?.positionSlug ?? null,
    requirements: (goal?.requirements ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    facts: (resume?.facts as ResumeFacts | null | undefined) ?? null,
    company: goal?.companyName || null,
  };
}
