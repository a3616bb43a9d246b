/** Thrown by a gate whose queue is full: the caller should come back later. */
export class GateFullError extends Error {
  constructor() {
    super('too many tasks waiting');
  }
}

/**
 * Runs at most `size` tasks at once and lets at most `queue` more wait: heavy work (document parsing,
 * speech detection) keeps the process's memory and CPU bounded however many requests arrive. A task that
 * holds more memory while it waits may be let wait only behind fewer others (`maxWaiting`).
 */
export function createGate(size: number, queue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>, maxWaiting = queue): Promise<T> {
      if (running < size) running++;
      else if (waiting.length >= Math.min(queue, maxWaiting)) throw new GateFullError();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes straight to the next waiting task, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
  };
}
export type Gate = ReturnType<typeof createGate>;
