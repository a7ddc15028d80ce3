import { useIsFetching } from '@tanstack/react-query';
import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { afterFirstPaint } from '@/lib/idle';
import type { LazyMenu, PlaceholderTriggerProps } from '@/lib/lazy-menu';

/**
 * Renders `placeholder` (a button of the same size, label and look as the menu's trigger) until
 * the menu is first used, then the menu, open. The menu's chunk is fetched once the first page
 * has painted with its data (or earlier, when the user points at or focuses the placeholder), so by the time
 * of a press it is normally there already; if not, the menu opens as soon as it has loaded.
 * Keyboard focus moves from the placeholder to the real trigger.
 */
export function DeferredMenu<P extends object>({
  menu,
  props,
  placeholder: Placeholder,
  popup = 'menu',
}: {
  menu: LazyMenu<P>;
  props: P;
  /** Rendered with the handlers below spread on it; it must render the trigger button. */
  placeholder: ComponentType<PlaceholderTriggerProps>;
  popup?: PlaceholderTriggerProps['aria-haspopup'];
}) {
  const [used, setUsed] = useState(false);
  const placeholderFocused = useRef(false);

  const preload = () => void menu.preload().catch(() => {});

  // Download the chunk once the first page has painted and its data has arrived (on a slow line
  // the menus would otherwise share the bandwidth with the page's own requests and images), but
  // swap the placeholder for the menu only when it is used: swapping under a pointer that is
  // already pressing it would lose the press, and until it is used the placeholder looks and
  // reads exactly like the menu's trigger.
  const pageSettled = useIsFetching() === 0;
  useEffect(() => (pageSettled ? afterFirstPaint(preload) : undefined), [pageSettled]); // eslint-disable-line react-hooks/exhaustive-deps

  const requestOpen = () => setUsed(true);
  const fallback = (
    <Placeholder
      // Radix menus open on pointer down, not on click; so does the placeholder, so that a press
      // is not lost when the menu replaces it between pointer down and click.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) requestOpen();
      }}
      // Enter and Space (and a click whose pointer down came first: a no-op then).
      onClick={requestOpen}
      // Radix menus also open on ArrowDown.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && popup === 'menu') {
          event.preventDefault();
          requestOpen();
        }
      }}
      onFocus={() => {
        placeholderFocused.current = true;
        preload();
      }}
      onBlur={() => {
        placeholderFocused.current = false;
      }}
      onPointerEnter={preload}
      aria-haspopup={popup}
      aria-expanded={false}
    />
  );

  if (!used) return fallback;
  const { Component } = menu;
  return (
    <Suspense fallback={fallback}>
      <FocusHandOver wasFocused={() => placeholderFocused.current}>
        <Component {...props} defaultOpen />
      </FocusHandOver>
    </Suspense>
  );
}

/** When the placeholder had keyboard focus as it was replaced, the real trigger gets it. */
function FocusHandOver({
  wasFocused,
  children,
}: {
  wasFocused: () => boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!wasFocused() || (active && active !== document.body)) return;
    ref.current?.querySelector<HTMLElement>('button, a[href]')?.focus();
    // Only when the menu replaces the placeholder, not on later renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span ref={ref} className="contents">
      {children}
    </span>
  );
}
