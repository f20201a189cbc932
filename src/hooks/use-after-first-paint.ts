import { useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';

/**
 * A value the component's first frame can do without, computed once that frame has painted; null until
 * then. For set-up that would delay a tool's first paint: a page's first Intl call loads ICU data, for
 * instance (the JWT Debugger's time zone: 10–40 ms here).
 */
export function useAfterFirstPaint<T>(compute: () => T): T | null {
  const computeOnce = useRef(compute);
  const [value, setValue] = useState<{ current: T } | null>(null);
  useEffect(() => afterNextPaint(() => setValue({ current: computeOnce.current() })), []);
  return value === null ? null : value.current;
}
