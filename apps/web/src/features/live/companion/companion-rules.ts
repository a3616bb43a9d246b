import type { Presence, SessionState } from '@offerpilot/shared';
import type { SocketState } from '../../../lib/socket.ts';

/** The one line the phone shows above the hint, most important first. */
export type CompanionNotice = 'ended' | 'reconnecting' | 'audioOffline';

/**
 * What the phone must say: the session ended; the phone's own connection is being made again; or the main
 * screen's audio is offline (SPEC.md section 8), which clears when it comes back. Nothing while all is well.
 */
export function companionNotice(facts: {
  threadEnded: boolean;
  session: SessionState | null;
  presence: Presence | null;
  chat: SocketState;
  refused: string | null;
}): CompanionNotice | null {
  if (facts.threadEnded || facts.session?.status === 'ended' || facts.refused === 'live.ended')
    return 'ended';
  if (facts.chat.status !== 'connected') return facts.chat.problem ? 'reconnecting' : null;
  if (facts.presence && !facts.presence.audio) return 'audioOffline';
  return null;
}
