import { useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { LabelTooltip as LabelTooltipComponent } from '@/components/ui/label-tooltip';
import { afterFirstPaint } from '@/lib/idle';

// Radix's tooltip brings its popper and floating-ui: a chunk of its own, fetched once the first
// page has painted, so that the header's icon buttons keep it off the first page's JavaScript.
let LabelTooltip: typeof LabelTooltipComponent | undefined;
let loading: Promise<void> | undefined;

function load(): Promise<void> {
  loading ??= import('@/components/ui/label-tooltip').then(
    (module) => {
      LabelTooltip = module.LabelTooltip;
    },
    (error: unknown) => {
      loading = undefined; // the next mount retries
      throw error;
    },
  );
  return loading;
}

/**
 * `label` as the tooltip of `children`, an icon-only control (one element that takes a ref, the
 * trigger) whose accessible name is the same text: the spec's 700 ms to open, 300 ms skip delay.
 * Until the tooltip's chunk has arrived the control renders alone; once it has, every new
 * control renders with its tooltip at once. Swapping re-creates the control's element, so
 * keyboard focus is handed over to the new one.
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  const [Tooltip, setTooltip] = useState(() => LabelTooltip);
  const ref = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (Tooltip) return undefined;
    let cancelled = false;
    const cancelWait = afterFirstPaint(() => {
      load().then(
        () => {
          if (cancelled) return;
          hadFocus.current = ref.current?.contains(document.activeElement) ?? false;
          setTooltip(() => LabelTooltip);
        },
        () => {}, // no tooltip then; the control's name still says it all
      );
    });
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [Tooltip]);

  useLayoutEffect(() => {
    if (!Tooltip || !hadFocus.current) return;
    hadFocus.current = false;
    ref.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
  }, [Tooltip]);

  return (
    // A stable box around the control (display: contents, so no box at all in the layout), to
    // tell whether focus was inside when the control is replaced.
    <span ref={ref} className="contents">
      {Tooltip ? <Tooltip label={label}>{children}</Tooltip> : children}
    </span>
  );
}
