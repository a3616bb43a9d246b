import type { SeedPosition } from '../src/db/seed/seed-schema.ts';

/** A position in the seed format with 20 questions, made for the test. */
export function fixture(
  slug: string,
  field: SeedPosition['field'],
  en: string,
  zh: string,
  company: [string, string],
): SeedPosition {
  const both = (e: string, z: string) => ({ en: e, zh: z });
  return {
    slug,
    field,
    title: both(en, zh),
    company: both(...company),
    companyDetails: both(`${company[0]} builds things.`, `${company[1]}是一家公司。`),
    description: both(`Work as ${en} on payments.`, `负责支付方向的${zh}工作。`),
    requirements: { en: ['Three years of experience'], zh: ['三年以上经验'] },
    competencies: [
      { key: 'coding', name: both('Coding', '编码'), weight: 0.3 },
      { key: 'design', name: both('Design', '设计'), weight: 0.2 },
      { key: 'communication', name: both('Communication', '沟通'), weight: 0.2 },
      { key: 'ownership', name: both('Ownership', '责任心'), weight: 0.15 },
      { key: 'learning', name: both('Learning', '学习能力'), weight: 0.15 },
    ],
    questions: Array.from({ length: 20 }, (_, i) => ({
      id: `${slug}-q${String(i + 1).padStart(2, '0')}`,
      kind: i < 7 ? ('behavioral' as const) : ('technical' as const),
      competency: i < 7 ? 'communication' : 'coding',
      text: both(`Question ${i + 1} about ${en}?`, `关于${zh}的第 ${i + 1} 题？`),
      keyPoints: { en: ['a point', 'another point', 'a third'], zh: ['要点一', '要点二', '要点三'] },
      frame: {
        type: i < 7 ? ('star' as const) : ('technical' as const),
        en: ['One', 'Two', 'Three', 'Four'],
        zh: ['一', '二', '三', '四'],
      },
    })),
  };
}
