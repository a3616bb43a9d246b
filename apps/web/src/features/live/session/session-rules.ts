import type { EndReason, LiveCharge, SessionState, Thread } from '@offerpilot/shared';
import type { AudioStatus } from '../../../lib/audio/use-audio-input.ts';

/** Who turns the interviewer's voice into text on this screen (PRODUCT.md section 3). */
export type Recogniser = 'server' | 'browser' | 'typed';

/** The server's recogniser when it has one, else this browser's own, else typed questions only. */
export const recogniserFor = (serverAsr: boolean, browserRecognition: boolean): Recogniser =>
  serverAsr ? 'server' : browserRecognition ? 'browser' : 'typed';

/**
 * Which recogniser listens now, in words: the server's, this browser's, or none (typed questions only); once the
 * captured track ended, that it was cut off (not "not listening yet").
 */
export function listeningKey(recogniser: Recogniser, status: AudioStatus, paused: boolean): string {
  if (paused) return 'liveSession.listening.paused';
  if (status === 'interrupted') return 'audio.interrupted';
  if (status !== 'on')
    return recogniser === 'typed' ? 'liveSession.listening.none' : 'liveSession.listening.off';
  return `liveSession.listening.${recogniser}`;
}

/** What was taken for a session: an owned live interview, or credits. */
export type ChargeTaken = { item: 'assistants' | 'credit' | 'mocks'; amount: number };

/**
 * The price's state on the screen: the free minutes counting down, the moment they ran out (the charge is on
 * its way), what was taken, or free (the session ended within its trial).
 */
export type TrialState =
  | { kind: 'trial'; leftMs: number }
  | { kind: 'due' }
  | { kind: 'charged'; taken: ChargeTaken }
  | { kind: 'free' };

/** The trial as of `now`, from the thread's charge and the `charged` event when one came since. */
export function trialState(
  charge: LiveCharge,
  ended: boolean,
  now: number,
  charged: ChargeTaken | null,
): TrialState {
  if (charged) return { kind: 'charged', taken: charged };
  if (charge.takenAt && charge.item) {
    return { kind: 'charged', taken: { item: charge.item, amount: charge.amount ?? 0 } };
  }
  if (ended) return { kind: 'free' };
  const leftMs = Date.parse(charge.dueAt) - now;
  return leftMs > 0 ? { kind: 'trial', leftMs } : { kind: 'due' };
}

/** How the session stands: going on, waiting for "still there?", or ended (and why). */
export type SessionPhase =
  { kind: 'live' } | { kind: 'idle'; endsAt: string } | { kind: 'ended'; reason: EndReason };

/**
 * The phase from the thread as loaded, the latest `session` event (a `charged` one changes nothing here) and the
 * prompt the user already answered (its `endsAt`): a prompt answered is not asked again.
 */
export function sessionPhase(
  thread: Pick<Thread, 'status' | 'endReason'>,
  latest: SessionState | null,
  answeredPrompt: string | null,
): SessionPhase {
  if (latest?.status === 'ended') return { kind: 'ended', reason: latest.reason };
  if (thread.status === 'ended') return { kind: 'ended', reason: thread.endReason ?? 'user' };
  if (latest?.status === 'idle' && latest.endsAt !== answeredPrompt)
    return { kind: 'idle', endsAt: latest.endsAt };
  return { kind: 'live' };
}

/** The review of a session. */
export const reviewPath = (threadId: string): string =>
  `/Report/InterviewAI?id=${encodeURIComponent(threadId)}`;

const spaced = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The facts a hint's text does not already say: the offline coach writes the resume facts and requirements it
 * used into the hint, and the grounding below it need not say them twice.
 */
export const unsaidIn = (text: string, facts: string[]): string[] =>
  facts.filter((fact) => !spaced(text).includes(spaced(fact)));
