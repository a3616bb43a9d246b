import {
  normalizeLang,
  resumePayload,
  translate,
  validate,
  type ErrorKey,
  type Presence,
  type SessionClientEvents,
  type SessionServerEvents,
  type SessionState,
  type SocketAck,
} from '@offerpilot/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Server, Socket } from 'socket.io';
import type { AppContext } from '../context.ts';
import { AppError } from '../core/errors.ts';
import type {
  KindRegistry,
  NumberedEvent,
  SessionCommand,
  SessionRuntime,
} from '../modules/sessions/session-runtime.ts';
import type { SessionThreads, ThreadRow } from '../modules/sessions/sessions.service.ts';
import type { SocketData } from './handshake.ts';
import { threadRoom } from './index.ts';

/** Largest audio message taken: 1 s of PCM16 at 16 kHz. */
const MAX_FRAME_BYTES = 32_000;

type ThreadSocket = Socket<SessionClientEvents, SessionServerEvents>;
type Ack = (answer: SocketAck) => void;

/** The bytes of an audio message within the size limit; the segmenter's framer reads them as PCM16. */
function audioBytes(data: unknown): Uint8Array | null {
  const bytes = data instanceof Uint8Array ? data : data instanceof ArrayBuffer ? new Uint8Array(data) : null;
  return bytes && bytes.length > 0 && bytes.length <= MAX_FRAME_BYTES ? bytes : null;
}

/** A forwarded command's answer: it ran (true), was not run there (false), or its runner refused it. */
type ForwardAnswer = boolean | { refused: ErrorKey };

/** A chat socket that follows a thread: what it was sent last, and what came while it was catching up. */
interface Follower {
  socket: ThreadSocket;
  last: number;
  /** Events that arrived during a replay, sent after it (those it already had are left out). */
  held: NumberedEvent[] | null;
}

export interface SessionSockets {
  /** Sends a stored event to every screen that follows the thread, on every process. */
  broadcast(threadId: string, event: NumberedEvent): void;
  /** Tells a thread's screens its state (the still-there prompt; the end, after which they are closed). */
  notify(threadId: string, state: SessionState): void;
  /** Settles once the work of every socket closed so far is done (its audio finished, its runner let go). */
  closed(): Promise<void>;
}

/**
 * The sockets of every kind of session (PRODUCT.md section 3). A `chat` socket follows its thread from the
 * sequence number it names in `resume` (every stored event after it, then the new ones as they are stored,
 * each once and in order) and sends its kind's commands (`ask` for the live assistant) and `present`; the
 * `audio` socket sends PCM16 frames. Commands run where the thread's runner runs: here when this process
 * holds (or can take) the lease, else forwarded to the holder; when the holder does not answer (it died, or
 * stopped running the thread) this process takes the lease over from it at once.
 */
