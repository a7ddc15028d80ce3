import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { MobileNav } from '@/app/layouts/mobile-nav';
import { useNavItems } from '@/app/layouts/use-nav-items';
import { UserMenu } from '@/features/auth/components/user-menu';
import { LanguageSwitcher } from '@/features/i18n/components/language-switcher';
import { BrandLogo } from '@/features/theme/components/brand-logo';
import { ThemeToggle } from '@/features/theme/components/theme-toggle';
import { cn } from '@/lib/utils';

export function SiteHeader() {
  const { t } = useTranslation();
  const items = useNavItems();
  return (
    <header className="sticky top-0 z-40 border-b print:hidden bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="container flex h-16 items-center gap-2">
        <MobileNav />
        <Link
          to="/"
          className="mr-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label={t('nav.homeLink')}
        >
          <BrandLogo />
        </Link>
        <nav aria-label={t('nav.label')} className="hidden items-center gap-0.5 lg:flex">
          {items.map((item) => (
            <NavLink
              key={item.key}
              to={item.to}
              end={'end' in item}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring xl:px-3',
                  isActive ? 'bg-accent text-foreground' : 'text-muted-foreground',
                )
              }
            >
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher />
          <ThemeToggle />
          <div className="ml-1">
            <UserMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
