/**
 * Runs `callback` once the browser has painted and is idle (at most `timeout` ms later), for
 * work that must not compete with the first page: lazy chunks of the shell, prefetches.
 * Returns a cancel function, so it can be the body of a `useEffect`.
 */
export function afterFirstPaint(callback: () => void, timeout = 2000): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  // requestAnimationFrame fires before the next paint; the timeout after it lands after it.
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => {
          timer = setTimeout(() => {
            if (typeof requestIdleCallback === 'function')
              idleId = requestIdleCallback(run, { timeout });
            else run();
          }, 0);
        })
      : undefined;
  if (frame === undefined) timer = setTimeout(run, 0);
  return () => {
    cancelled = true;
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idleId !== undefined) cancelIdleCallback(idleId);
  };
}
