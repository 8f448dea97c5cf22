import { useEffect, useState } from 'react';

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The moment has come. */
  done: boolean;
}

const SECOND = 1000;

export function countdownTo(target: number, now: number): Countdown {
  const left = Math.max(0, Math.floor((target - now) / SECOND));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/** Days, hours, minutes and seconds until `targetIso`, ticking every second until it is reached. */
export function useCountdown(targetIso: string): Countdown {
  const target = Date.parse(targetIso);
  const [now, setNow] = useState(() => Date.now());
  const ended = now >= target;
  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [target, ended]);
  return countdownTo(target, now);
}
