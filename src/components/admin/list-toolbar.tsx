import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

interface ListToolbarProps {
  /** The search applied to the list (e.g. from the URL); the input starts from it. */
  search: string;
  /** Called with the trimmed text once typing pauses for `delay` ms. */
  onSearchChange: (search: string) => void;
  /** Accessible name of the search box, e.g. 'Search by name, parish or venue'. */
  searchLabel?: string;
  placeholder?: string;
  delay?: number;
  /** Action buttons (new, import, export…), right-aligned on wide screens. */
  children?: ReactNode;
}

/** Search box (debounced, so a list query runs per pause, not per keystroke) plus actions. */
export function ListToolbar({
  search,
  onSearchChange,
  searchLabel,
  placeholder,
  delay = 300,
  children,
}: ListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(search);
  // Kept in a ref so that a parent re-rendering with a new callback does not restart the wait.
  const callback = useRef(onSearchChange);
  useEffect(() => {
    callback.current = onSearchChange;
  });

  useEffect(() => {
    const value = text.trim();
    if (value === search) return;
    const timer = setTimeout(() => callback.current(value), delay);
    return () => clearTimeout(timer);
  }, [text, search, delay]);

  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-xs">
        <label htmlFor={id} className="sr-only">
          {searchLabel ?? t('search.label')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder ?? t('search.placeholder')}
          className="pl-8"
        />
      </div>
      {children && <div className="flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
