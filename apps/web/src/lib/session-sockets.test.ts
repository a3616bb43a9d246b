import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { LiveEvent, RealtimeChannel } from '@offerpilot/shared';
import { NO_ANSWER, openSessionSockets, type SocketMaker } from './session-sockets.ts';

type Listener = (...args: unknown[]) => void;

/** A socket played by the test: listeners, what was emitted, and a way to answer commands. */
function fakeSocket(answer: (event: string) => unknown = () => ({ ok: true })) {
  const listeners = new Map<string, Listener[]>();
  const emitted: unknown[][] = [];
  const socket = {
    connected: true,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string, listener: Listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      );
    },
    emit(event: string, ...args: unknown[]) {
      emitted.push([event, ...args]);
      const ack = args.at(-1);
      if (typeof ack === 'function') ack({ ok: true });
    },
    /** Commands go through socket.io's `timeout`: the ack gets an error when the server stays silent. */
    timeout() {
      return {
        emit(event: string, ...args: unknown[]) {
          emitted.push([event, ...args]);
          const ack = args.at(-1) as Listener;
          const reply = answer(event);
          if (reply === 'silent') ack(new Error('operation has timed out'));
          else ack(null, reply);
        },
      };
    },
  };
  const fire = (event: string, ...args: unknown[]) => (listeners.get(event) ?? []).forEach((l) => l(...args));
  return { socket, emitted, fire, listeners };
}

function maker(answer?: (event: string) => unknown) {
  const made: Partial<Record<RealtimeChannel, ReturnType<typeof fakeSocket>>> = {};
  const calls: string[] = [];
  /** The socket made last for a channel (the test fails if none was). */
  const socketOf = (channel: RealtimeChannel) => {
    const socket = made[channel];
    if (!socket) throw new Error(`no ${channel} socket`);
    return socket;
  };
  const sockets: SocketMaker = {
    connect(channel, threadId, options) {
      calls.push(`connect ${channel} ${threadId} ${options.token ?? '-'}`);
      made[channel] = fakeSocket(answer);
      return made[channel].socket as unknown as Socket;
    },
    disconnect(channel) {
      calls.push(`disconnect ${channel}`);
    },
  };
  return { sockets, socketOf, calls };
}

const line = (seq: number): LiveEvent => ({ seq, type: 'transcript', id: `t${seq}`, text: `line ${seq}` });

describe('a session thread on its sockets', () => {
  it('follows the thread, reports session and presence, and closes both channels', () => {
    const { sockets, socketOf, calls } = maker();
    const seen: number[] = [];
    const states: string[] = [];
    const presence: boolean[] = [];
    const session = openSessionSockets<'assistant'>(
      'th1',
      {
        onEvent: (e) => seen.push(e.seq),
        onState: (s) => states.push(s.status),
        onPresence: (p) => presence.push(p.audio),
      },
      { token: 'companion-token' },
      sockets,
    );
    const chat = socketOf('chat');
    expect(calls).toEqual(['connect chat th1 companion-token']);
    expect(chat.emitted[0]?.slice(0, 2)).toEqual(['resume', { afterSeq: 0 }]);
    chat.fire('event', line(1));
    chat.fire('event', line(1));
    chat.fire('connect');
    expect(chat.emitted[1]?.slice(0, 2)).toEqual(['resume', { afterSeq: 1 }]);
    chat.fire('session', { status: 'charged', item: 'credit', amount: 200 });
    chat.fire('presence', { audio: false, companions: [] });
    expect([seen, states, presence]).toEqual([[1], ['charged'], [false]]);
    session.close();
    chat.fire('event', line(2));
    expect(seen).toEqual([1]);
    expect(calls.slice(1)).toEqual(['disconnect audio', 'disconnect chat']);
  });

  it('opens the audio channel on demand and sends frames only while it is connected', () => {
    const { sockets, socketOf, calls } = maker();
    const session = openSessionSockets<'assistant'>('th1', { onEvent: () => undefined }, {}, sockets);
    session.sendFrame(new ArrayBuffer(1024));
    session.setAudio(true);
    session.setAudio(true);
    expect(calls).toEqual(['connect chat th1 -', 'connect audio th1 -']);
    const audio = socketOf('audio');
    session.sendFrame(new ArrayBuffer(1024));
    audio.socket.connected = false;
    session.sendFrame(new ArrayBuffer(1024));
    expect(audio.emitted.map((e) => e[0])).toEqual(['audio']);
    session.setAudio(false);
    expect(calls.at(-1)).toBe('disconnect audio');
  });

  it("resolves a command with the server's answer, or with no answer when none came in time", async () => {
    const { sockets } = maker((event) =>
      event === 'ask' ? { ok: false, error: 'live.ended', message: 'ended' } : 'silent',
    );
    const session = openSessionSockets<'assistant'>('th1', { onEvent: () => undefined }, {}, sockets);
    await expect(session.send('ask', { text: 'Why us?' })).resolves.toEqual({
      ok: false,
      error: 'live.ended',
      message: 'ended',
    });
    await expect(session.present()).resolves.toEqual(NO_ANSWER);
  });
});
