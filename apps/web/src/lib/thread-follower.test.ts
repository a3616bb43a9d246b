import { describe, expect, it } from 'vitest';
import type { LiveEvent, SocketAck } from '@offerpilot/shared';
import { followThread, type FollowSocket } from './thread-follower.ts';

/** A chat socket played by the test: it records resumes and lets the test deliver events and reconnects. */
function fakeSocket() {
  const listeners = new Map<string, ((...args: never[]) => void)[]>();
  const resumes: number[] = [];
  const socket: FollowSocket & { connected: boolean } = {
    connected: true,
    on(event: string, listener: (...args: never[]) => void) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string, listener?: (...args: never[]) => void) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      );
    },
    emit(_event: 'resume', payload: { afterSeq: number }, ack: (answer: SocketAck) => void) {
      resumes.push(payload.afterSeq);
      ack({ ok: true });
    },
  } as FollowSocket & { connected: boolean };
  const fire = (event: string, ...args: unknown[]) =>
    (listeners.get(event) ?? []).forEach((l) => (l as (...a: unknown[]) => void)(...args));
  return { socket, resumes, fire };
}

const line = (seq: number): LiveEvent => ({ seq, type: 'transcript', id: `t${seq}`, text: `line ${seq}` });

describe('following a thread', () => {
  it('resumes after the last applied number on every connection and applies each event once, in order', () => {
    const { socket, resumes, fire } = fakeSocket();
    const seen: number[] = [];
    const follower = followThread<'assistant'>(socket, { onEvent: (e) => seen.push(e.seq) });
    expect(resumes).toEqual([0]);
    fire('event', line(1));
    fire('event', line(2));
    // The connection drops and comes back: the replay overlaps what was already shown.
    fire('connect');
    expect(resumes).toEqual([0, 2]);
    fire('event', line(2));
    fire('event', line(3));
    fire('event', line(1));
    expect(seen).toEqual([1, 2, 3]);
    expect(follower.lastSeq()).toBe(3);
    follower.stop();
    fire('event', line(4));
    expect(seen).toEqual([1, 2, 3]);
  });
});
