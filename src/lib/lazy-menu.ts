import { lazy, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react';

/** What every lazily loaded menu accepts: open at once when the user asked before it loaded. */
export interface LazyMenuProps {
  defaultOpen?: boolean;
}

/** What a placeholder trigger receives: the button that stands in for the menu spreads it. */
export interface PlaceholderTriggerProps {
  onPointerDown: (event: PointerEvent<HTMLButtonElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerEnter: () => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
}

export interface LazyMenu<P> {
  Component: ComponentType<P & LazyMenuProps>;
  preload: () => Promise<unknown>;
}

/**
 * A header menu whose Radix code (dropdown, dialog, popper, floating-ui, focus scope...) is a
 * separate chunk, so it is not part of the first page's JavaScript.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<ComponentType<P & LazyMenuProps>>,
): LazyMenu<P> {
  let loading: Promise<ComponentType<P & LazyMenuProps>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // let the next attempt (a click, a remount) retry
      throw error;
    });
    return loading;
  };
  const Component = lazy(() => preload().then((component) => ({ default: component })));
  return { Component, preload };
}
