import { interviewStateSchema, type InterviewState, type Lang } from '@offerpilot/shared';
import { describe, expect, it } from 'vitest';
import { useModelFake } from '../../../test/model-fake.ts';
import { streamReply, type FakeReply } from '../../../test/openai-fake.ts';
import { createGrounder } from '../coach/grounding.ts';
import { buildBankIndex } from '../retrieval/bank.ts';
import { loadSeedBank } from '../retrieval/seed-bank.ts';
import { composeFirstTurn, composeNextTurn } from './llm-turn.ts';
import { planInterview } from './plan.ts';
import { nextTurn, startInterview } from './turns.ts';

const SLUG = 'tencent-games-data-analyst';
const bank = loadSeedBank().filter((q) => q.positionSlug === SLUG);
const FACT = 'Built a retention dashboard in SQL used by 30 producers';
const REQUIREMENTS = [
  'Fluent SQL for player behaviour analysis',
  'Learns new statistical methods and validates them before trusting results',
];
const ground = createGrounder(buildBankIndex(bank), {
  positionSlug: SLUG,
  requirements: REQUIREMENTS,
  facts: {
    lang: 'en',
    education: [],
    skills: ['SQL', 'Python'],
    projects: [],
    experience: [
      { company: 'Acme Games', title: 'Data Analyst Intern', start: '', end: '', achievements: [FACT] },
    ],
  },
});

const INTRO = {
  en: 'I studied statistics at Fudan, did two analytics internships at a games company, and in 2024 I raised retention by 30%.',
  zh: '我在复旦大学读统计学，在一家游戏公司做过两段数据分析实习，2024年把留存率提升了30%，很喜欢把玩家数据变成决策。',
};
const RAMBLE = {
  en: 'Well, it was a busy semester and there was a lot going on in the team, so I mostly tried to stay positive, keep everyone in the loop and do my best every day.',
  zh: '那段时间学期很忙，团队里也有很多事情，我主要是尽量保持积极的心态，让大家都了解情况，每天都尽力把自己的事情做好，总体感觉还是不错的。',
};

const model = useModelFake();
const { chat, prompt } = model;

const planFor = (lang: Lang) =>
  planInterview({
    lang,
    length: 15,
    bank,
    seed: 2,
    goal: {
      positionName: lang === 'zh' ? '数据分析师' : 'Data Analyst',
      requirements: 'SQL',
      jobDescription: '',
    },
  });

/** An interview run offline up to its first bank question with key points. */
function atBankQuestion(lang: Lang): InterviewState {
  let { state } = startInterview(planFor(lang));
  while (state.plan[state.cursor]?.source !== 'bank' || !state.plan[state.cursor]?.keyPoints.length) {
    ({ state } = nextTurn(state, { text: INTRO[lang] }));
    if (state.lastTurn.kind === 'followup') ({ state } = nextTurn(state, { text: INTRO[lang] }));
  }
  return state;
}

describe('interviewer turns phrased by a model', () => {
  it('says the opening in its own words, grounded on the plan, the goal and the resume; the turn records llm', async () => {
    const plan = planFor('en');
    model.fake.reply(
      streamReply(['Hi, thanks for joining us. ', 'Could you walk me through your background?']),
    );
    const { state, turn } = await composeFirstTurn(plan, chat(), { ground });
    expect(turn).toMatchObject({
      kind: 'question',
      engine: 'llm',
      index: 1,
      text: 'Hi, thanks for joining us. Could you walk me through your background?',
      question: plan.items[0]?.text,
    });
    expect(state.lastTurn).toEqual(turn);
    expect(interviewStateSchema.parse(state)).toEqual(state);
    const { user } = prompt();
    expect(user).toContain('Data Analyst');
    expect(user).toContain(plan.items[0]?.text);
    expect(user).toContain(FACT);
  });

  it('asks the follow-up the rules call for in its words, from the question, its key points and the answer', async () => {
    const state = atBankQuestion('en');
    const item = state.plan[state.cursor];
    const followup = 'How exactly would you join the logins to the new players?';
    model.fake.reply(streamReply(['How exactly would you ', 'join the logins to the new players?']));
    const next = await composeNextTurn(state, { text: RAMBLE.en }, chat(), { ground });
    expect(next.turn).toMatchObject({
      kind: 'followup',
      followupReason: 'missedKeyPoint',
      engine: 'llm',
      text: followup,
      question: followup,
      bankQuestionId: item?.bankQuestionId,
    });
    const { user } = prompt();
    for (const part of [item?.text, item?.keyPoints[0], RAMBLE.en, FACT]) expect(user).toContain(part);
    expect(REQUIREMENTS.some((r) => user.includes(`Job requirements:\n- ${r}`))).toBe(true);

    // The next planned question keeps its bank wording for the report; the exchange keeps the model's follow-up.
    model.fake.reply(streamReply(['Thanks. Next: tell me about a metric you defined.']));
    const after = await composeNextTurn(next.state, { text: RAMBLE.en }, chat(), { ground });
    expect(after.turn).toMatchObject({ kind: 'question', engine: 'llm', index: state.cursor + 2 });
    expect(after.turn.question).toBe(state.plan[state.cursor + 1]?.text);
    expect(after.state.exchanges.at(-1)).toMatchObject({ kind: 'followup', question: followup });
  });

  it('asks the model in Chinese for a Chinese interview', async () => {
    const state = atBankQuestion('zh');
    model.fake.reply(streamReply(['好的，', '能具体说说你是怎么关联登录表和新用户表的吗？']));
    const { turn } = await composeNextTurn(state, { text: RAMBLE.zh }, chat(), { ground });
    expect(turn).toMatchObject({ engine: 'llm', text: '好的，能具体说说你是怎么关联登录表和新用户表的吗？' });
    const { system, user } = prompt();
    expect(system).toMatch(/面试官/);
    expect(user).toContain('计划问题');
    expect(user).toContain(state.plan[state.cursor]?.keyPoints[0]);
    expect(`${system}\n${user}`).not.toMatch(/Planned question|interviewer/);
  });

  it.each<[string, FakeReply]>([
    ['a 500', { type: 'error', status: 500 }],
    [
      'a stream cut after its first words',
      { type: 'stream', chunks: [{ delta: 'Could you tell' }], end: 'reset' },
    ],
    ['a monologue', streamReply(['This is far too long to say. '.repeat(40)])],
  ])('falls back to the offline turn (engine offline) on %s', async (_, reply) => {
    const state = atBankQuestion('en');
    model.fake.fallback = () => reply;
    const result = await composeNextTurn(state, { text: RAMBLE.en }, chat(), { ground });
    expect(result).toEqual(nextTurn(state, { text: RAMBLE.en }));
    expect(result.turn.engine).toBe('offline');
    expect(model.fake.requests.length).toBeGreaterThan(0);
  });

  it('is the offline interviewer without a model, and asks nothing after the end', async () => {
    const state = atBankQuestion('en');
    expect(await composeNextTurn(state, { text: RAMBLE.en }, null)).toEqual(
      nextTurn(state, { text: RAMBLE.en }),
    );
    const done = { ...state, done: true };
    expect(await composeNextTurn(done, { text: 'hello?' }, chat())).toEqual({
      state: done,
      turn: done.lastTurn,
    });
    expect(model.fake.requests).toHaveLength(0);
  });
});
