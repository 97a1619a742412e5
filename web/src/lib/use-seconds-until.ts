import { useEffect, useState } from 'react';

const secondsLeftUntil = (moment: number | undefined) => (moment === undefined ? 0 : Math.max(0, Math.ceil((moment - Date.now()) / 1000)));

/** Whole seconds left until a moment (ms since the epoch), ticking once a second; 0 once it has passed or when there is none. */
export function useSecondsUntil(moment: number | undefined): number {
  const [seconds, setSeconds] = useState(() => secondsLeftUntil(moment));
  useEffect(() => {
    setSeconds(secondsLeftUntil(moment));
    if (moment === undefined) return;
    const timer = window.setInterval(() => {
      const left = secondsLeftUntil(moment);
      setSeconds(left);
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [moment]);
  return seconds;
}
