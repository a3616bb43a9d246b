import { describe, expect, it } from 'vitest';
import { buildBankIndex } from '../retrieval/bank.ts';
import { loadSeedBank } from '../retrieval/seed-bank.ts';
import shipped from './bank-wordings.json' with { type: 'json' };
import { wordingsOf } from './bank-wordings.ts';
import { claimQuestion } from './claim.ts';
import { classicBankQuestions } from './classics.ts';

const seed = loadSeedBank();
const index = buildBankIndex([...seed, ...classicBankQuestions()]);

describe('other wordings of the bank questions', () => {
  it('are written for every seed question as its text stands, in both languages', () => {
    for (const question of seed)
      for (const lang of ['en', 'zh'] as const) expect(wordingsOf(question, lang).length).toBeGreaterThan(0);
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
    expect(wordingsOf(edited, 'zh')).toEqual(wordingsOf(question, 'zh'));
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
});
