import { interviewStateSchema, type InterviewState, type Lang } from '@offerpilot/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BankQuestion } from '../retrieval/bank.ts';
import { loadSeedBank } from '../retrieval/seed-bank.ts';
import { hasMeasurableResult } from './follow-up.ts';
import { planInterview } from './plan.ts';
import { nextTurn, startInterview } from './turns.ts';

let bank: BankQuestion[];
beforeAll(() => {
  bank = loadSeedBank().filter((q) => q.positionSlug === 'tencent-games-data-analyst');
});

const INTRO = {
  en: 'I studied statistics at Fudan, did two analytics internships at a games company, and I love turning player data into decisions.',
  zh: '我在复旦大学读统计学，在一家游戏公司做过两段数据分析实习，很喜欢把玩家数据变成能落地的决策，也一直在关注游戏行业。',
};
const RAMBLE = {
  en: 'Well, it was a busy semester and there was a lot going on in the team, so I mostly tried to stay positive, keep everyone in the loop and do my best every day.',
  zh: '那段时间学期很忙，团队里也有很多事情，我主要是尽量保持积极的心态，让大家都了解情况，每天都尽力把自己的事情做好，总体感觉还是不错的。',
};

/** An interview on the data analyst's bank, past the opening, at its first bank question with STAR frame. */
function atStarQuestion(lang: Lang) {
  const plan = planInterview({ lang, length: 15, bank, seed: 2 });
  let { state } = startInterview(plan);
  for (;;) {
    const item = state.plan[state.cursor];
    if (item?.source === 'bank' && item.frameType === 'star') {
      if (!item.keyPoints.some(hasMeasurableResult)) return { state, item };
    }
    ({ state } = nextTurn(state, { text: INTRO[lang] + ' 2024 30%' }));
    if (state.lastTurn.kind === 'followup') ({ state } = nextTurn(state, { text: INTRO[lang] }));
    if (state.done) throw new Error('no STAR question in the plan');
  }
}

describe('interviewer turns', () => {
  it('opens with the greeting and the self-introduction, naming the position', () => {
    const plan = planInterview({
      lang: 'en',
      length: 15,
      bank,
      goal: { positionName: 'Data Analyst', requirements: 'SQL', jobDescription: 'Player analytics' },
    });
    const { state, turn } = startInterview(plan);
    expect(turn).toMatchObject({ kind: 'question', index: 1, total: 15 });
    expect(turn.text).toContain('Data Analyst');
    expect(turn.text).toContain('introduce yourself');
    expect(interviewStateSchema.parse(state)).toEqual(state);
  });

  it('moves on without a follow-up when the key points are covered with a measured result', () => {
    const { state, item } = atStarQuestion('en');
    const answer = `${item.keyPoints.join('. ')}. In the end retention rose by 12%, about 3,000 players a week.`;
    const { turn } = nextTurn(state, { text: answer });
    expect(turn.kind).toBe('question');
    expect(turn.index).toBe(state.cursor + 2);
  });

  it('follows up once on the most important missed key point, then moves on', () => {
    const { state, item } = atStarQuestion('en');
    const first = nextTurn(state, { text: RAMBLE.en });
    expect(first.turn).toMatchObject({ kind: 'followup', followupReason: 'missedKeyPoint' });
    expect(first.turn.index).toBe(state.cursor + 1);
    expect(first.turn.bankQuestionId).toBe(item.bankQuestionId);
    expect(first.turn.text).toContain(item.keyPoints[0]?.replace(/\.$/, ''));
    const second = nextTurn(first.state, { text: RAMBLE.en });
    expect(second.turn.kind).not.toBe('followup');
    expect(second.turn.index).toBe(state.cursor + 2);
  });

  it('asks for a measurable result when a STAR answer covers the points but has none', () => {
    const { state, item } = atStarQuestion('zh');
    const { turn } = nextTurn(state, { text: `${item.keyPoints.join('。')}。` });
    expect(turn).toMatchObject({ kind: 'followup', followupReason: 'noResult' });
    expect(turn.text).toMatch(/结果/);
  });

  it('asks for specifics when the answer is very short, in the interview language', () => {
    const { state } = atStarQuestion('zh');
    const { turn } = nextTurn(state, { text: '做过，挺顺利的。' });
    expect(turn).toMatchObject({ kind: 'followup', followupReason: 'tooShort' });
    expect(turn.text).toMatch(/具体/);
  });

  it('ends after the planned questions, keeps every exchange, and survives a JSON round trip', () => {
    const plan = planInterview({ lang: 'en', length: 20, bank, seed: 9 });
    let { state, turn } = startInterview(plan);
    const indexes: number[] = [];
    let turns = 0;
    while (turn.kind !== 'end') {
      indexes.push(turn.index);
      const stored = JSON.parse(JSON.stringify(state)) as InterviewState;
      ({ state, turn } = nextTurn(interviewStateSchema.parse(stored), { text: RAMBLE.en, durationMs: 9000 }));
      turns++;
      expect(turns).toBeLessThan(60);
    }
    expect(new Set(indexes)).toEqual(new Set(Array.from({ length: 20 }, (_, i) => i + 1)));
    expect(indexes.filter((i) => i === 20)).toHaveLength(1);
    expect(state.done).toBe(true);
    expect(state.exchanges).toHaveLength(turns);
    expect(state.exchanges.at(-1)).toMatchObject({ kind: 'closing', index: 20, durationMs: 9000 });
    expect(turn).toMatchObject({ index: 20, total: 20 });
    expect(nextTurn(state, { text: 'hello?' })).toEqual({ state, turn });
  });
});
