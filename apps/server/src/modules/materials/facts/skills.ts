import { clip, splitLabel, stripBullet } from './lines.ts';

const LEAD =
  /^(?:proficient (?:in|with)|familiar with|experienced (?:in|with)|knowledge of|strong|good at|expert in|熟练掌握|熟练使用|熟练运用|熟悉|掌握|精通|了解|擅长|能够使用|会使用)\s*/i;
const TAIL = /(?<!\s)\s*(?:等[\u4e00-\u9fff]{0,6}|etc\.?|and more)$/iu;
const MAX_SKILLS = 100;

/** The skills a section lists: split on commas, 、, | and semicolons; labels and filler words dropped. */
export function readSkills(lines: string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of lines) {
    const line = stripBullet(raw);
    const label = splitLabel(line);
    const list = label && label.value ? label.value : line;
    for (const item of list.split(/[,，、|｜;；•·]|(?<!\s)\s+\/\s+/u)) {
      const skill = clip(
        item
          .replace(LEAD, '')
          .replace(TAIL, '')
          .replace(/[。.]$/, ''),
      );
      if (skill.length > 0 && skill.length <= 40 && !seen.has(skill.toLowerCase())) {
        seen.set(skill.toLowerCase(), skill);
      }
    }
  }
  return [...seen.values()].slice(0, MAX_SKILLS);
}
