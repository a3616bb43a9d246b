import {
  askPayload,
  normalizeLang,
  resumePayload,
  translate,
  validate,
  type LiveEvent,
} from '@offerpilot/shared';
import type { Server, Socket } from 'socket.io';
import type { LiveRuntime } from '../modules/live/live-runtime.ts';
import { eventsAfter, toLiveEvent } from '../modules/live/live.repo.ts';
import type { LiveService } from '../modules/live/live.service.ts';
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
): void {
  io.on('connection', (socket: Socket) => {
    const data = socket.data as SocketData;
    if (!data.threadId) return;
    const threadId = data.threadId;
    const lang = normalizeLang(
      (socket.handshake.auth as { lang?: string }).lang ?? socket.handshake.headers.lang,
    );
    const thread = live.activeThread(data.uid, threadId);
    void thread.then((row) => row && runtime.attach(row));
    socket.on('disconnect', () => {
      void thread.then(async (row) => {
        if (!row) return;
        if (data.channel === 'audio') await runtime.audioEnded(threadId);
        await runtime.detach(threadId);
      });
    });
    const refuse = (ack: Ack | undefined, key: 'validation.invalid' | 'live.ended', message?: string) =>
      ack?.({ ok: false, error: key, message: message ?? translate(lang, key) });

    if (data.channel === 'audio') {
      socket.on('audio', async (frame: unknown) => {
        const row = await thread;
        const bytes = audioBytes(frame);
        if (row && bytes) await runtime.audio(row, bytes);
      });
      return;
    }
    socket.on('ask', async (payload: unknown, ack?: Ack) => {
      const checked = validate(askPayload, payload, lang);
      if (!checked.ok) return refuse(ack, 'validation.invalid', checked.message);
      const row = await thread;
      if (!row) return refuse(ack, 'live.ended');
      await runtime.ask(row, checked.data.text);
      ack?.({ ok: true });
    });
    socket.on('resume', async (payload: unknown, ack?: Ack) => {
      const checked = validate(resumePayload, payload, lang);
      if (!checked.ok) return refuse(ack, 'validation.invalid', checked.message);
      const { afterSeq } = checked.data;
      const stored = await eventsAfter(ctx.db, threadId, afterSeq);
      const bySeq = new Map<number, LiveEvent>();
      for (const e of stored) bySeq.set(e.seq, toLiveEvent(e));
      for (const e of await runtime.recent(threadId, afterSeq)) bySeq.set(e.seq, e);
      for (const seq of [...bySeq.keys()].sort((a, b) => a - b)) socket.emit('live', bySeq.get(seq));
      ack?.({ ok: true });
    });
  });
}
