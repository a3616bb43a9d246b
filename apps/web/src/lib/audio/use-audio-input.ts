import { useCallback, useEffect, useRef, useState } from 'react';
import { startCapture, type Capture, type CaptureSource } from './capture.ts';
import { captureProblemOf, type CaptureProblem } from './permission.ts';

/** The capture's state: none, asking the browser, capturing, or ended under us (reselect the source). */
export type AudioStatus = 'off' | 'starting' | 'on' | 'interrupted';

export interface AudioInput {
  status: AudioStatus;
  /** The source asked for last (reselecting starts it again). */
  source: CaptureSource | null;
  deviceId: string | undefined;
  /** The level in dBFS, null while nothing is measured. */
  level: number | null;
  /** Why the last start failed (the permission dialog says it in words), until closed. */
  problem: CaptureProblem | null;
  start(source: CaptureSource, deviceId?: string): void;
  stop(): void;
  clearProblem(): void;
}

/**
 * Audio capture for a session screen (the live assistant's interviewer, the mock interview's candidate): frames go to `onFrame` (the latest
 * callback, so the screen decides per frame whether to send it), the level to the meter; the track's end (sharing
 * stopped, device unplugged) leaves `interrupted` until the source is chosen again.
 */
export function useAudioInput(onFrame: (frame: ArrayBuffer) => void): AudioInput {
  const [status, setStatus] = useState<AudioStatus>('off');
  const [chosen, setChosen] = useState<{ source: CaptureSource | null; deviceId?: string }>({ source: null });
  const [level, setLevel] = useState<number | null>(null);
  const [problem, setProblem] = useState<CaptureProblem | null>(null);
  const capture = useRef<Capture | null>(null);
  const attempt = useRef(0);
  const frameTo = useRef(onFrame);
  useEffect(() => {
    frameTo.current = onFrame;
  });

  const stop = useCallback(() => {
    attempt.current++;
    capture.current?.stop();
    capture.current = null;
    setStatus('off');
    setLevel(null);
  }, []);

  const start = useCallback((source: CaptureSource, deviceId?: string) => {
    capture.current?.stop();
    capture.current = null;
    const mine = ++attempt.current;
    setChosen({ source, deviceId });
    setStatus('starting');
    setProblem(null);
    startCapture({
      source,
      ...(deviceId ? { deviceId } : {}),
      onFrame: (frame) => frameTo.current(frame),
      onLevel: setLevel,
      onEnded: () => {
        if (attempt.current !== mine) return;
        capture.current = null;
        setStatus('interrupted');
        setLevel(null);
      },
    }).then(
      (started) => {
        if (attempt.current !== mine) return started.stop();
        capture.current = started;
        setStatus((s) => (s === 'starting' ? 'on' : s));
      },
      (error: unknown) => {
        if (attempt.current !== mine) return;
        setStatus('off');
        setProblem(captureProblemOf(error, source));
      },
    );
  }, []);

  // Leaving the screen ends the capture, and a start still under way stops as it resolves.
  useEffect(() => stop, [stop]);

  return {
    status,
    source: chosen.source,
    deviceId: chosen.deviceId,
    level,
    problem,
    start,
    stop,
    clearProblem: () => setProblem(null),
  };
}
