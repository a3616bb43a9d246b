import { describe, expect, it } from 'vitest';
import type { LiveCharge } from '@offerpilot/shared';
import {
  listeningKey,
  recogniserFor,
  reviewPath,
  sessionPhase,
  trialState,
  unsaidIn,
} from './session-rules.ts';

const charge = (over: Partial<LiveCharge> = {}): LiveCharge => ({
  dueAt: '2026-01-01T10:05:00.000Z',
  takenAt: null,
  item: null,
  amount: null,
  ...over,
});
const at = (time: string) => Date.parse(`2026-01-01T${time}.000Z`);

describe('the session screen rules', () => {
  it('names the recogniser: the server first, then the browser, else typed only', () => {
    expect(recogniserFor(true, true)).toBe('server');
    expect(recogniserFor(true, false)).toBe('server');
    expect(recogniserFor(false, true)).toBe('browser');
    expect(recogniserFor(false, false)).toBe('typed');
  });

  it('says who listens, that nothing does yet, or that the audio was cut off', () => {
    expect(listeningKey('server', 'on', false)).toBe('liveSession.listening.server');
    expect(listeningKey('browser', 'off', false)).toBe('liveSession.listening.off');
    expect(listeningKey('typed', 'off', false)).toBe('liveSession.listening.none');
    expect(listeningKey('server', 'interrupted', false)).toBe('audio.interrupted');
    expect(listeningKey('server', 'on', true)).toBe('liveSession.listening.paused');
  });

  it('counts the free trial down, then says it is due, then what was taken', () => {
    expect(trialState(charge(), false, at('10:01:00'), null)).toEqual({ kind: 'trial', leftMs: 240_000 });
    expect(trialState(charge(), false, at('10:05:00'), null)).toEqual({ kind: 'due' });
    const taken = { item: 'credit', amount: 200 } as const;
    expect(trialState(charge(), false, at('10:05:01'), taken)).toEqual({ kind: 'charged', taken });
    expect(
      trialState(charge({ takenAt: 'x', item: 'assistants', amount: 1 }), false, at('10:06:00'), null),
    ).toEqual({ kind: 'charged', taken: { item: 'assistants', amount: 1 } });
    expect(trialState(charge(), true, at('10:02:00'), null)).toEqual({ kind: 'free' });
  });

  it('asks "still there?" once per prompt, and the end wins over everything', () => {
    const going = { status: 'active', endReason: null } as const;
    const idle = { status: 'idle', endsAt: '2026-01-01T10:10:00.000Z' } as const;
    expect(sessionPhase(going, null, null)).toEqual({ kind: 'live' });
    expect(sessionPhase(going, idle, null)).toEqual({ kind: 'idle', endsAt: idle.endsAt });
    expect(sessionPhase(going, idle, idle.endsAt)).toEqual({ kind: 'live' });
    expect(sessionPhase(going, { status: 'ended', reason: 'inactive' }, null)).toEqual({
      kind: 'ended',
      reason: 'inactive',
    });
    expect(sessionPhase({ status: 'ended', endReason: 'insufficient' }, null, null)).toEqual({
      kind: 'ended',
      reason: 'insufficient',
    });
    expect(sessionPhase({ status: 'ended', endReason: null }, null, null)).toEqual({
      kind: 'ended',
      reason: 'user',
    });
    expect(sessionPhase(going, { status: 'charged', item: 'credit', amount: 200 }, null)).toEqual({
      kind: 'live',
    });
  });

  it('links a session to its review', () => {
    expect(reviewPath('a b')).toBe('/Report/InterviewAI?id=a%20b');
  });

  it('keeps only the facts a hint does not already say, whatever its line breaks', () => {
    const hint = 'From your resume\n• Acme Corp, lead: cut checkout\n  errors by 30%.';
    const facts = ['Acme Corp, lead: cut checkout errors by 30%.', 'Led a team of 6 engineers'];
    expect(unsaidIn(hint, facts)).toEqual(['Led a team of 6 engineers']);
    expect(unsaidIn('', facts)).toEqual(facts);
  });
});
