import {
  careerReportSchema,
  careerStateSchema,
  type CareerState,
  type Lang,
  type RiasecArea,
} from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { readSeedDir } from '../../db/seed/load-seed.ts';
import { answerCareerChat, startCareerChat } from './chat.ts';
import { INVENTORY } from './inventory.ts';
import { careerReport } from './report.ts';

const { positions } = readSeedDir();
const han = /\p{Script=Han}/u;

/** Runs the whole chat for someone who likes the activities of `liked` areas and the values `values`,
 * answering in free text of the chat's language. */
function runChat(lang: Lang, liked: RiasecArea[], values: string[]) {
  const say = lang === 'zh' ? { yes: '喜欢！', no: '不太喜欢' } : { yes: 'yes, I would', no: 'nope' };
  let step = startCareerChat(lang);
  const asked: string[] = [];
  let rounds = 0;
  while (!step.done) {
    const statement = step.messages.find((m) => m.kind === 'statement');
    const item = INVENTORY.find((i) => i.id === statement?.itemId);
    if (!item) throw new Error('no statement asked');
    asked.push(item.id);
    const yes = item.type === 'statement' ? liked.includes(item.area) : values.includes(item.id);
    const stored = JSON.parse(JSON.stringify(step.state)) as CareerState;
    step = answerCareerChat(careerStateSchema.parse(stored), yes ? say.yes : say.no);
    rounds++;
  }
  return { step, asked, rounds };
}

describe('career guide chat', () => {
  it('greets, then asks one statement at a time with like / unsure / dislike, in the language', () => {
    for (const lang of ['en', 'zh'] as const) {
      const { messages, done } = startCareerChat(lang);
      expect(done).toBe(false);
      expect(messages.map((m) => m.kind)).toEqual(['greeting', 'statement']);
      expect(messages[1]).toMatchObject({ itemId: 'R1', step: 1, total: INVENTORY.length });
      expect(messages[1]?.options?.map((o) => o.value)).toEqual(['like', 'unsure', 'dislike']);
      for (const m of messages) expect(han.test(m.text), `${lang}: ${m.text}`).toBe(lang === 'zh');
    }
  });

  it('asks at least 30 activity statements, 5 per area, plus work values, none twice', () => {
    const statements = INVENTORY.filter((i) => i.type === 'statement');
    expect(statements.length).toBeGreaterThanOrEqual(30);
    for (const area of ['R', 'I', 'A', 'S', 'E', 'C']) {
      expect(statements.filter((s) => s.area === area)).toHaveLength(5);
    }
    expect(INVENTORY.some((i) => i.type === 'value')).toBe(true);
    const { asked, rounds, step } = runChat('en', ['I'], []);
    expect(rounds).toBe(INVENTORY.length);
    expect(new Set(asked).size).toBe(INVENTORY.length);
    expect(step.messages.map((m) => m.kind)).toEqual(['summary']);
    expect(answerCareerChat(step.state, 'yes')).toEqual({ state: step.state, messages: [], done: true });
  });

  it('ranks data and finance first for a consistently Investigative and Conventional user', () => {
    for (const lang of ['en', 'zh'] as const) {
      const { step } = runChat(lang, ['I', 'C'], ['V1', 'V3']);
      const report = careerReport(step.state, positions);
      expect(careerReportSchema.parse(report)).toEqual(report);
      expect(['IC', 'CI']).toContain(report.code.slice(0, 2));
      expect(report.families.slice(0, 2).map((f) => f.field)).toEqual(['data', 'finance']);
      expect(report.families.map((f) => f.fit)).toEqual(
        [...report.families.map((f) => f.fit)].sort((a, b) => b - a),
      );
      expect(report.positions[0]?.field).toBe('data');
      const fields = new Set(report.positions.map((p) => p.field));
      expect([...fields].every((f) => report.families.slice(0, 3).some((x) => x.field === f))).toBe(true);
      const texts = [report.summary, ...report.families.map((f) => f.reason), step.messages[0]?.text ?? ''];
      for (const text of texts) expect(han.test(text), `${lang}: ${text}`).toBe(lang === 'zh');
      expect(report.positions[0]?.title).toBe(
        positions.find((p) => p.slug === report.positions[0]?.slug)?.title[lang],
      );
    }
  });

  it('ranks other profiles elsewhere: Artistic and Enterprising into marketing or design', () => {
    const { step } = runChat('en', ['A', 'E'], ['V5']);
    const report = careerReport(step.state, positions);
    expect(report.code.slice(0, 2)).toMatch(/^(AE|EA)$/);
    expect(['marketing', 'design']).toContain(report.families[0]?.field);
    expect(report.families.slice(0, 3).map((f) => f.field)).not.toContain('data');
    expect(report.families[0]?.reason).toMatch(/Artistic|Enterprising/);
  });

  it('asks again, without moving on, when a reply is none of the answers', () => {
    const start = startCareerChat('zh');
    const step = answerCareerChat(start.state, '今天天气怎么样');
    expect(step.state).toEqual(start.state);
    expect(step.messages.map((m) => m.kind)).toEqual(['retry', 'statement']);
    expect(step.messages[1]?.itemId).toBe('R1');
    expect(han.test(step.messages[0]?.text ?? '')).toBe(true);
  });

  it('refuses a report before the inventory is finished', () => {
    const { state } = startCareerChat('en');
    expect(() => careerReport(state, positions)).toThrow(/not finished/);
  });
});
