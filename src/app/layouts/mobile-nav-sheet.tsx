import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { MobileNavButton } from '@/app/layouts/mobile-nav-button';
import { useNavItems } from '@/app/layouts/use-nav-items';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet';
import { BrandLogo } from '@/features/theme/components/brand-logo';
import type { LazyMenuProps } from '@/lib/lazy-menu';
import { cn } from '@/lib/utils';

/** The navigation as a sheet from the left, below `lg`. */
export function MobileNavSheet({ defaultOpen = false }: LazyMenuProps) {
  const { t } = useTranslation();
  const items = useNavItems();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <MobileNavButton />
      </SheetTrigger>
      <SheetContent side="left" className="w-72 p-4">
        <SheetHeader className="pr-8">
          <SheetTitle asChild>
            <div>
              <BrandLogo />
            </div>
          </SheetTitle>
          <SheetDescription className="sr-only">{t('nav.menuDescription')}</SheetDescription>
        </SheetHeader>
        <nav aria-label={t('nav.label')} className="grid gap-1">
          {items.map((item) => (
            <NavLink
              key={item.key}
              to={item.to}
              end={'end' in item}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-2.5 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'bg-accent text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
      </SheetContent>
    </Sheet>
  );
}
