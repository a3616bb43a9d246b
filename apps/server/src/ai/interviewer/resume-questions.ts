import { translate, trimEndOf, type InterviewPlanItem, type Lang } from '@offerpilot/shared';
import { tokenize } from '../text/tokenize.ts';

/** The parts of a resume the interviewer asks about (the facts parser's output). */
export interface InterviewResume {
  skills: string[];
  experience: { company: string; title: string; achievements: string[] }[];
  projects: { name: string; description?: string }[];
}

interface Candidate {
  /** One question per company or project: two questions on the same job would feel repetitive. */
  group: string;
  text: string;
  /** What the question is about, matched against the goal. */
  about: string;
  /** Quantified achievements make the best questions; a plain role the weakest. */
  bonus: number;
}

const QUOTE_MAX = 90;

/** Cuts a quoted resume line to a speakable length at a word or clause boundary. */
export function clip(text: string, max = QUOTE_MAX): string {
  const clean = trimEndOf(text.replace(/\s+/g, ' ').trim(), '.。;；,，!！');
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const boundary = Math.max(cut.lastIndexOf(' '), cut.search(/[，,；;、][^，,；;、]*$/u));
  return `${cut.slice(0, boundary > max / 2 ? boundary : max).trim()}…`;
}

function candidates(lang: Lang, resume: InterviewResume): Candidate[] {
  const t = (key: string, params: Record<string, string>) =>
    translate(lang, `interviewer:resume.${key}`, params);
  const out: Candidate[] = [];
  for (const job of resume.experience) {
    const company = clip(job.company, 40);
    const title = clip(job.title, 40);
    if (!company || !title) continue;
    const group = `job:${company}`;
    for (const line of job.achievements.filter((a) => a.trim())) {
      const achievement = clip(line);
      out.push({
        group,
        text: t('achievement', { company, title, achievement }),
        about: line,
        bonus: /\d/.test(line) ? 0.3 : 0.15,
      });
    }
    out.push({ group, text: t('role', { company, title }), about: title, bonus: 0 });
  }
  for (const project of resume.projects) {
    const name = clip(project.name, 40);
    if (!name) continue;
    const description = clip(project.description ?? '', 60);
    out.push({
      group: `project:${name}`,
      text: description ? t('project', { name, description }) : t('projectBare', { name }),
      about: `${name} ${project.description ?? ''}`,
      bonus: description ? 0.2 : 0.1,
    });
  }
  return out;
}

function skillCandidates(lang: Lang, skills: string[]): Candidate[] {
  return skills
    .map((s) => clip(s, 40))
    .filter(Boolean)
    .map((skill) => ({
      group: `skill:${skill}`,
      text: translate(lang, 'interviewer:resume.skill', { skill }),
      about: skill,
      bonus: 0,
    }));
}

/** How much a candidate is about the goal: distinct shared words, three or more counting fully (a share
 * would favour two-word lines such as "Cleaned data" over a real achievement). */
function goalMatch(about: string, goalTerms: Set<string>): number {
  const shared = new Set(tokenize(about).filter((term) => goalTerms.has(term)));
  return (0.6 * Math.min(shared.size, 3)) / 3;
}

/** Up to `count` resume-grounded questions on different jobs or projects, those closest to the goal first;
 * skills are asked about only when the resume has no jobs or projects. */
export function resumeQuestions(
  lang: Lang,
  resume: InterviewResume | undefined,
  count: number,
  goalTerms: Set<string>,
): InterviewPlanItem[] {
  if (!resume || count <= 0) return [];
  const found = candidates(lang, resume);
  const pool = found.length > 0 ? found : skillCandidates(lang, resume.skills);
  const ranked = pool
    .map((c, order) => ({ c, order, score: goalMatch(c.about, goalTerms) + c.bonus }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const groups = new Set<string>();
  const picked: InterviewPlanItem[] = [];
  for (const { c } of ranked) {
    if (picked.length >= count || groups.has(c.group)) continue;
    groups.add(c.group);
    picked.push({ source: 'resume', text: c.text, keyPoints: [], frameType: 'star' });
  }
  return picked;
}
