import { useCallback, useEffect, useState } from 'react';

/** Whether this browser can tell when an element reaches the screen. */
export const canWatchScreen = () => typeof IntersectionObserver === 'function';

/**
 * True from the moment the element (given through `ref`) first shows on screen, for good: a
 * chart's code and data are asked for only then, so a visitor who never scrolls down to it pays
 * nothing for it. Without IntersectionObserver it never turns true and the caller offers a
 * button instead.
 */
export function useNearScreen<T extends Element>(active = true) {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (!active || near || !element || !canWatchScreen()) return;
    // No margin: a section just below the first screen (the tables page's, on a desktop) must
    // not load with the page, whose first screen is one request.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, near, element]);

  return { ref, near };
}
