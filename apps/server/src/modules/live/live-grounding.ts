import type { ResumeFacts } from '@offerpilot/shared';
import type { ThreadMaterials } from '../../ai/coach/grounding.ts';
import { buildBankIndex, type BankIndex } from '../../ai/retrieval/bank.ts';
import type { AppContext } from '../../context.ts';
import { listGoals } from '../goals/goals.repo.ts';
import { allBankQuestions } from '../jobs/jobs.repo.ts';
import { findResume } from '../materials/resumes.repo.ts';
import type { ThreadRow } from './live.repo.ts';

/** The bank's retrieval index, built from the database on first use (about 0.3 s for 800 questions). */
export function createBankSource(ctx: AppContext): () => Promise<BankIndex> {
  let index: Promise<BankIndex> | null = null;
  return () => {
    index ??= allBankQuestions(ctx.db).then((rows) => buildBankIndex(rows));
    index.catch(() => (index = null));
    return index;
  };
}

/** A thread's goal (its position and requirement lines) and resume facts, as they are now. */
export async function threadMaterials(ctx: AppContext, thread: ThreadRow): Promise<ThreadMaterials> {
  const goal = thread.goalId
    ? (await listGoals(ctx.db, thread.uid)).find((g) => g.id === thread.goalId)
    : undefined;
  const resume = thread.resumeId ? await findResume(ctx.db, thread.uid, thread.resumeId) : undefined;
  return {
    positionSlug: goal?.positionSlug ?? null,
    requirements: (goal?.requirements ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    facts: (resume?.facts as ResumeFacts | undefined) ?? null,
  };
}
