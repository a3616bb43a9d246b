/** Sections of a resume the parser reads; `other` ends a section without being read. */
export type Section = 'education' | 'experience' | 'projects' | 'skills' | 'other';

const HEADINGS: [Section, RegExp][] = [
  [
    'education',
    /^(?:education(?:al background)?|academic background|academics|education (?:and|&) training|教育经历|教育背景|学历背景|学习经历|教育)$/i,
  ],
  [
    'experience',
    /^(?:(?:work|professional|employment|internship|relevant|industry|career)\s+(?:experience|history)|experience|employment(?: history)?|internships?|work history|工作经历|实习经历|工作经验|实习经验|职业经历|工作履历|工作\/实习经历|实习\/工作经历|工作与实习经历)$/i,
  ],
  [
    'projects',
    /^(?:(?:selected|academic|personal|key|relevant|side)?\s*projects?(?:\s+experience)?|project experience|项目经历|项目经验|项目实践|科研经历|科研项目)$/i,
  ],
  [
    'skills',
    /^(?:(?:technical|core|professional|key|relevant)?\s*skills(?:\s+(?:and|&)\s+(?:tools|technologies|competencies|interests))?|skill set|technologies|tech stack|专业技能|技能|技能特长|个人技能|技术栈|技术能力|专业能力|技能证书|专业技能与证书)$/i,
  ],
  [
    'other',
    /^(?:summary|profile|professional summary|objective|career objective|about(?: me)?|awards?(?: (?:and|&) honou?rs)?|honou?rs(?: (?:and|&) awards)?|certifications?|certificates|languages|publications|interests|hobbies|activities|extracurricular activities|leadership(?: experience)?|volunteer(?:ing| experience)?|references|contact|personal information|自我评价|个人简介|个人总结|个人优势|求职意向|获奖情况|荣誉奖项|获奖经历|荣誉证书|证书|语言能力|兴趣爱好|个人信息|基本信息|校园经历|社会实践|论文发表|自我介绍)$/i,
  ],
];

const WITHIN_ENTRY = /^(?:technologies|tech stack|技术栈|project)$/i;

/** A heading line without numbering, decoration and a closing colon. */
function bare(line: string): string {
  return line
    .trim()
    .replace(/^(?:[一二三四五六七八九十]+[、.．]|\d{1,2}[.、)]|#+|[■▌●◆★▶►|【[]+)\s*/u, '')
    .replace(/(?<![\s】\]:：|■▌-])[\s】\]:：|■▌-]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading line opens, with any text after `Heading:` on the same line; null otherwise. */
export function readHeading(line: string): { section: Section; rest: string } | null {
  if (line.length <= 60) {
    const whole = bare(line);
    for (const [section, pattern] of HEADINGS) if (pattern.test(whole)) return { section, rest: '' };
  }
  const inline = line.match(/^([^:：]{2,30})[:：](.+)$/);
  if (!inline?.[1] || !inline[2]) return null;
  const head = bare(inline[1]);
  // Inside an entry these label a line ("Tech stack: …") rather than open a section.
  if (WITHIN_ENTRY.test(head)) return null;
  // "Languages: English, 中文" inside Skills lists skills: only sections that are read open inline.
  for (const [section, pattern] of HEADINGS) {
    if (section !== 'other' && pattern.test(head)) return { section, rest: inline[2].trim() };
  }
  return null;
}
