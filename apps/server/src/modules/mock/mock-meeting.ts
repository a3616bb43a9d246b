import type { BankQuestion, Lang, MockMeeting } from '@offerpilot/shared';
import demo from './meeting-demo.json' with { type: 'json' };
import type { MockSources } from './mock-plan.ts';

/** Questions a MockMeeting plays. */
export const MEETING_QUESTIONS = 5;
/** Time to answer a question of each kind (seconds). */
const ANSWER_SECONDS: Record<BankQuestion['kind'], number> = {
  behavioral: 120,
  technical: 150,
  situational: 120,
};

/** The visitors' bilingual demo set (meeting-demo.json). */
export const demoMeeting = (lang: Lang): MockMeeting => ({
  source: 'demo',
  positionTitle: null,
  questions: demo.map((q) => ({ text: q.text[lang], answerSeconds: q.answerSeconds })),
});

/** A few of a position's questions, the kinds taken in turn so the meeting is not all of one kind. */
function spread(questions: BankQuestion[]): BankQuestion[] {
  const queues = ['behavioral', 'technical', 'situational'].map((kind) =>
    questions.filter((q) => q.kind === kind),
  );
  const out: BankQuestion[] = [];
  while (out.length < MEETING_QUESTIONS && queues.some((queue) => queue.length)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && out.length < MEETING_QUESTIONS) out.push(next);
    }
  }
  return out;
}

/**
 * /MockMeeting's preset questions: a signed-in user's from the current goal's job-center position (a
 * handful, each with its answering time), anyone else's (or a goal without such a position) the demo set.
 */
export async function meetingQuestions(
  sources: MockSources,
  uid: number | null,
  lang: Lang,
): Promise<MockMeeting> {
  const goal = uid === null ? undefined : (await sources.goals.list(uid, lang)).find((g) => g.current);
  if (!goal?.positionSlug) return demoMeeting(lang);
  const [content, questions] = await Promise.all([
    sources.jobs.content(goal.positionSlug, lang),
    sources.jobs.questions(goal.positionSlug, lang),
  ]).catch(() => [null, []] as const);
  if (!content || !questions.length) return demoMeeting(lang);
  return {
    source: 'goal',
    positionTitle: content.title,
    questions: spread(questions).map((q) => ({ text: q.text, answerSeconds: ANSWER_SECONDS[q.kind] })),
  };
}
