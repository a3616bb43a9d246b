import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiterFactory } from '../../lib/limiter.ts';
import {
  createForgedCallbacks,
  FORGED_CALLBACKS_PER_MINUTE,
  FORGED_LOG_EVERY_MS,
} from './forged-callbacks.ts';

function fakeLog() {
  const lines: Array<{ fields: object; message: string }> = [];
  const log = { warn: (fields: object, message: string) => lines.push({ fields, message }) };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe('callbacks with a failed signature', () => {
  afterEach(() => vi.useRealTimers());

  it('are counted and logged at most once a minute, with how many came since the last line', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { lines, log } = fakeLog();
    const forged = createForgedCallbacks(createLimiterFactory(null, ''), log);
    const one = { method: 'sandbox', reason: 'signature does not match the body' };
    for (let i = 0; i < 500; i++) await forged.reject({ ...one, remoteAddr: `10.0.${i % 250}.1` });
    expect(forged.total).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.fields).toMatchObject({ count: 1, total: 1, method: 'sandbox' });
    vi.advanceTimersByTime(FORGED_LOG_EVERY_MS);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.fields).toMatchObject({ count: 499, total: 500, remoteAddr: '10.0.249.1' });
    vi.advanceTimersByTime(3 * FORGED_LOG_EVERY_MS);
    expect(lines).toHaveLength(2);
    await forged.reject({ ...one, remoteAddr: '10.0.0.1' });
    expect(lines).toHaveLength(3);
  });

  it('make an address wait once it failed FORGED_CALLBACKS_PER_MINUTE times, and no other address', async () => {
    const forged = createForgedCallbacks(createLimiterFactory(null, ''), fakeLog().log);
    const from = (remoteAddr: string) => forged.reject({ method: 'sandbox', reason: 'x', remoteAddr });
    const waits = await Promise.all(
      Array.from({ length: FORGED_CALLBACKS_PER_MINUTE + 5 }, () => from('192.0.2.1')),
    );
    expect(waits.filter((w) => w === null)).toHaveLength(FORGED_CALLBACKS_PER_MINUTE);
    expect(waits.filter((w) => w !== null && w > 0 && w <= 60)).toHaveLength(5);
    expect(await from('192.0.2.2')).toBeNull();
  });
});
