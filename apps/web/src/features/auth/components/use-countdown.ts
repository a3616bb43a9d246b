import { useEffect, useState } from 'react';
import { useSessionState } from './use-session-state.ts';

/** Seconds left before another code may be asked for; the deadline survives a reload. */
export function useCountdown(key: string): [number, (seconds: number) => void] {
  const [deadline, setDeadline] = useSessionState(`countdown.${key}`, '0');
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((Number(deadline) - now) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const start = (seconds: number) => {
    setNow(Date.now());
    setDeadline(String(Date.now() + seconds * 1000));
  };
  return [left, start];
}
