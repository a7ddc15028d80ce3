import { MobileNavButton } from '@/app/layouts/mobile-nav-button';
import { DeferredMenu } from '@/lib/deferred-menu';
import { lazyMenu } from '@/lib/lazy-menu';

const mobileNavSheet = lazyMenu(() =>
  import('@/app/layouts/mobile-nav-sheet').then((module) => module.MobileNavSheet),
);

/**
 * The menu button below `lg` and its navigation sheet (mobile-nav-sheet.tsx). The sheet's dialog
 * code loads after the first paint; until then the same button stands in, and a press on it
 * opens the sheet once loaded.
 */
export function MobileNav() {
  return (
    <DeferredMenu menu={mobileNavSheet} props={{}} placeholder={MobileNavButton} popup="dialog" />
  );
}
