import workletUrl from './capture-worklet.ts?worker&url';
import { CaptureError, captureEnvironmentProblem } from './permission.ts';

/** Where the interviewer's voice comes from: the meeting's tab or window (shared with its audio), or a microphone. */
export type CaptureSource = 'tab' | 'mic';

export interface CaptureOptions {
  source: CaptureSource;
  /** The microphone to use (source `mic`); the browser's default when absent. */
  deviceId?: string;
  /** One frame of 512 samples, 16 kHz mono PCM16 (32 ms), as the `audio` socket takes it. */
  onFrame(frame: ArrayBuffer): void;
  /** The level in dBFS (−100 for silence), about ten times a second. */
  onLevel?(dbfs: number): void;
  /** The track ended without `stop()`: sharing was stopped or the device went away. */
  onEnded?(): void;
}

export interface Capture {
  /** What the browser calls the captured track (the tab's or the microphone's name). */
  label: string;
  stop(): void;
}

/** The name `capture-worklet.ts` registers its processor under. */
const PROCESSOR = 'pcm16-capture';

/** The meeting's tab or window, its audio track only: a share without audio is the "share tab audio" error. */
async function tabAudio(): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getDisplayMedia({ audio: true, video: true });
  stream.getVideoTracks().forEach((track) => track.stop());
  const [track] = stream.getAudioTracks();
  if (!track) throw new CaptureError('noTabAudio');
  return track;
}

async function microphone(deviceId: string | undefined): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia({
    // The interviewer may come out of the speakers: echo cancellation would take their voice away.
    audio: { ...(deviceId ? { deviceId: { exact: deviceId } } : {}), echoCancellation: false },
  });
  const [track] = stream.getAudioTracks();
  if (!track) throw new CaptureError('noDevice');
  return track;
}

/**
 * Captures the interviewer's voice (PRODUCT.md section 3): the chosen track goes through an AudioWorklet that
 * hands over 16 kHz PCM16 frames and a level for the meter. Refusals and missing features throw: turn them into
 * words with `captureProblemOf` (lib/audio/permission.ts).
 */
export async function startCapture(options: CaptureOptions): Promise<Capture> {
  const problem = captureEnvironmentProblem();
  if (problem) throw new CaptureError(problem);
  const track = options.source === 'tab' ? await tabAudio() : await microphone(options.deviceId);
  const context = new AudioContext();
  const onEnded = () => {
    stop();
    options.onEnded?.();
  };
  let node: AudioWorkletNode | null = null;
  // After stop nothing more reaches the caller, not even the frames and levels already posted.
  const stop = () => {
    if (node) node.port.onmessage = null;
    track.removeEventListener('ended', onEnded);
    track.stop();
    void context.close().catch(() => undefined);
  };
  try {
    await context.audioWorklet.addModule(workletUrl);
    node = new AudioWorkletNode(context, PROCESSOR, { numberOfInputs: 1, numberOfOutputs: 0 });
    node.port.onmessage = ({ data }: MessageEvent<ArrayBuffer | number>) => {
      if (typeof data === 'number') options.onLevel?.(data);
      else options.onFrame(data);
    };
    context.createMediaStreamSource(new MediaStream([track])).connect(node);
    await context.resume();
  } catch (error) {
    stop();
    throw error;
  }
  track.addEventListener('ended', onEnded);
  if (track.readyState === 'ended') onEnded();
  return { label: track.label, stop };
}

/** Chrome's names for whatever the system's default microphone is: callers offer "the default" themselves. */
const ALIASES = new Set(['', 'default', 'communications']);

/**
 * The microphones the browser offers, without the default's aliases (no `deviceId` means the default); their
 * names are empty until the user has allowed one.
 */
export async function listMicrophones(): Promise<{ deviceId: string; label: string }[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices
    .filter((device) => device.kind === 'audioinput' && !ALIASES.has(device.deviceId))
    .map(({ deviceId, label }) => ({ deviceId, label }));
}
