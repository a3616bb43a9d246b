import { describe, expect, it } from 'vitest';
import { buildBankIndex, searchBank, type BankQuestion } from './bank.ts';
import { buildBm25, searchBm25, weightedQuery } from './bm25.ts';
import { buildMaterialIndex, searchMaterials } from './materials.ts';
import { loadSeedBank } from './seed-bank.ts';

const question = (id: string, positionSlug: string, en: string, zh: string, points = 'x'): BankQuestion => ({
  id,
  positionSlug,
  kind: 'behavioral',
  competency: 'c',
  text: { en, zh },
  keyPoints: { en: [points], zh: [points] },
  frame: { type: 'star', en: ['a', 'b', 'c'], zh: ['a', 'b', 'c'] },
});

const SMALL = [
  question('a-q01', 'a', 'Tell me about a production incident you handled.', '请讲一次你处理的线上故障。'),
  question(
    'a-q02',
    'a',
    'How do you design a cache for a read-heavy API?',
    '读多写少的接口你会怎么设计缓存？',
  ),
  question('b-q01', 'b', 'Tell me about an incident with an angry customer.', '讲一次你处理愤怒客户的经历。'),
];

describe('bm25', () => {
  it('ranks the document sharing the rarer terms first and counts weighted fields', () => {
    const index = buildBm25([
      { item: 'title', fields: [{ terms: ['cach', 'design'], weight: 3 }] },
      { item: 'points', fields: [{ terms: ['cach', 'design'], weight: 1 }] },
      { item: 'other', fields: [{ terms: ['incid'], weight: 3 }] },
    ]);
    const hits = searchBm25(index, weightedQuery(['cach']), 3);
    expect(hits.map((h) => h.item)).toEqual(['title', 'points']);
    expect(searchBm25(index, weightedQuery(['nothing']), 3)).toEqual([]);
  });
});

describe('searchBank', () => {
  const index = buildBankIndex(SMALL);

  it('finds the question in either language, through a paraphrase', () => {
    expect(searchBank(index, 'describe an outage in production that you dealt with', 'en')[0]?.id).toBe(
      'a-q01',
    );
    expect(searchBank(index, '你们线上出过什么故障，怎么处理的', 'zh')[0]?.id).toBe('a-q01');
  });

  it('boosts the position being practised, or keeps only it', () => {
    const text = 'tell me about an incident';
    const boosted = searchBank(index, text, 'en', { positionSlug: 'b', positionBoost: 10 });
    expect(boosted[0]?.id).toBe('b-q01');
    const only = searchBank(index, text, 'en', { positionSlug: 'a', only: true });
    expect(only.every((h) => h.question.positionSlug === 'a')).toBe(true);
    expect(searchBank(index, text, 'en', { k: 1 })).toHaveLength(1);
  });
});

describe('the shipped bank', () => {
  const bank = loadSeedBank();
  const index = buildBankIndex(bank);

  it('loads every seed question with its position', () => {
    expect(bank.length).toBeGreaterThanOrEqual(800);
    expect(bank[0]).toMatchObject({ positionSlug: expect.any(String), text: { en: expect.any(String) } });
  });

  it('answers a query over the whole bank in well under 5 ms', () => {
    const queries = bank.slice(0, 200).map((q, i) => (i % 2 ? q.text.zh : q.text.en));
    for (const q of queries.slice(0, 20)) searchBank(index, q);
    const times = queries.map((q) => {
      const t = performance.now();
      searchBank(index, q);
      return performance.now() - t;
    });
    times.sort((x, y) => x - y);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(5);
  });
});

describe('material index', () => {
  const index = buildMaterialIndex([
    {
      id: 'f1',
      kind: 'fact',
      text: 'Cut P99 latency of the order service from 800 ms to 120 ms with Redis caching',
    },
    { id: 'f2', kind: 'fact', text: 'Led a team of five building the merchant dashboard in React' },
    { id: 'r1', kind: 'requirement', text: '熟悉 Redis、Kafka 等中间件，有高并发系统经验' },
  ]);

  it('finds the chunks that fit the question, filtered by kind', () => {
    expect(searchMaterials(index, 'How did you improve the latency of a service?')[0]?.id).toBe('f1');
    expect(
      searchMaterials(index, '你用 Redis 做过什么', { kinds: ['requirement'] }).map((h) => h.id),
    ).toEqual(['r1']);
    expect(searchMaterials(index, 'kubernetes operators')).toEqual([]);
  });
});
