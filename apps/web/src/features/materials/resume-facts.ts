import type { EducationFact, ExperienceFact, ProjectFact, ResumeFacts } from '@offerpilot/shared';

/** The parts that are there, joined: "B.S. · Computer Science"; empty when none is. */
export const joinParts = (parts: readonly string[], separator = ' · ') =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

/**
 * A fact's dates as one range: `YYYY-MM` and `YYYY` as the resume gave them, `present` in the user's
 * words; one side alone stands alone; empty when the resume gave none.
 */
export function formatPeriod(start: string, end: string, presentLabel: string): string {
  const show = (date: string) => (date === 'present' ? presentLabel : date);
  if (start && end) return `${show(start)} – ${show(end)}`;
  return show(start || end);
}

/** What one line of a fact list shows: a heading, a detail line, dates, and bullet points. */
export interface FactLine {
  heading: string;
  detail: string;
  period: string;
  points: readonly string[];
}

export function educationLine(fact: EducationFact, presentLabel: string): FactLine {
  const detail = joinParts([fact.degree, fact.major]);
  return {
    heading: fact.school || detail,
    detail: fact.school ? detail : '',
    period: formatPeriod(fact.start, fact.end, presentLabel),
    points: [],
  };
}

export function experienceLine(fact: ExperienceFact, presentLabel: string): FactLine {
  return {
    heading: fact.title || fact.company,
    detail: fact.title ? fact.company : '',
    period: formatPeriod(fact.start, fact.end, presentLabel),
    points: fact.achievements,
  };
}

export const projectLine = (fact: ProjectFact): FactLine => ({
  heading: fact.name,
  detail: fact.description,
  period: '',
  points: fact.achievements,
});

/** How many facts each section holds, and whether the text gave any at all. */
export function factCounts(facts: ResumeFacts) {
  const counts = {
    education: facts.education.length,
    experience: facts.experience.length,
    projects: facts.projects.length,
    skills: facts.skills.length,
  };
  return { ...counts, any: Object.values(counts).some((n) => n > 0) };
}
