import type { ResumeFacts } from '@offerpilot/shared';
import { blocksOf } from './blocks.ts';
import { readEducation, startsEducation } from './education.ts';
import { readExperience } from './experience.ts';
import { readHeading, type Section } from './headings.ts';
import { isChinese } from './lines.ts';
import { readProject } from './projects.ts';
import { readSkills } from './skills.ts';

const MAX_ENTRIES = 30;

/** The lines of a resume grouped by the section heading they stand under. */
function sections(text: string): Map<Section, string[]> {
  const found = new Map<Section, string[]>();
  let current: string[] | null = null;
  for (const line of text.split('\n')) {
    const heading = readHeading(line.trim());
    if (heading) {
      current = found.get(heading.section) ?? [];
      found.set(heading.section, current);
      if (heading.rest) current.push(heading.rest);
    } else current?.push(line);
  }
  return found;
}

/** Reads the facts of a resume (education, experience, projects, skills) from its text, en or zh. */
export function parseResumeFacts(text: string): ResumeFacts {
  const lang = isChinese(text) ? 'zh' : 'en';
  const found = sections(text);
  const blocks = (section: Section) => blocksOf(found.get(section) ?? []).slice(0, MAX_ENTRIES);
  return {
    education: blocksOf(found.get('education') ?? [], startsEducation)
      .slice(0, MAX_ENTRIES)
      .map((b) => readEducation(b, lang))
      .filter((e) => e.school || e.degree),
    experience: blocks('experience')
      .map((b) => readExperience(b, lang))
      .filter((e) => e.company || e.title),
    projects: blocks('projects')
      .map((b) => readProject(b, lang))
      .filter((p) => p.name),
    skills: readSkills(found.get('skills') ?? []),
    lang,
  };
}
