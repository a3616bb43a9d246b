import { describe, expect, it } from 'vitest';
import type { ResumeFacts, ResumeSummary } from '@offerpilot/shared';
import {
  educationLine,
  experienceLine,
  factCounts,
  formatPeriod,
  joinParts,
  projectLine,
} from './resume-facts.ts';
import { pickResume } from './selection.ts';

const empty: ResumeFacts = { education: [], experience: [], projects: [], skills: [], lang: 'en' };

describe('resume facts as the Materials page shows them', () => {
  it('writes a period with "present" in the user\'s words, one side alone, or nothing', () => {
    expect(formatPeriod('2021-07', 'present', 'present')).toBe('2021-07 – present');
    expect(formatPeriod('2019-09', '2023-06', '至今')).toBe('2019-09 – 2023-06');
    expect(formatPeriod('2021-03', '', '至今')).toBe('2021-03');
    expect(formatPeriod('', 'present', '至今')).toBe('至今');
    expect(formatPeriod('', '', 'present')).toBe('');
  });

  it('joins only the parts that are there', () => {
    expect(joinParts(['B.S.', ' Computer Science '])).toBe('B.S. · Computer Science');
    expect(joinParts(['', 'Economics', ' '])).toBe('Economics');
    expect(joinParts([])).toBe('');
  });

  it('heads education with the school, else with degree and major', () => {
    const school = {
      school: 'UC Berkeley',
      degree: 'B.S.',
      major: 'Computer Science',
      start: '2016-08',
      end: '2020-05',
    };
    expect(educationLine(school, 'present')).toEqual({
      heading: 'UC Berkeley',
      detail: 'B.S. · Computer Science',
      period: '2016-08 – 2020-05',
      points: [],
    });
    expect(educationLine({ ...school, school: '' }, 'present')).toMatchObject({
      heading: 'B.S. · Computer Science',
      detail: '',
    });
  });

  it('heads experience with the title and keeps its achievements', () => {
    const job = {
      company: 'Stripe Inc.',
      title: 'Senior Software Engineer',
      start: '2021-07',
      end: 'present',
      achievements: ['Led the ledger migration.'],
    };
    expect(experienceLine(job, 'present')).toEqual({
      heading: 'Senior Software Engineer',
      detail: 'Stripe Inc.',
      period: '2021-07 – present',
      points: ['Led the ledger migration.'],
    });
    expect(experienceLine({ ...job, title: '' }, 'present')).toMatchObject({
      heading: 'Stripe Inc.',
      detail: '',
    });
    expect(
      projectLine({ name: 'OfferPilot', description: 'An AI coach', achievements: ['1,000 users'] }),
    ).toEqual({
      heading: 'OfferPilot',
      detail: 'An AI coach',
      period: '',
      points: ['1,000 users'],
    });
  });

  it('counts the facts of each section', () => {
    expect(factCounts(empty)).toEqual({ education: 0, experience: 0, projects: 0, skills: 0, any: false });
    expect(factCounts({ ...empty, skills: ['SQL', 'Go'] })).toMatchObject({ skills: 2, any: true });
  });
});

describe('the resume the page opens', () => {
  const resume = (id: number, isDefault: boolean): ResumeSummary => ({
    id,
    title: `r${id}`,
    source: 'text',
    fileName: null,
    mime: null,
    isDefault,
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
  });

  it('is the chosen one while it exists, else the default, else the newest, else none', () => {
    const list = [resume(3, false), resume(2, true), resume(1, false)];
    expect(pickResume(list, 1)).toBe(1);
    expect(pickResume(list, 99)).toBe(2);
    expect(pickResume(list, null)).toBe(2);
    expect(pickResume([resume(5, false), resume(4, false)], null)).toBe(5);
    expect(pickResume([], 3)).toBeNull();
  });
});
