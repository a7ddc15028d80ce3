import { ThemeButton } from '@/features/theme/components/theme-button';
import { DeferredMenu } from '@/lib/deferred-menu';
import { lazyMenu } from '@/lib/lazy-menu';

const themeMenu = lazyMenu(() =>
  import('@/features/theme/components/theme-menu').then((module) => module.ThemeMenu),
);

/**
 * The light / dark / system menu (theme-menu.tsx). Its dropdown code loads after the first
 * paint; until then the same button stands in, and a press on it opens the menu once loaded.
 */
export function ThemeToggle() {
  return <DeferredMenu menu={themeMenu} props={{}} placeholder={ThemeButton} />;
}
