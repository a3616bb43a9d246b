import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiterFactory, takeAll, usage } from './limiter.ts';

const limiters = createLimiterFactory(null, '');

describe('takeAll', () => {
  afterEach(() => vi.useRealTimers());

  it('lets exactly the limit of 100 concurrent requests through and counts nothing for the others', async () => {
    const cap = limiters({ name: 'cap', points: 30, seconds: 3600 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => takeAll([{ limiter: cap, key: 'ip' }])),
    );
    expect(answers.filter((a) => 'charge' in a)).toHaveLength(30);
    expect(answers.filter((a) => 'wait' in a && a.wait > 3500)).toHaveLength(70);
    expect((await usage(cap, 'ip')).used).toBe(30);
  });

  it('gives back what it took from earlier counters when a later one refuses', async () => {
    const first = limiters({ name: 'first', points: 10, seconds: 60 });
    const second = limiters({ name: 'second', points: 1, seconds: 60 });
    const both = () =>
      takeAll([
        { limiter: first, key: 'k' },
        { limiter: second, key: 'k' },
      ]);
    expect('charge' in (await both())).toBe(true);
    expect('wait' in (await both())).toBe(true);
    expect((await usage(first, 'k')).used).toBe(1);
    expect((await usage(second, 'k')).used).toBe(1);
  });

  it('refunds a charge once, and not when its window ends within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const counter = limiters({ name: 'refund', points: 5, seconds: 60 });
    const charge = async () => {
      const taken = await takeAll([{ limiter: counter, key: 'k' }]);
      if (!('charge' in taken)) throw new Error('refused');
      return taken.charge;
    };
    const a = await charge();
    const b = await charge();
    expect(a.counts).toEqual([1]);
    expect(b.counts).toEqual([2]);
    await a.refund();
    await a.refund();
    expect((await usage(counter, 'k')).used).toBe(1);
    vi.setSystemTime(Date.now() + 59_500);
    await b.refund();
    expect((await usage(counter, 'k')).used).toBe(1);
  });
});
