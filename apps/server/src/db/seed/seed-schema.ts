import { JOB_FIELDS } from '@offerpilot/shared';
import { z } from 'zod';

/** A text in both interface languages. */
const bilingual = z.object({ en: z.string().min(1), zh: z.string().min(1) });
const bilingualList = z.object({
  en: z.array(z.string().min(1)).min(1),
  zh: z.array(z.string().min(1)).min(1),
});

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const seedQuestionSchema = z.object({
  id: slug,
  kind: z.enum(['behavioral', 'technical', 'situational']),
  competency: z.string().min(1),
  text: bilingual,
  keyPoints: bilingualList,
  frame: z.object({
    type: z.enum(['star', 'technical', 'situational']),
    en: z.array(z.string()).min(3),
    zh: z.array(z.string()).min(3),
  }),
});

export const seedPositionSchema = z
  .object({
    slug,
    field: z.enum(JOB_FIELDS),
    title: bilingual,
    company: bilingual,
    companyDetails: bilingual,
    description: bilingual,
    requirements: bilingualList,
    competencies: z
      .array(
        z.object({
          key: z.string().regex(/^[a-z][a-zA-Z]*$/),
          name: bilingual,
          weight: z.number().positive(),
        }),
      )
      .min(5)
      .max(6),
    questions: z.array(seedQuestionSchema).min(20),
  })
  .superRefine((p, ctx) => {
    const sum = p.competencies.reduce((s, c) => s + c.weight, 0);
    if (Math.abs(sum - 1) > 0.001)
      ctx.addIssue({ code: 'custom', message: `competency weights sum to ${sum}, not 1` });
    const keys = new Set(p.competencies.map((c) => c.key));
    for (const q of p.questions) {
      if (!keys.has(q.competency))
        ctx.addIssue({ code: 'custom', message: `${q.id}: unknown competency ${q.competency}` });
      if (!q.id.startsWith(`${p.slug}-`))
        ctx.addIssue({ code: 'custom', message: `${q.id}: must start with ${p.slug}-` });
    }
  });

/** A seed file: the positions of one field (the documented JSON import format). */
export const seedFileSchema = z.array(seedPositionSchema);
export type SeedPosition = z.infer<typeof seedPositionSchema>;
