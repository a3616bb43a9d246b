import type { Lang, ResumeFacts } from '@offerpilot/shared';
import type { BankIndex } from '../retrieval/bank.ts';
import { buildMaterialIndex, searchMaterials, type MaterialChunk } from '../retrieval/materials.ts';
import { claimQuestion } from './claim.ts';
import type { Grounding } from './hints.ts';

/**
 * What a thread grounds on besides the bank: the goal's position, requirements and company (in the thread's
 * language), the resume's facts.
 */
export interface ThreadMaterials {
  positionSlug: string | null;
  requirements: string[];
  facts: ResumeFacts | null;
  company?: string | null;
}

/** Types whose answer is about the company: the goal's company is named in their hints. */
const COMPANY_TYPES = new Set(['motivation', 'questionsForInterviewer', 'salary']);
const FACTS_PER_HINT = 3;
const REQUIREMENTS_PER_HINT = 2;

/** The resume's facts as one line each: achievements with their company, projects, skills. */
export function factLines(facts: ResumeFacts | null): string[] {
  if (!facts) return [];
  const lines: string[] = [];
  for (const job of facts.experience) {
    const where = [job.company, job.title].filter(Boolean).join(', ');
    for (const achievement of job.achievements) lines.push(where ? `${where}: ${achievement}` : achievement);
  }
  for (const project of facts.projects) {
    const detail = [project.description, ...project.achievements].filter(Boolean).join(' ');
    lines.push(detail ? `${project.name}: ${detail}` : project.name);
  }
  if (facts.skills.length) lines.push(facts.skills.join(', '));
  return lines;
}

/**
 * The grounding of one thread's questions: the bank or classic question the interviewer asked, if any (the
 * claim decision, the goal's position first among near ties), the question's type, the resume facts and goal
 * requirements that fit the question and that question's key points, and the goal's company where the question
 * is about it (it names the company, or its type is about the employer: motivation, questions for us, pay).
 */
export function createGrounder(bank: BankIndex, materials: ThreadMaterials) {
  const chunks: MaterialChunk[] = [
    ...materials.requirements.map((text, i) => ({ id: `r${i}`, text, kind: 'requirement' })),
    ...factLines(materials.facts).map((text, i) => ({ id: `f${i}`, text, kind: 'fact' })),
  ];
  const index = buildMaterialIndex(chunks);
  // When no fact shares a word with the question, the measurable achievements are still the best stories.
  const measurable = factLines(materials.facts)
    .filter((line) => /\d/.test(line))
    .slice(0, 2);
  const company = materials.company?.trim() || null;
  return (question: string, lang: Lang): Grounding => {
    const claim = claimQuestion(bank, question, lang, {
      positionSlug: materials.positionSlug ?? undefined,
      company,
    });
    const matched = claim.hit?.question ?? null;
    const probe = matched ? `${question}\n${matched.keyPoints[lang].join('\n')}` : question;
    const pick = (kind: string, k: number) =>
      searchMaterials(index, probe, { k, kinds: [kind], minScore: 0.5 }).map((h) => h.chunk.text);
    const facts = pick('fact', FACTS_PER_HINT);
    const aboutCompany =
      company !== null &&
      (COMPANY_TYPES.has(claim.type) || question.toLowerCase().includes(company.toLowerCase()));
    return {
      question: matched,
      type: claim.type,
      company: aboutCompany ? company : null,
      resumeFacts: facts.length ? facts : measurable,
      requirements: pick('requirement', REQUIREMENTS_PER_HINT),
    };
  };
}
