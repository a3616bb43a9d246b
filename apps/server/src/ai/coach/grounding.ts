import type { Lang, ResumeFacts } from '@offerpilot/shared';
import { searchBank, type BankIndex } from '../retrieval/bank.ts';
import { buildMaterialIndex, searchMaterials, type MaterialChunk } from '../retrieval/materials.ts';
import type { Grounding } from './hints.ts';

/** What a thread grounds on besides the bank: the goal's position and requirements, the resume's facts. */
export interface ThreadMaterials {
  positionSlug: string | null;
  requirements: string[];
  facts: ResumeFacts | null;
}

/** A bank match below this BM25 score is a guess, not a match: the hint then says so. */
const MIN_BANK_SCORE = 4;
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
 * The grounding of one thread's questions: the closest bank question (the goal's position first), and the
 * resume facts and goal requirements that fit the question and that question's key points.
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
  return (question: string, lang: Lang): Grounding => {
    const [top] = searchBank(bank, question, lang, {
      k: 1,
      positionSlug: materials.positionSlug ?? undefined,
    });
    const matched = top && top.score >= MIN_BANK_SCORE ? top.question : null;
    const probe = matched ? `${question}\n${matched.keyPoints[lang].join('\n')}` : question;
    const pick = (kind: string, k: number) =>
      searchMaterials(index, probe, { k, kinds: [kind], minScore: 0.5 }).map((h) => h.chunk.text);
    const facts = pick('fact', FACTS_PER_HINT);
    return {
      question: matched,
      resumeFacts: facts.length ? facts : measurable,
      requirements: pick('requirement', REQUIREMENTS_PER_HINT),
    };
  };
}
