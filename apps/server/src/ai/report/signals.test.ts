import { describe, expect, it } from 'vitest';
import { detectStructure, frameTypeOf, specificitySignal, specifics } from './content.ts';
import { answerSize, countFillers, fillerSignal, lengthSignal, paceSignal } from './delivery.ts';

const present = (answer: string, lang: 'en' | 'zh', frame: 'star' | 'technical' | 'situational') =>
  detectStructure(answer, lang, frame)
    .parts.filter((p) => p.present)
    .map((p) => p.part);

describe('filler words', () => {
  it('counts English fillers but not "like" or "kind of" used as ordinary words', () => {
    const text =
      "Um, so I, like, built it, you know, and I'd like to say it was like a dream. " +
      'Basically, what kind of cache? I mean, it was kind of hard. Uh, yeah.';
    expect(countFillers(text, 'en')).toEqual({
      um: 1,
      uh: 1,
      like: 1,
      'you know': 1,
      basically: 1,
      'kind of': 1,
      'I mean': 1,
    });
  });

  it('counts Chinese fillers at pauses but not 那个 / 就是 / 然后 inside a sentence', () => {
    const text =
      '嗯，就是，那个，我们那个对账任务，然后，其实，这就是问题。然后我们就修了，对吧，呃，怎么说呢';
    expect(countFillers(text, 'zh')).toEqual({
      嗯: 1,
      呃: 1,
      怎么说呢: 1,
      对吧: 1,
      那个: 1,
      就是: 1,
      然后: 1,
      其实: 1,
    });
  });

  it('turns the filler rate into a signal: a few are fine, many are not', () => {
    expect(fillerSignal(1, 200, 'en')).toBe(1);
    expect(fillerSignal(20, 200, 'en')).toBe(0);
    expect(fillerSignal(6, 200, 'en')).toBeGreaterThan(fillerSignal(10, 200, 'en'));
  });
});

describe('length and pace', () => {
  it('counts English words and Chinese characters (plus Latin words)', () => {
    expect(answerSize('I moved the cache to Redis.', 'en')).toBe(6);
    expect(answerSize('我们用 Redis 做缓存。', 'zh')).toBe(7);
  });

  it('bands a spoken answer as too short, about right or rambling, per language', () => {
    expect(lengthSignal(30, 'en').band).toBe('tooShort');
    expect(lengthSignal(200, 'en')).toEqual({ score: 1, band: 'ideal' });
    expect(lengthSignal(900, 'en').band).toBe('rambling');
    expect(lengthSignal(200, 'zh').band).toBe('ideal');
    expect(lengthSignal(60, 'zh').band).toBe('tooShort');
    expect(lengthSignal(900, 'en').score).toBeLessThan(lengthSignal(400, 'en').score);
  });

  it('measures pace in words (en) or characters (zh) per minute, only with a duration', () => {
    expect(paceSignal(150, undefined, 'en')).toBeUndefined();
    expect(paceSignal(150, 60_000, 'en')).toEqual({ perMinute: 150, score: 1 });
    expect(paceSignal(300, 60_000, 'en')?.score).toBeLessThan(0.5);
    expect(paceSignal(220, 60_000, 'zh')).toEqual({ perMinute: 220, score: 1 });
    expect(paceSignal(150, 60_000, 'zh')?.score).toBeLessThan(1);
  });
});

describe('structure', () => {
  it('finds all four STAR parts in an English story', () => {
    const answer =
      'At my last company the checkout service was slow. My goal was to get P99 under 150 ms. ' +
      'I profiled it and added an index. As a result P99 went from 480 ms to 120 ms.';
    expect(present(answer, 'en', 'star')).toEqual(['situation', 'task', 'action', 'result']);
  });

  it('names the missing result of a Chinese STAR answer', () => {
    const answer = '去年我负责订单服务，目标是降低延迟。我先做了压测，然后加了缓存。';
    expect(present(answer, 'zh', 'star')).toEqual(['situation', 'task', 'action']);
    expect(present(`${answer}最终P99从480毫秒降到120毫秒。`, 'zh', 'star')).toContain('result');
  });

  it('finds approach, reasoning, measures and example in a technical answer', () => {
    const en =
      "I'd use a Redis Lua script because check and decrement must be atomic; latency stays under 5 ms. " +
      'For example, 1,000 units split over ten keys.';
    expect(present(en, 'en', 'technical')).toEqual(['approach', 'reasoning', 'measures', 'example']);
    expect(present('用 Redis 就行。', 'zh', 'technical')).not.toContain('reasoning');
  });

  it('guesses the frame from a question outside the bank', () => {
    expect(frameTypeOf('Tell me about a time you failed.', 'en')).toBe('star');
    expect(frameTypeOf('A customer is angry. What would you do?', 'en')).toBe('situational');
    expect(frameTypeOf('How does a B+ tree index work?', 'en')).toBe('technical');
    expect(frameTypeOf('讲一次你失败的经历。', 'zh')).toBe('star');
    expect(frameTypeOf('whatever', 'en', 'situational')).toBe('situational');
  });
});

describe('specificity', () => {
  it('counts numbers and named technologies, and marks buzzwords', () => {
    const concrete = specifics('We moved from MySQL to ClickHouse and cut the query from 30 s to 2 s.', 'en');
    expect(concrete.count).toBeGreaterThanOrEqual(4);
    expect(concrete.hasNumber).toBe(true);
    const empty = specifics('I leveraged best practices and worked cross-functionally with passion.', 'en');
    expect(empty.hasNumber).toBe(false);
    expect(empty.buzzwords).toEqual(['leveraged', 'best practices', 'cross-functionally']);
    expect(specificitySignal(concrete.count, 0)).toBeGreaterThan(specificitySignal(empty.count, 3));
  });

  it('counts Chinese numerals with measure words and Latin tool names in Chinese', () => {
    const zh = specifics('我们用 Kafka 把延迟降了两倍，三个月内上线。', 'zh');
    expect(zh.count).toBe(3);
    expect(specifics('形成闭环，赋能业务。', 'zh').buzzwords).toEqual(['闭环', '赋能']);
  });

  it("does not count the figures and names the question already gave as the answer's details", () => {
    const question =
      'Explain ARR, ACV and TCV. A customer signs 3 years at 800 RMB a month: what is its ACV?';
    const echo = 'ARR, ACV and TCV are all about 800 RMB a month over 3 years.';
    expect(specifics(echo, 'en').count).toBeGreaterThanOrEqual(4);
    expect(specifics(echo, 'en', question).count).toBe(0);
    const worked = 'ACV is 800 times 12, so 9,600 RMB a year, and TCV is 28,800.';
    expect(specifics(worked, 'en', question).count).toBeGreaterThanOrEqual(3);
  });
});
