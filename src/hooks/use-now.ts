import { useEffect, useRef, useState } from 'react';

export interface NowOptions {
  /** How often the time is read again, so "expires in 5 minutes" stays true while the page is open. */
  intervalMs?: number;
  /** Where the time comes from: Date.now, or a test's own clock. Read from the first render on. */
  clock?: () => number;
}

/** The current time in milliseconds, renewed every `intervalMs`; the interval is cleared on unmount. */
export function useNow({ intervalMs = 1000, clock = Date.now }: NowOptions = {}): number {
  // Kept from the first render, so a clock written inline does not restart the interval on every render.
  const clockOnce = useRef(clock);
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockOnce.current()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
