import {
  askPayload,
  normalizeLang,
  resumePayload,
  translate,
  validate,
  type LiveEvent,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { LiveCommand, LiveRuntime } from '../modules/live/live-runtime.ts';
import type { ActiveThread, LiveService } from '../modules/live/live.service.ts';
import type { AppContext } from '../context.ts';
import type { SocketData } from './handshake.ts';

/** Largest audio message taken: 1 s of PCM16 at 16 kHz. */
const MAX_FRAME_BYTES = 32_000;

type Ack = (answer: { ok: boolean; error?: string; message?: string }) => void;

/** The bytes of an audio message within the size limit; the segmenter's framer reads them as PCM16. */
function audioBytes(data: unknown): Uint8Array | null {
  const bytes = data instanceof Uint8Array ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
  return bytes && bytes.length > 0 && bytes.length <= MAX_FRAME_BYTES ? bytes : null;
}

/**
 * The live assistant's sockets (PRODUCT.md section 3): `chat` sockets of a thread receive its `live` events
 * and may `ask` (text path) or `resume` from a sequence number; the `audio` socket sends PCM16 frames.
 * The handshake has already checked that the user owns the thread.
 */
export function registerLiveSockets(
  io: Server,
  ctx: AppContext,
  live: LiveService,
  runtime: LiveRuntime,
  log: FastifyBaseLogger,
): void {
  /**
   * What the other processes answer (only the scaled mode has any; the in-memory adapter has no server-side
   * messages). A process that does not answer within the adapter's time-out is left out.
   */
  async function others<T>(event: string, ...args: unknown[]): Promise<T[]> {
    if (!ctx.redis) return [];
    try {
      return (await io.serverSideEmitWithAck(event, ...args)) as T[];
    } catch (err) {
      return ((err as { responses?: T[] }).responses ?? []) as T[];
    }
  }

  /**
   * Runs a socket's command where the thread's pipeline runs: here when this process holds the lease or
   * can take it, else in the process that holds it; if that one has just let go, here after all.
   */
  async function command(row: ActiveThread, cmd: LiveCommand): Promise<void> {
    if (await runtime.runHere(row, cmd)) return;
    const answers = await others<boolean>('live:command', row.id, cmd);
    if (answers.includes(true)) return;
    if (!(await runtime.runHere(row, cmd, { fresh: true }))) {
      log.warn({ threadId: row.id, command: cmd.type }, 'live command found no process to run it');
    }
  }

  /** Unstored events after `afterSeq` that the process running the thread's pipeline still holds. */
  async function recent(threadId: string, afterSeq: number): Promise<LiveEvent[]> {
    const here = await runtime.recent(threadId, afterSeq);
    const there = await others<LiveEvent[]>('live:recent', threadId, afterSeq);
    return [...here, ...there.flat()];
  }

  io.on('live:command', (threadId: string, cmd: LiveCommand, ack: (done: boolean) => void) => {
    runtime.runForwarded(threadId, cmd).then(ack, () => ack(false));
  });
  io.on('live:recent', (threadId: string, afterSeq: number, ack: (events: LiveEvent[]) => void) => {
    runtime.recent(threadId, afterSeq).then(ack, () => ack([]));
  });

  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    if (!data.threadId) return;
    const threadId = data.threadId;
    const lang = normalizeLang(
      (socket.handshake.auth as { lang?: string }).lang ?? socket.handshake.headers.lang,
    );
    runtime.attach(threadId);
    const thread = live.activeThread(data.uid, threadId);
    socket.on('disconnect', () => {
      void (async () => {
        const row = await thread;
        if (row && data.channel === 'audio') await command(row, { type: 'audioEnded' });
        await runtime.detach(threadId);
      })().catch((err: unknown) => log.warn({ err, threadId }, 'live socket close failed'));
    });
    const refuse = (ack: Ack | undefined, key: 'validation.invalid' | 'live.ended', message?: string) =>
      ack?.({ ok: false, error: key, message: message ?? translate(lang, key) });

    if (data.channel === 'audio') {
      // One frame after the other: a frame forwarded to another process must not overtake the previous one.
      let frames = Promise.resolve();
      socket.on('audio', (frame: unknown) => {
        const bytes = audioBytes(frame);
        if (!bytes) return;
        frames = frames
          .then(async () => {
            const row = await thread;
            if (row) await command(row, { type: 'audio', frame: Buffer.from(bytes) });
          })
          .catch(() => undefined);
      });
      return;
    }
    socket.on('ask', async (payload: unknown, ack?: Ack) => {
      const checked = validate(askPayload, payload, lang);
      if (!checked.ok) return refuse(ack, 'validation.invalid', checked.message);
      const row = await thread;
      if (!row) return refuse(ack, 'live.ended');
      await command(row, { type: 'ask', text: checked.data.text });
      ack?.({ ok: true });
    });
    socket.on('resume', async (payload: unknown, ack?: Ack) => {
      const checked = validate(resumePayload, payload, lang);
      if (!checked.ok) return refuse(ack, 'validation.invalid', checked.message);
      const { afterSeq } = checked.data;
      const bySeq = new Map<number, LiveEvent>();
      for (const e of await live.storedAfter(threadId, afterSeq)) bySeq.set(e.seq, e);
      for (const e of await recent(threadId, afterSeq)) bySeq.set(e.seq, e);
      for (const seq of [...bySeq.keys()].sort((a, b) => a - b)) socket.emit('live', bySeq.get(seq));
      ack?.({ ok: true });
    });
  });
}
