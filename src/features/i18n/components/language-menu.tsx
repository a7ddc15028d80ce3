import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { LanguageButton } from '@/features/i18n/components/language-button';
import { LANGUAGES } from '@/lib/i18n';
import type { LazyMenuProps } from '@/lib/lazy-menu';

/** Italiano / English / Nederlands; the current language is shown checked and disabled. */
export function LanguageMenu({ defaultOpen }: LazyMenuProps) {
  const { i18n } = useTranslation();
  const current = i18n.resolvedLanguage;
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <LanguageButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LANGUAGES.map(({ code, label }) => (
          <DropdownMenuItem
            key={code}
            lang={code}
            disabled={code === current}
            onSelect={() => void i18n.changeLanguage(code)}
          >
            <Check className={code === current ? 'opacity-100' : 'opacity-0'} aria-hidden />
            {label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
