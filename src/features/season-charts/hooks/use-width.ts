import { useCallback, useEffect, useState } from 'react';

/**
 * The width of the element given through `ref`, kept current, so a chart draws at its real size
 * (its text stays the page's size) rather than scaling a fixed drawing. `fallback` until the
 * element has been measured.
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!element) return;
    // A ResizeObserver reports the size once as soon as it observes, then on every change.
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.round(entry?.contentRect.width ?? 0) || null),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return { ref, width: width ?? fallback };
}
