import { useCallback, useEffect, useRef, useState } from 'react';
import { browserEnvironment, captureProblemOf, type CaptureProblem } from '../../../lib/audio/permission.ts';

/**
 * The candidate's own camera for the meeting tile (optional): on and off, its stream, and why it failed,
 * mapped to SPEC.md section 8's permission cases (HTTPS, iframe, browser or system denial, no device, busy,
 * unsupported browser) as the microphone's are.
 */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<CaptureProblem | null>(null);
  const attempt = useRef(0);

  const stop = useCallback(() => {
    attempt.current++;
    setStarting(false);
    setStream((old) => {
      old?.getTracks().forEach((track) => track.stop());
      return null;
    });
  }, []);

  const start = useCallback(async () => {
    const mine = ++attempt.current;
    setProblem(null);
    setStarting(true);
    // The camera needs no audio worklet: only the page's own conditions count before the browser is asked.
    const env = { ...browserEnvironment(), audioWorklet: true };
    try {
      if (!env.secure) throw Object.assign(new Error('insecure'), { name: 'SecurityError' });
      if (!env.mediaDevices) throw Object.assign(new Error('unsupported'), { name: 'NotSupportedError' });
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      });
      if (attempt.current !== mine) return media.getTracks().forEach((track) => track.stop());
      media.getVideoTracks()[0]?.addEventListener('ended', () => attempt.current === mine && stop());
      setStream(media);
    } catch (error) {
      if (attempt.current === mine) setProblem(captureProblemOf(error, 'mic', env));
    } finally {
      if (attempt.current === mine) setStarting(false);
    }
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { stream, starting, problem, start, stop, clearProblem: () => setProblem(null) };
}
