/**
 * Why capturing audio failed, each with its text of SPEC.md section 8 (`audio.problem.<key>` in web.json):
 * not HTTPS or localhost, an iframe without `allow="microphone"`, denied by the browser or by the system, no
 * device, the device busy, a browser without the needed features, a shared tab without its audio, or the
 * sharing dialog cancelled; `failed` for anything else (the audio source error: follow the guide).
 */
export type CaptureProblem =
  | 'insecure'
  | 'iframe'
  | 'browserDenied'
  | 'systemDenied'
  | 'noDevice'
  | 'busy'
  | 'unsupported'
  | 'noTabAudio'
  | 'shareCancelled'
  | 'failed';

/** A capture refused before or after asking the browser, with its problem. */
export class CaptureError extends Error {
  readonly problem: CaptureProblem;
  constructor(problem: CaptureProblem) {
    super(problem);
    this.name = 'CaptureError';
    this.problem = problem;
  }
}

/** What the page's environment allows, read from the browser (tests give their own). */
export interface CaptureEnvironment {
  secure: boolean;
  framed: boolean;
  /** The Permissions Policy's answer for the microphone; null when the browser cannot tell. */
  micAllowed: boolean | null;
  mediaDevices: boolean;
  audioWorklet: boolean;
}

interface PolicyReader {
  allowsFeature(feature: string): boolean;
}

function micPolicy(): boolean | null {
  const doc = document as Document & { permissionsPolicy?: PolicyReader; featurePolicy?: PolicyReader };
  const policy = doc.permissionsPolicy ?? doc.featurePolicy;
  return policy ? policy.allowsFeature('microphone') : null;
}

function framed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent cannot even be compared
  }
}

export const browserEnvironment = (): CaptureEnvironment => ({
  secure: window.isSecureContext,
  framed: framed(),
  micAllowed: micPolicy(),
  mediaDevices: typeof navigator.mediaDevices?.getUserMedia === 'function',
  audioWorklet: typeof AudioWorkletNode === 'function',
});

/** What stops any capture before the browser is asked, or null. Insecure first: it hides `mediaDevices`. */
export function captureEnvironmentProblem(
  env: CaptureEnvironment = browserEnvironment(),
): CaptureProblem | null {
  if (!env.secure) return 'insecure';
  if (env.framed && env.micAllowed === false) return 'iframe';
  if (!env.mediaDevices || !env.audioWorklet) return 'unsupported';
  return null;
}

const NO_DEVICE = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
]);
const BUSY = new Set(['NotReadableError', 'TrackStartError', 'AbortError']);

/** The problem behind a failed `startCapture` (or `getUserMedia`/`getDisplayMedia`) for this source. */
export function captureProblemOf(
  error: unknown,
  source: 'tab' | 'mic',
  env: CaptureEnvironment = browserEnvironment(),
): CaptureProblem {
  if (error instanceof CaptureError) return error.problem;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  const before = captureEnvironmentProblem(env);
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') {
    // Chrome says "Permission denied by system" when the operating system keeps the browser from the device.
    if (/by system/i.test(message)) return 'systemDenied';
    if (before === 'insecure' || before === 'iframe') return before;
    if (env.framed && name === 'SecurityError') return 'iframe';
    return source === 'tab' ? 'shareCancelled' : 'browserDenied';
  }
  if (NO_DEVICE.has(name)) return 'noDevice';
  if (BUSY.has(name)) return 'busy';
  if (name === 'NotSupportedError' || before === 'unsupported') return 'unsupported';
  return before ?? 'failed';
}
