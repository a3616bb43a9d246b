import type { Lang, LiveEvent, LiveReview, PractiseItem, ReviewQuestion } from '@offerpilot/shared';
import { CLASSICS_POSITION } from '../../ai/coach/classics.ts';
import type { BankIndex, BankQuestion } from '../../ai/retrieval/bank.ts';
import type { ReportOutcome } from '../sessions/session-runtime.ts';
import type { ThreadRow } from '../sessions/sessions.service.ts';

/** What the review needs to know of a position: its title and its competencies' names. */
export interface PositionNames {
  title: string;
  competencies: { key: string; name: string }[];
}

export interface ReviewSources {
  bank: BankIndex;
  /** A position's names in a language; null when it is gone. */
  position(slug: string, lang: Lang): Promise<PositionNames | null>;
  /** The slug of the thread goal's position, if it follows one. */
  goalSlug: string | null;
  now: Date;
}

/** Questions worth practising next, least grounded first. */
const PRACTISE_AT_MOST = 5;

type Hint = Extract<LiveEvent, { type: 'hint' }>;

/** How much of a hint came from a held question and the candidate's own materials (0..1). */
function groundingOf(hint: Hint | undefined): number {
  if (!hint) return 0;
  const { sources } = hint;
  return (
    (sources.bankQuestionId ? 0.4 : 0) +
    (sources.resumeFacts.length ? 0.3 : 0) +
    (sources.requirements.length ? 0.3 : 0)
  );
}

function practiseReason(q: ReviewQuestion): PractiseItem['reason'] {
  if (!q.bankQuestion) return 'notInBank';
  if (!q.resumeFacts.length) return 'noResumeFacts';
  return 'fewKeyPoints';
}

/**
 * The review of a live session (/Report/InterviewAI): question by question, what was asked, the hint given,
 * the bank question and competency it matched (or that none did) with its key points, the resume facts and
 * requirements it used; then the least grounded questions to practise next. `none` when no question was
 * answered.
 */
export async function buildLiveReview(
  thread: ThreadRow,
  record: LiveEvent[],
  sources: ReviewSources,
): Promise<ReportOutcome> {
  const lang: Lang = thread.lang === 'en' ? 'en' : 'zh';
  const hints = new Map<string, Hint>();
  for (const e of record) if (e.type === 'hint') hints.set(e.questionId, e);
  const asked = record.filter((e) => e.type === 'question' && hints.has(e.id));
  if (!asked.length) return { status: 'none' };
  const byId = new Map<string, BankQuestion>(sources.bank[lang].items.map((q) => [q.id, q]));

  const questions: ReviewQuestion[] = [];
  for (const e of asked) {
    if (e.type !== 'question') continue;
    const hint = hints.get(e.id);
    const held = hint?.sources.bankQuestionId ? byId.get(hint.sources.bankQuestionId) : undefined;
    const position =
      held && held.positionSlug !== CLASSICS_POSITION
        ? await sources.position(held.positionSlug, lang)
        : null;
    questions.push({
      questionId: e.id,
      text: e.text,
      hint: hint?.text ?? null,
      engine: hint?.engine ?? null,
      questionType: hint?.sources.questionType ?? 'other',
      bankQuestion: held
        ? {
            id: held.id,
            text: held.text[lang],
            positionSlug: held.positionSlug,
            positionTitle: position?.title ?? null,
            competency: position?.competencies.find((c) => c.key === held.competency)?.name ?? null,
          }
        : null,
      keyPoints: held?.keyPoints[lang] ?? [],
      resumeFacts: hint?.sources.resumeFacts ?? [],
      requirements: hint?.sources.requirements ?? [],
      grounding: groundingOf(hint),
    });
  }

  const practise: PractiseItem[] = questions
    .filter((q) => q.grounding < 1)
    .sort((a, b) => a.grounding - b.grounding)
    .slice(0, PRACTISE_AT_MOST)
    .map((q) => ({
      questionId: q.questionId,
      text: q.text,
      reason: practiseReason(q),
      positionSlug:
        q.bankQuestion && q.bankQuestion.positionSlug !== CLASSICS_POSITION
          ? q.bankQuestion.positionSlug
          : sources.goalSlug,
    }));
  const end = thread.endedAt ?? sources.now;
  const review: LiveReview = {
    durationMs: Math.max(0, end.getTime() - thread.createdAt.getTime()),
    questions,
    practise,
    generatedAt: sources.now.toISOString(),
  };
  return { status: 'ready', result: review };
}
