import { describe, expect, it } from 'vitest';
import { buildBankIndex } from '../retrieval/bank.ts';
import { loadSeedBank } from '../retrieval/seed-bank.ts';
import shipped from './bank-wordings.json' with { type: 'json' };
import { nearMissesOf, wordingsOf } from './bank-wordings.ts';
import { claimQuestion } from './claim.ts';
import { classicBankQuestions } from './classics.ts';

const seed = loadSeedBank();
const index = buildBankIndex([...seed, ...classicBankQuestions()]);

describe('other wordings of the bank questions', () => {
  it('are written for every seed question as its text stands, in both languages, with near misses', () => {
    for (const question of seed)
      for (const lang of ['en', 'zh'] as const) {
        expect(wordingsOf(question, lang).length).toBeGreaterThan(0);
        expect(nearMissesOf(question, lang).length).toBeGreaterThan(0);
      }
    expect(Object.keys(shipped).length).toBe(seed.length);
  });

  it('say nothing for a question whose text has changed since they were written', () => {
    const question = seed.find((q) => wordingsOf(q, 'en').length > 0);
    if (!question) throw new Error('no seed question has wordings');
    const edited = {
      ...question,
      text: { ...question.text, en: `${question.text.en} And what would you change?` },
    };
    expect(wordingsOf(edited, 'en')).toEqual([]);
    expect(nearMissesOf(edited, 'en')).toEqual([]);
    expect(wordingsOf(edited, 'zh')).toEqual(wordingsOf(question, 'zh'));
    expect(nearMissesOf(edited, 'zh')).toEqual(nearMissesOf(question, 'zh'));
  });

  it('let the claim find a question asked in words only its wordings use', () => {
    // Without the wordings this claimed q02, another question of the same position on models.
    const claim = claimQuestion(
      index,
      '线上模型效果悄悄掉了 一开始谁都没察觉 最后怎么发现的 你做了什么',
      'zh',
    );
    expect(claim.hit?.id).toBe('google-machine-learning-engineer-q04');
  });

  // Each was claimed as the bank question it neighbours before the near misses.
  it.each([
    [
      'en',
      'Write me a throttle function in TypeScript with leading and trailing calls. When would you use it instead of a debounce?',
    ],
    [
      'en',
      'okay so write a throttle in TypeScript um leading and trailing calls and when you would pick it over debounce',
    ],
    ['zh', '用 TypeScript 写一个节流函数，支持首次和末尾触发，什么时候该用它而不是防抖？'],
    ['zh', '给定一批配送任务的起止时间，写个函数算最少需要几个骑手，每个骑手的任务不能重叠'],
    ['zh', 'Fragment 的生命周期讲一下，它跟 Activity 的有什么不一样'],
    // Short near misses name the neighbour head-on (an LFU cache beside an LRU one).
    ['en', 'Implement an LFU cache; get and put must both run in O(1).'],
    ['en', 'okay coding time implement an LFU cache with O(1) get and put'],
    ['en', 'Explain the Fragment lifecycle on Android, and how it compares with an Activity.'],
  ] as const)('claim nothing for a near miss of a bank question (%s: %s)', (lang, text) => {
    expect(claimQuestion(index, text, lang).hit).toBeNull();
  });

  it.each([
    [
      'en',
      'Code a TypeScript debounce with leading and trailing edges and a cancel, then explain when the event loop runs its callback.',
      'microsoft-senior-frontend-engineer-q13',
    ],
    [
      'zh',
      '用 TS 手写个防抖 要支持首尾触发和取消 再讲讲事件循环啥时候执行它的回调',
      'microsoft-senior-frontend-engineer-q13',
    ],
    [
      'en',
      'Some delivery windows of a shop overlap. Merge them into combined windows: write the function.',
      'meituan-android-engineer-q12',
    ],
    // One common word of a near miss said in passing ("cash" of "cash or shares") is not that near miss.
    [
      'en',
      'a buyer pays for a whole acquisition with newly issued shares and no cash, how do you tell if its EPS rises or falls',
      'cicc-investment-banking-analyst-q11',
    ],
  ] as const)('still let the question they neighbour be claimed (%s: %s)', (lang, text, id) => {
    expect(claimQuestion(index, text, lang).hit?.id).toBe(id);
  });
});
