import { careerReportSchema, type CareerState, type Lang, type RiasecArea } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { useModelFake } from '../../../test/model-fake.ts';
import { streamReply, type FakeReply } from '../../../test/openai-fake.ts';
import { readSeedDir } from '../../db/seed/load-seed.ts';
import { INVENTORY } from './inventory.ts';
import { composeCareerReport } from './llm-report.ts';
import { careerReport } from './report.ts';

const { positions } = readSeedDir();

/** A finished inventory of someone who likes the activities of `liked` areas and the values `values`. */
function finished(lang: Lang, liked: RiasecArea[], values: string[]): CareerState {
  const answers = INVENTORY.map((item) =>
    (item.type === 'statement' ? liked.includes(item.area) : values.includes(item.id)) ? 'like' : 'dislike',
  );
  return { version: 1, lang, answers, done: true };
}

const analyst = finished('en', ['I', 'C'], ['V1', 'V3']);
const offline = careerReport(analyst, positions);
/** A real job-center position in none of the families the offline scoring suggested. */
const outside = positions.find((p) => !offline.families.slice(0, 3).some((f) => f.field === p.field));

const model = useModelFake();
const { chat, prompt } = model;

const json = (body: unknown): FakeReply => {
  const text = JSON.stringify(body);
  return streamReply([text.slice(0, 30), text.slice(30)]);
};

describe('career report written by a model', () => {
  it('takes the summary and suggestions from the model, only among the positions the scoring chose', async () => {
    const [first, second] = offline.positions;
    if (!first || !second || !outside) throw new Error('seed too small for this test');
    model.fake.reply(
      json({
        summary: 'You love evidence and order: data work suits you.',
        positions: [
          { slug: second.slug, reason: 'You like finding patterns in numbers.' },
          { slug: 'openai-chief-vibes-officer', reason: 'Invented.' },
          { slug: outside.slug, reason: 'Outside your families.' },
          { slug: first.slug, reason: 'Clear procedures and analysis.' },
        ],
      }),
    );
    const report = await composeCareerReport(analyst, positions, chat());
    expect(careerReportSchema.parse(report)).toEqual(report);
    expect(report).toMatchObject({
      engine: 'llm',
      summary: 'You love evidence and order: data work suits you.',
      code: offline.code,
      areas: offline.areas,
      families: offline.families,
    });
    expect(report.positions).toEqual([
      { ...second, reason: 'You like finding patterns in numbers.' },
      { ...first, reason: 'Clear procedures and analysis.' },
    ]);
    const { user } = prompt();
    expect(user).toContain(`Interest code: ${offline.code}`);
    for (const p of offline.positions) expect(user).toContain(`- ${p.slug}: ${p.title}`);
    expect(user).not.toContain(outside.slug);
  });

  it('asks in Chinese for a Chinese report', async () => {
    const state = finished('zh', ['I', 'C'], []);
    const [first] = careerReport(state, positions).positions;
    model.fake.reply(
      json({ summary: '你喜欢分析和有条理的工作。', positions: [{ slug: first?.slug, reason: '适合你。' }] }),
    );
    const report = await composeCareerReport(state, positions, chat());
    expect(report).toMatchObject({ engine: 'llm', summary: '你喜欢分析和有条理的工作。' });
    expect(report.positions[0]?.title).toBe(first?.title);
    const { system, user } = prompt();
    expect(system).toMatch(/职业规划顾问/);
    expect(user).toContain('兴趣代码');
    expect(`${system}\n${user}`).not.toMatch(/Interest code|career guide/);
  });

  it.each<[string, FakeReply]>([
    ['a 500', { type: 'error', status: 500 }],
    ['malformed JSON', streamReply(['{"summary": "You like data", "positions": ['])],
    [
      'only positions outside the scoring',
      json({ summary: 'Be a pilot.', positions: [{ slug: 'airline-pilot', reason: 'Fly.' }] }),
    ],
  ])('falls back to the offline report (engine offline) on %s', async (_, reply) => {
    model.fake.fallback = () => reply;
    const report = await composeCareerReport(analyst, positions, chat());
    expect(report).toEqual(offline);
    expect(report.engine).toBe('offline');
    expect(model.fake.requests.length).toBeGreaterThan(0);
  });

  it('is the offline report without a model', async () => {
    expect(await composeCareerReport(analyst, positions, null)).toEqual(offline);
    expect(model.fake.requests).toHaveLength(0);
  });
});
