import type { EducationFact } from '@offerpilot/shared';
import type { Block } from './blocks.ts';
import { findDegree } from './degrees.ts';
import { clip, splitLabel, splitParts } from './lines.ts';

const SCHOOL =
  /universit|college|institute|school|academy|polytechnic|\bUCLA\b|\bMIT\b|大学|学院|学校|研究院|研究所|中学|高中/i;
const NOT_MAJOR =
  /\bgpa\b|绩点|排名|rank|honou?rs|cum laude|scholarship|奖学金|主修课程|courses|coursework|(?<![A-Z])[A-Z][a-z]+,\s?[A-Z]{2}$/i;
const MAJOR_LABEL = /^(?:major|field of study|专业|所学专业|主修)$/i;

const DEGREE_NOISE = /研究生|学位|学历|在读|统招|全日制|[()（）\s]/g;

/** The major beside a degree word: "B.S. in Computer Science", "Master of Finance", "软件工程（硕士）". */
function majorBeside(part: string, degree: { start: number; end: number }, lang: 'en' | 'zh'): string {
  if (lang === 'zh') {
    const rest = (part.slice(0, degree.start) + part.slice(degree.end)).replace(DEGREE_NOISE, '');
    return rest.length >= 2 ? rest : '';
  }
  const rest = part
    .slice(degree.end)
    .replace(/^\s*(?:degree)?\s*(?:of\s+(?:science|arts|engineering)\s+)?/i, '');
  const m = rest.match(/^(?:in|of|,|\(|，)(.*)$/i);
  return m?.[1] ? m[1].replace(/\)$/, '').trim() : '';
}

/** A second degree or a second school in one entry starts the next entry ("B.A., Economics" after an M.S.). */
export function startsEducation(line: string, block: Block): boolean {
  const names = (test: (h: string) => boolean) => test(line) && block.header.some(test);
  return names((h) => findDegree(h, 'en') !== null) || names((h) => SCHOOL.test(h));
}

/** Heading parts; "University of California, Berkeley" keeps its comma, "B.S., Physics" does not. */
function partsOf(block: Block, lang: 'en' | 'zh'): string[] {
  return block.header
    .flatMap((h) => splitParts(h, lang === 'zh', false))
    .flatMap((p) => (SCHOOL.test(p) && !findDegree(p, lang) ? [p] : splitParts(p, lang === 'zh')));
}

/** One education entry from a block: school, degree, major and dates. */
export function readEducation(block: Block, lang: 'en' | 'zh'): EducationFact {
  const fact: EducationFact = {
    school: '',
    degree: '',
    major: '',
    start: block.dates?.start ?? '',
    end: block.dates?.end ?? '',
  };
  const leftovers: string[] = [];
  let majorNext = false;
  for (const part of partsOf(block, lang)) {
    const expectMajor = majorNext;
    majorNext = false;
    const label = splitLabel(part);
    const degree = findDegree(part, lang);
    if (label && MAJOR_LABEL.test(label.label)) fact.major ||= label.value;
    else if (!fact.school && SCHOOL.test(part) && !degree) fact.school = part;
    else if (degree && !fact.degree) {
      fact.degree = degree.degree;
      fact.major ||= majorBeside(part, degree, lang);
      majorNext = !fact.major;
    } else if (!NOT_MAJOR.test(part) && !SCHOOL.test(part)) {
      // "B.S., Computer Science": in English the major follows the degree.
      if (expectMajor) fact.major = part;
      else leftovers.push(part);
    }
  }
  fact.school ||= leftovers.shift() ?? '';
  // In Chinese resumes the major stands alone: "浙江大学 | 计算机科学与技术 | 本科".
  if (!fact.major && lang === 'zh') fact.major = leftovers[0] ?? '';
  return {
    ...fact,
    school: clip(fact.school),
    major: clip(fact.major.replace(/专业$/, '')),
  };
}
