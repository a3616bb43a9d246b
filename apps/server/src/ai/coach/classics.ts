import { JOB_FIELDS } from '@offerpilot/shared';
import { z } from 'zod';
import type { BankQuestion } from '../retrieval/bank.ts';
import { QUESTION_TYPES } from './question-type.ts';
import shipped from './classics.json' with { type: 'json' };

const bilingualList = z.object({
  en: z.array(z.string().min(1)).min(1),
  zh: z.array(z.string().min(1)).min(1),
});

/** A question nearly every interview asks, kept beside the job center's bank (`classics.json`). */
export const classicSchema = z.object({
  id: z.string().regex(/^classic-[a-z0-9]+(-[a-z0-9]+)*$/),
  field: z.enum(['general', ...JOB_FIELDS]),
  type: z.enum(QUESTION_TYPES),
  kind: z.enum(['behavioral', 'technical', 'situational']),
  competency: z.string().min(1),
  text: z.object({ en: z.string().min(1), zh: z.string().min(1) }),
  /**
   * How interviewers ask it in other words, written by hand (formal and spoken, naming a company or a role, with
   * lead-in chatter): the claim compares asked questions with these (asked.ts). Technical classics' wordings
   * all name their concepts (哈希表, SYN, bit.ly), so a question on a neighbouring concept stays apart.
   */
  asked: bilingualList.optional(),
  /**
   * Questions that share its words, form or situation and ask something else (the other side, the other
   * direction, a neighbouring concept), written by hand: asked, they claim no classic (claim.ts).
   */
  nearMisses: bilingualList.optional(),
  keyPoints: bilingualList,
  frame: z.object({
    type: z.enum(['star', 'technical', 'situational']),
    en: z.array(z.string().min(1)).min(3),
    zh: z.array(z.string().min(1)).min(3),
  }),
});
export type Classic = z.infer<typeof classicSchema>;

/** The slug classics carry as their "position": they belong to none. */
export const CLASSICS_POSITION = 'classics';

let parsed: Classic[] | undefined;
/** The shipped classics, checked once (a bad file fails the first use, and `npm run positions:check`). */
export function classics(): Classic[] {
  parsed ??= z.array(classicSchema).parse(shipped);
  return parsed;
}

/** The classics as bank questions, so one index and one claim decision serve both. */
export function classicBankQuestions(): BankQuestion[] {
  return classics().map((c) => ({
    id: c.id,
    positionSlug: CLASSICS_POSITION,
    kind: c.kind,
    competency: c.competency,
    text: c.text,
    keyPoints: c.keyPoints,
    frame: c.frame,
  }));
}
