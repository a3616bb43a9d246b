import { describe, expect, it } from 'vitest';
import type { SocketState } from '../../../lib/socket.ts';
import { companionNotice } from './companion-rules.ts';

const connected: SocketState = { status: 'connected', message: null, problem: null };
const facts = (over: Partial<Parameters<typeof companionNotice>[0]> = {}) => ({
  threadEnded: false,
  session: null,
  presence: { audio: true, companions: ['c1'] },
  chat: connected,
  refused: null,
  ...over,
});

describe('what the phone says above the hint', () => {
  it('says nothing while all is well, and "audio offline" while the main screen has no audio', () => {
    expect(companionNotice(facts())).toBeNull();
    expect(companionNotice(facts({ presence: { audio: false, companions: [] } }))).toBe('audioOffline');
    expect(companionNotice(facts({ presence: null }))).toBeNull();
  });

  it('says it reconnects after a drop, but not while first connecting', () => {
    const closed: SocketState = {
      status: 'connecting',
      message: 'close: transport close',
      problem: { kind: 'closed' },
    };
    expect(companionNotice(facts({ chat: closed, presence: { audio: false, companions: [] } }))).toBe(
      'reconnecting',
    );
    expect(
      companionNotice(facts({ chat: { status: 'connecting', message: null, problem: null } })),
    ).toBeNull();
  });

  it('says the session ended, whatever else holds', () => {
    expect(companionNotice(facts({ session: { status: 'ended', reason: 'user' } }))).toBe('ended');
    expect(companionNotice(facts({ threadEnded: true }))).toBe('ended');
    expect(companionNotice(facts({ refused: 'live.ended', chat: { ...connected, status: 'failed' } }))).toBe(
      'ended',
    );
  });
});
