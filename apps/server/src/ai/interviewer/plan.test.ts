import { interviewPlanItemSchema } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { readSeedDir } from '../../db/seed/load-seed.ts';
import type { SeedPosition } from '../../db/seed/seed-schema.ts';
import { buildBankIndex } from '../retrieval/bank.ts';
import { loadSeedBank } from '../retrieval/seed-bank.ts';
import { planInterview, type InterviewGoal } from './plan.ts';
import type { InterviewResume } from './resume-questions.ts';

const { positions } = readSeedDir();
const bank = loadSeedBank();
const index = buildBankIndex(bank);
const fieldOf = new Map(positions.map((p) => [p.slug, p.field]));
const questionField = (id: string) => fieldOf.get(bank.find((q) => q.id === id)?.positionSlug ?? '');

const analyst = positions.find((p) => p.slug === 'tencent-games-data-analyst');
const sales = positions.find((p) => p.slug === 'salesforce-account-executive');
if (!analyst || !sales) throw new Error('seed positions missing');
const ownBank = bank.filter((q) => q.positionSlug === analyst.slug);

/** A goal typed by the user (not from the job center), in the words of a seed position. */
function typedGoal(p: SeedPosition, lang: 'en' | 'zh' = 'en'): InterviewGoal {
  return {
    positionName: p.title[lang],
    requirements: p.requirements[lang].join('\n'),
    jobDescription: p.description[lang],
  };
}

const resume: InterviewResume = {
  skills: ['SQL', 'Python', 'Tableau'],
  experience: [
    {
      company: 'Acme Games',
      title: 'Data Analyst Intern',
      achievements: ['Cleaned data', 'Built a retention dashboard in SQL used by 30 producers'],
    },
  ],
  projects: [{ name: 'Churn predictor', description: 'logistic regression on player logs' }],
};

describe('planInterview', () => {
  it.each([15, 20] as const)('plans %i questions: opening first, closing last, no repeats', (length) => {
    const plan = planInterview({ lang: 'en', length, bank: ownBank, goal: typedGoal(analyst), resume });
    expect(plan.items).toHaveLength(length);
    expect(plan.items[0]?.source).toBe('opening');
    expect(plan.items.at(-1)?.source).toBe('closing');
    expect(plan.items.slice(1, -1).every((i) => i.source === 'bank' || i.source === 'resume')).toBe(true);
    const texts = plan.items.map((i) => i.text);
    expect(new Set(texts).size).toBe(length);
    const ids = plan.items.flatMap((i) => (i.bankQuestionId ? [i.bankQuestionId] : []));
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of plan.items) expect(interviewPlanItemSchema.parse(item)).toEqual(item);
  });

  it('mixes question kinds and weights the position competencies', () => {
    const competencies = analyst.competencies.map((c) => ({ key: c.key, weight: c.weight }));
    const plan = planInterview({ lang: 'en', length: 15, bank: ownBank, competencies, seed: 4 });
    const asked = plan.items.filter((i) => i.source === 'bank');
    expect(new Set(asked.map((i) => i.questionKind))).toEqual(
      new Set(['behavioral', 'technical', 'situational']),
    );
    for (const c of competencies) {
      const count = asked.filter((i) => i.competency === c.key).length;
      const available = ownBank.filter((q) => q.competency === c.key).length;
      const share = Math.floor(c.weight * asked.length);
      expect(count, c.key).toBeGreaterThanOrEqual(Math.min(available, share));
    }
    // A heavy weight on one competency takes every question it has, whatever the seed.
    const heavy = competencies.map((c) => ({ ...c, weight: c.key === 'communication' ? 0.6 : 0.1 }));
    const communication = ownBank.filter((q) => q.competency === 'communication').length;
    for (const seed of [1, 2, 3, 4, 5]) {
      const items = planInterview({ lang: 'en', length: 15, bank: ownBank, competencies: heavy, seed }).items;
      expect(items.filter((i) => i.competency === 'communication')).toHaveLength(communication);
    }
  });

  it('is the same plan for the same seed and varies with the seed', () => {
    const make = (seed: number) =>
      planInterview({ lang: 'en', length: 15, bank, index, seed }).items.map((i) => i.text);
    expect(make(11)).toEqual(make(11));
    expect(new Set([1, 2, 3, 4].map((s) => make(s).join('|'))).size).toBeGreaterThan(1);
  });

  it('draws a data goal from data questions of the whole bank, and a sales goal from sales ones', () => {
    for (const [position, field] of [
      [analyst, 'data'],
      [sales, 'sales'],
    ] as const) {
      for (const lang of ['en', 'zh'] as const) {
        const plan = planInterview({ lang, length: 20, bank, index, goal: typedGoal(position, lang) });
        const ids = plan.items.flatMap((i) => (i.bankQuestionId ? [i.bankQuestionId] : []));
        const share = ids.filter((id) => questionField(id) === field).length / ids.length;
        expect(share, `${field} ${lang}`).toBeGreaterThanOrEqual(0.75);
      }
    }
  });

  it('keeps to the goal position when handed a larger bank', () => {
    const goal = { ...typedGoal(analyst), positionSlug: analyst.slug };
    const plan = planInterview({ lang: 'en', length: 15, bank, index, goal });
    const ids = plan.items.flatMap((i) => (i.bankQuestionId ? [i.bankQuestionId] : []));
    expect(ids.length).toBe(13);
    expect(ids.every((id) => id.startsWith(`${analyst.slug}-`))).toBe(true);
  });

  it('asks one resume question in 15 and two in 20, grounded in the resume and closest to the goal', () => {
    const short = planInterview({ lang: 'en', length: 15, bank: ownBank, goal: typedGoal(analyst), resume });
    const resumeItems = short.items.filter((i) => i.source === 'resume');
    expect(resumeItems).toHaveLength(1);
    expect(resumeItems[0]?.text).toContain('Built a retention dashboard in SQL used by 30 producers');
    expect(resumeItems[0]?.text).toContain('Acme Games');
    expect(short.items[1]?.source).toBe('resume');
    const long = planInterview({ lang: 'zh', length: 20, bank: ownBank, goal: typedGoal(analyst), resume });
    const texts = long.items.filter((i) => i.source === 'resume').map((i) => i.text);
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.includes('Churn predictor') && t.includes('项目'))).toBe(true);
    const none = planInterview({ lang: 'en', length: 15, bank: ownBank });
    expect(none.items.some((i) => i.source === 'resume')).toBe(false);
  });

  it('writes every question in the requested language', () => {
    const han = /\p{Script=Han}/u;
    const zh = planInterview({ lang: 'zh', length: 15, bank: ownBank, resume });
    expect(zh.items.every((i) => han.test(i.text))).toBe(true);
    const en = planInterview({ lang: 'en', length: 15, bank: ownBank, resume });
    expect(en.items.some((i) => han.test(i.text))).toBe(false);
  });

  it('fills a bank too small for the length with generic questions, still without repeats', () => {
    const plan = planInterview({ lang: 'en', length: 15, bank: ownBank.slice(0, 5) });
    expect(plan.items).toHaveLength(15);
    expect(plan.items.filter((i) => i.source === 'generic')).toHaveLength(8);
    expect(new Set(plan.items.map((i) => i.text)).size).toBe(15);
  });
});
