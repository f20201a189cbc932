import { useEffect, useRef } from 'react';
import type { Tool } from '@/tools/define-tool';
import { prefetchToolOnIntent, prefetchToolWhenIdle } from './prefetcher';

/** Props for a tool card's list item: prefetch its code on hover or focus, and when idle once it is in view. */
export function useToolPrefetch(tool: Tool) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      prefetchToolWhenIdle(tool);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [tool]);
  const onIntent = () => prefetchToolOnIntent(tool);
  return { ref, onPointerEnter: onIntent, onFocus: onIntent };
}
