import { describe, expect, it } from 'vitest';
import { createGate, GateFullError } from './gate.ts';

describe('gate', () => {
  it('runs at most `size` tasks at once, queues a few more and refuses the rest', async () => {
    const gate = createGate(2, 1);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      gate.run(async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const accepted = [task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(GateFullError);
    while (releases.length) {
      releases.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
    await expect(gate.run(async () => 'free again')).resolves.toBe('free again');
  });
});
