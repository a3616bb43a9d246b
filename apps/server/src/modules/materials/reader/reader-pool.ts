import { fork, type ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createGate } from '../../../lib/gate.ts';
import { DocumentError, type DocumentProblem } from '../documents/document-error.ts';
import { procMemory } from './proc-memory.ts';
import {
  READY,
  type FileReading,
  type ReadingCost,
  type ReadReply,
  type ReadRequest,
  type TextReading,
} from './protocol.ts';

const MB = 1024 * 1024;

/** The ceilings of one reading, enforced from outside the reader process. */
export interface ReaderLimits {
  /** A reader whose resident memory passes this is killed: the document expands to too much data. */
  maxRssBytes: number;
  /** A reading that takes longer is killed: the document takes too long to read. */
  deadlineMs: number;
  /** A reader left larger than this by a document is replaced before the next one. */
  recycleRssBytes: number;
  /** How long a new reader may take to load before it counts as broken. */
  startMs: number;
}
export const READER_LIMITS: ReaderLimits = {
  maxRssBytes: 512 * MB,
  deadlineMs: 10_000,
  recycleRssBytes: 256 * MB,
  startMs: 20_000,
};
/** How often a busy reader's resident memory is looked at. */
const WATCH_EVERY_MS = 50;
/** Readers run at niceness 10, a lower scheduling priority than a server started normally (0). */
const READER_NICENESS = 10;

// Beside the bundle (dist/main.js -> dist/document-reader.js), or the TypeScript source when the server runs
// from src (tests, operator commands), which Node runs by stripping its types.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const ENTRY = fileURLToPath(
  new URL(FROM_SOURCE ? './document-reader.ts' : './document-reader.js', import.meta.url),
);

/** Resident memory of a reader; 0 where /proc is missing, so that nothing is watched there. */
const residentBytes = (pid: number | undefined) => procMemory(pid, 'VmRSS') ?? 0;

interface Reader {
  child: ChildProcess;
  /** Settles once the reader can read (PDF.js loaded), or failed to start. */
  ready: Promise<void>;
  started: boolean;
}

function startReader(startMs: number): Reader {
  const child = fork(ENTRY, [], {
    execArgv: [],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // Idle readers never keep the server running; a reading in progress has its own timers.
  child.unref();
  child.channel?.unref();
  try {
    // A reader busy with a heavy document yields the CPU to the server's requests.
    if (child.pid !== undefined) setPriority(child.pid, READER_NICENESS);
  } catch {
    // Not allowed here: the reader runs at the server's priority.
  }
  const reader: Reader = { child, ready: Promise.resolve(), started: false };
  reader.ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), startMs);
    const settle = (err?: Error) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (err) reject(err);
      else resolve();
    };
    const onMessage = (message: unknown) => {
      if (message !== READY) return;
      reader.started = true;
      settle();
    };
    const onExit = () => settle(new Error('the document reader stopped before it was ready'));
    child.on('message', onMessage);
    child.on('exit', onExit);
    // A reader that cannot be started or reached is killed; its exit settles whatever waits on it.
    child.on('error', (err) => {
      settle(err);
      child.kill('SIGKILL');
    });
  });
  reader.ready.catch(() => undefined); // awaited by the reading that needs it
  return reader;
}

/**
 * Sends one request and waits for its answer, watching the reader: past the memory ceiling or the deadline
 * it is killed (SIGKILL) and the reading fails with `tooMuchData` or `tooSlow`; a reader that dies on its
 * own (a crash in PDF.js) fails it with `unreadable`.
 */
