import { readSession, writeSession } from '../../lib/storage.ts';

/** Where the session screen takes the interviewer's voice from: the meeting's tab, a microphone, or nowhere. */
export type LiveSource = 'tab' | 'mic' | 'typed';

/**
 * What the start page hands to the session screen (`/Tools/InterviewAI?id=<threadId>`): the audio source chosen
 * there. Kept in this tab's session storage, so a reload of the session screen still knows it; a tab share must
 * still be picked again by a click (browsers ask for a user gesture).
 */
export interface LiveLaunch {
  threadId: string;
  source: LiveSource;
  /** The chosen microphone (source `mic`); the browser's default when absent. */
  deviceId?: string;
}

const LAUNCH_KEY = 'liveLaunch';
const SOURCES: readonly string[] = ['tab', 'mic', 'typed'] satisfies LiveSource[];

/** The session screen's address for a thread. */
export const sessionPath = (threadId: string): string =>
  `/Tools/InterviewAI?id=${encodeURIComponent(threadId)}`;

export function saveLaunch(launch: LiveLaunch): void {
  writeSession(LAUNCH_KEY, JSON.stringify(launch));
}

/** The launch saved for this thread, or null (another thread's, none, or not readable). */
export function readLaunch(threadId: string): LiveLaunch | null {
  try {
    const value: unknown = JSON.parse(readSession(LAUNCH_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { threadId: id, source, deviceId } = value as Record<string, unknown>;
    if (id !== threadId || typeof source !== 'string' || !SOURCES.includes(source)) return null;
    const launch: LiveLaunch = { threadId, source: source as LiveSource };
    if (typeof deviceId === 'string' && deviceId) launch.deviceId = deviceId;
    return launch;
  } catch {
    return null;
  }
}
