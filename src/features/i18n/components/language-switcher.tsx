import { LanguageButton } from '@/features/i18n/components/language-button';
import { DeferredMenu } from '@/lib/deferred-menu';
import { lazyMenu } from '@/lib/lazy-menu';

const languageMenu = lazyMenu(() =>
  import('@/features/i18n/components/language-menu').then((module) => module.LanguageMenu),
);

/**
 * The language menu (language-menu.tsx). Its dropdown code loads after the first paint; until
 * then the same button stands in, and a press on it opens the menu once loaded.
 */
export function LanguageSwitcher() {
  return <DeferredMenu menu={languageMenu} props={{}} placeholder={LanguageButton} />;
}