function exchange(reader: Reader, request: ReadRequest, limits: ReaderLimits): Promise<ReadReply> {
  const { child } = reader;
  return new Promise((resolve, reject) => {
    let verdict: DocumentProblem = 'unreadable';
    const stop = (problem: DocumentProblem) => {
      verdict = problem;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('tooSlow'), limits.deadlineMs);
    const watch = setInterval(() => {
      if (residentBytes(child.pid) > limits.maxRssBytes) stop('tooMuchData');
    }, WATCH_EVERY_MS);
    const done = () => {
      clearTimeout(timer);
      clearInterval(watch);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (reply: ReadReply) => {
      if (reply.id !== request.id) return;
      done();
      resolve(reply);
    };
    const onExit = () => {
      done();
      reject(new DocumentError(verdict));
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
    child.send(request, (err) => {
      if (err) stop('unreadable');
    });
  });
}

/** How many readings may wait for a reader: files (up to 10 MB each in memory) fewer than texts. */
export interface ReaderQueue {
  files: number;
  texts: number;
}

/** Up to `size` warm readers: handed out one reading at a time, replaced when they die, killed at close. */
function createReaders(size: number, limits: ReaderLimits) {
  const readers = new Set<Reader>();
  const idle: Reader[] = [];
  let closed = false;
  const alive = (r: Reader) => r.child.exitCode === null && r.child.signalCode === null;
  const add = (): Reader => {
    const reader = startReader(limits.startMs);
    readers.add(reader);
    reader.child.once('exit', () => {
      readers.delete(reader);
      const at = idle.indexOf(reader);
      if (at >= 0) idle.splice(at, 1);
      // Replaced at once, so the next document finds a warm reader; one that never started is not.
      if (!closed && reader.started && readers.size < size) idle.push(add());
    });
    return reader;
  };
  /** An idle reader, or a new one, once it can read; one that died meanwhile is passed over. */
  const take = async (): Promise<Reader> => {
    for (let attempt = 0; attempt < 3 && !closed; attempt++) {
      let reader = idle.pop();
      while (reader && !alive(reader)) reader = idle.pop();
      reader ??= add();
      await reader.ready;
      if (alive(reader)) return reader;
    }
    throw new Error('no document reader could be started');
  };
  return {
    take,
    /** Back to the idle ones after a reading, unless the document left it too large (then it is replaced). */
    give(reader: Reader): void {
      if (residentBytes(reader.child.pid) > limits.recycleRssBytes) reader.child.kill('SIGKILL');
      else idle.push(reader);
    },
    async warm(): Promise<void> {
      idle.push(await take());
    },
    pids: () => [...readers].flatMap((r) => (r.child.pid === undefined ? [] : [r.child.pid])),
    async close(): Promise<void> {
      closed = true;
      const exits = [...readers]
        .filter(alive)
        .map((r) => new Promise((resolve) => r.child.once('exit', resolve)));
      for (const r of readers) {
        r.child.ref(); // so that the process waits for the exit it is told of
        r.child.kill('SIGKILL');
      }
      await Promise.all(exits);
    },
  };
}

/**
 * Reads resumes in a small pool of warm child processes (document-reader.ts), `size` at a time with at most
 * `queue` waiting (lib/gate.ts: GateFullError past that). Each reading runs under the memory and time ceilings
 * of `limits`; a reader that is killed, dies or grows too large is replaced by a new one.
 */
export function createReaderPool(size: number, queue: ReaderQueue, limits: ReaderLimits = READER_LIMITS) {
  const gate = createGate(size, Math.max(queue.files, queue.texts));
  const readers = createReaders(size, limits);
  let lastId = 0;
  const read = async (request: ReadRequest): Promise<Extract<ReadReply, { ok: true }>> => {
    const reader = await readers.take();
    const reply = await exchange(reader, request, limits);
    readers.give(reader);
    if (!reply.ok) throw new DocumentError(reply.problem);
    return reply;
  };
  return {
    /** An uploaded file: its kind, text cut to `maxChars`, and facts; DocumentError when refused. */
    async readFile(bytes: Uint8Array, maxChars: number): Promise<FileReading & { cost: ReadingCost }> {
      const request: ReadRequest = { id: ++lastId, op: 'file', bytes, maxChars };
      const { reading, cost } = await gate.run(() => read(request), queue.files);
      return { ...(reading as FileReading), cost };
    },
    /** A pasted or corrected text made storable, and its facts; DocumentError when refused. */
    async readText(text: string): Promise<TextReading> {
      const { reading } = await gate.run(() => read({ id: ++lastId, op: 'text', text }), queue.texts);
      return reading as TextReading;
    },
    /** Starts a reader unless one is idle, and waits until it can read. */
    warm: (): Promise<void> => readers.warm(),
    /** Process ids of the readers (started or starting), for operators and tests. */
    pids: (): number[] => readers.pids(),
    /** Kills every reader; readings in progress fail. */
    close: (): Promise<void> => readers.close(),
  };
}
export type ReaderPool = ReturnType<typeof createReaderPool>;