export function registerSessionSockets(
  io: Server,
  ctx: AppContext,
  deps: {
    threads: SessionThreads;
    kinds: KindRegistry;
    runtime: SessionRuntime;
    holder(threadId: string): Promise<string | null>;
    log: FastifyBaseLogger;
  },
): SessionSockets {
  const { threads, kinds, runtime, log } = deps;
  const followers = new Map<string, Set<Follower>>();
  /** What sockets that left still have to do (a shutdown waits for it). */
  const closing = new Set<Promise<void>>();

  /** Sends an event to one follower unless it has it already; holds it while the follower catches up. */
  function sendTo(f: Follower, event: NumberedEvent): void {
    if (f.held) f.held.push(event);
    else if (event.seq > f.last) {
      f.last = event.seq;
      f.socket.emit('event', event as never);
    }
  }

  function deliver(threadId: string, event: NumberedEvent): void {
    for (const f of followers.get(threadId) ?? []) sendTo(f, event);
  }

  /** Every command name some kind declares (a socket's listeners are set before its thread is read). */
  const commandNames = () => [...new Set(kinds.all().flatMap((k) => Object.keys(k.commands)))];

  /** What the other processes answer (only the scaled mode has any). Silent processes are left out. */
  async function others<T>(event: string, ...args: unknown[]): Promise<T[]> {
    if (!ctx.redis) return [];
    try {
      return (await io.serverSideEmitWithAck(event, ...args)) as T[];
    } catch (err) {
      return ((err as { responses?: T[] }).responses ?? []) as T[];
    }
  }

  /** Runs a command where the thread's runner is; a refusal of the runner's (an AppError) is thrown here. */
  async function command(row: ThreadRow, cmd: SessionCommand): Promise<void> {
    if (await runtime.runHere(row, cmd)) return;
    const holder = await deps.holder(row.id);
    const answers = await others<ForwardAnswer>('session:command', row.id, cmd);
    const refusal = answers.find((a) => typeof a === 'object');
    if (refusal) throw new AppError(refusal.refused);
    if (answers.includes(true)) return;
    if (!(await runtime.runHere(row, cmd, { takeFrom: holder }))) {
      log.warn({ threadId: row.id, command: cmd.type }, 'session command found no process to run it');
    }
  }

  io.on('session:command', (threadId: string, cmd: SessionCommand, ack: (done: ForwardAnswer) => void) => {
    runtime
      .runForwarded(threadId, cmd)
      .then(ack, (err: unknown) => ack(err instanceof AppError ? { refused: err.key } : false));
  });
  io.on('session:event', (threadId: string, event: NumberedEvent) => deliver(threadId, event));

  /** Who is on the thread now, from its sockets on every process: the main screen's audio, paired phones. */
  async function presenceOf(threadId: string): Promise<Presence> {
    const sockets = await io.in(threadRoom(threadId)).fetchSockets();
    const data = sockets.map((s) => s.data as SocketData);
    const companions = new Set(data.flatMap((d) => (d.companionId ? [d.companionId] : [])));
    return { audio: data.some((d) => d.channel === 'audio'), companions: [...companions] };
  }

  function publishPresence(threadId: string): void {
    presenceOf(threadId).then(
      (presence) => io.to(threadRoom(threadId)).emit('presence', presence),
      (err: unknown) => log.warn({ err, threadId }, 'session presence not told'),
    );
  }

  io.on('connection', (raw: Socket) => {
    const socket = raw as ThreadSocket;
    const data = socket.data as SocketData;
    if (!data.threadId) return;
    const threadId = data.threadId;
    // The main screen's audio and the paired phones: every screen of the thread hears who came and went.
    if (data.channel === 'audio' || data.companionId) publishPresence(threadId);
    const lang = normalizeLang(
      (socket.handshake.auth as { lang?: string }).lang ?? socket.handshake.headers.lang,
    );
    runtime.attach(threadId);
    const thread = threads.activeThread(data.uid, threadId);
    const follower: Follower = { socket, last: 0, held: null };
    socket.on('disconnect', () => {
      if (data.channel === 'audio' || data.companionId) publishPresence(threadId);
      followers.get(threadId)?.delete(follower);
      if (followers.get(threadId)?.size === 0) followers.delete(threadId);
      const work = (async () => {
        const row = await thread;
        if (row && data.channel === 'audio') await command(row, { type: 'audioEnded' });
        await runtime.detach(threadId);
      })().catch((err: unknown) => log.warn({ err, threadId }, 'session socket close failed'));
      closing.add(work);
      void work.finally(() => closing.delete(work));
    });
    const refuse = (ack: Ack | undefined, key: ErrorKey, message?: string) =>
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

    // The kind's commands, each checked by its schema (control characters too) before it runs.
    for (const name of commandNames()) {
      (socket as Socket).on(name, async (payload: unknown, ack?: Ack) => {
        // A paired phone reads the thread; only the main screen drives it.
        if (data.companionId) return refuse(ack, 'realtime.threadForbidden');
        const row = await thread;
        if (!row) return refuse(ack, 'live.ended');
        const schema = kinds.get(row.kind)?.commands[name];
        if (!schema) return refuse(ack, 'validation.invalid');
        const checked = validate(schema, payload, lang);
        if (!checked.ok) return refuse(ack, 'validation.invalid', checked.message);
        try {
          await command(row, { type: 'command', name, payload: checked.data });
        } catch (err) {
          // The runner's refusal in its words (e.g. "answer now" with nothing said); anything else is ours.
          if (err instanceof AppError) return refuse(ack, err.key);
          log.warn({ err, threadId, command: name }, 'session command failed');
          return refuse(ack, 'system.error');
        }
        ack?.({ ok: true });
      });
    }
    socket.on('present', async (ack?: Ack) => {
      const row = await thread;
      if (!row) return refuse(ack, 'live.ended');
      await command(row, { type: 'present' });
      ack?.({ ok: true });
    });
    let replays = Promise.resolve();
    socket.on('resume', (payload: unknown, ack?: Ack) => {
      replays = replays.then(async () => {
        const checked = validate(resumePayload, payload, lang);
        if (!checked.ok) return refuse(ack, 'validation.invalid', checked.message);
        const row = await thread;
        if (!row) return refuse(ack, 'live.ended');
        follower.held = [];
        follower.last = checked.data.afterSeq;
        let set = followers.get(threadId);
        if (!set) followers.set(threadId, (set = new Set()));
        set.add(follower);
        try {
          for (const event of await threads.replay(threadId, row.kind, follower.last)) {
            if (event.seq <= follower.last) continue;
            follower.last = event.seq;
            socket.emit('event', event as never);
          }
        } finally {
          const held = follower.held;
          follower.held = null;
          for (const event of held) sendTo(follower, event);
        }
        ack?.({ ok: true });
        socket.emit('presence', await presenceOf(threadId));
        // A screen that comes back is the user's presence, and it wakes the thread's runner: a question that a
        // crashed runner left open is answered without waiting for the next command.
        await command(row, { type: 'present' });
      });
    });
  });

  return {
    async closed() {
      await Promise.all([...closing]);
    },
    broadcast(threadId, event) {
      deliver(threadId, event);
      if (ctx.redis) io.serverSideEmit('session:event', threadId, event);
    },
    notify(threadId, state) {
      io.to(threadRoom(threadId)).emit('session', state);
      if (state.status === 'ended') io.in(threadRoom(threadId)).disconnectSockets();
    },
  };
}
