import { useEffect, useState, useSyncExternalStore, type ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';

/**
 * The spec's skip delay across every icon tooltip. Each tooltip has a provider of its own (a
 * shared one would have to wrap the header, whose first render must not wait for this chunk), so
 * the provider's own skip window would cover only the tooltip that just closed: this one lets the
 * next tooltip opened within 300 ms of a close open at once, wherever it is.
 */
const SKIP_DELAY = 300;
let openTooltips = 0;
let skipping = false;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function setSkipping(next: boolean) {
  if (skipping === next) return;
  skipping = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One more tooltip open; the returned function closes it (also when it unmounts open). */
function opened(): () => void {
  openTooltips += 1;
  clearTimeout(skipTimer);
  setSkipping(true);
  return () => {
    openTooltips -= 1;
    if (openTooltips > 0) return;
    clearTimeout(skipTimer);
    skipTimer = setTimeout(() => setSkipping(false), SKIP_DELAY);
  };
}

// Whether the last thing the user did was press a pointer rather than a key. Focus shows the
// tooltip to keyboard users; focus that follows a click (a menu item chosen with the mouse hands
// focus back to its trigger) would otherwise leave a tooltip open under nobody's pointer.
let pointerLast = false;
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerLast = true), true);
  document.addEventListener('keydown', () => (pointerLast = false), true);
}

/** `children` (one element that takes a ref: the trigger) with `label` as its tooltip. */
export function LabelTooltip({ label, children }: { label: string; children: ReactElement }) {
  const skip = useSyncExternalStore(
    subscribe,
    () => skipping,
    () => false,
  );
  const [open, setOpen] = useState(false);
  useEffect(() => (open ? opened() : undefined), [open]);
  return (
    <TooltipProvider delayDuration={skip ? 0 : undefined}>
      <Tooltip open={open} onOpenChange={setOpen}>
        <TooltipTrigger
          asChild
          // Radix skips its own focus handler when this one prevents the default.
          onFocus={(event) => {
            if (pointerLast) event.preventDefault();
          }}
        >
          {children}
        </TooltipTrigger>
        <TooltipContent>{label}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
