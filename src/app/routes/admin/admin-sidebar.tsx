import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { ADMIN_NAV } from '@/app/routes/admin/admin-nav';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { cn } from '@/lib/utils';

export function AdminSidebar() {
  const { t } = useTranslation('admin');
  const { hasPermission } = useAuth();
  // Only the pages the role can use; the database refuses the rest anyway.
  const groups = ADMIN_NAV.map((group) => ({
    ...group,
    items: group.items.filter((item) => hasPermission(item.roles)),
  })).filter((group) => group.items.length > 0);
  return (
    <nav aria-label={t('nav.label')} className="grid gap-5">
      {groups.map((group) => (
        <div key={group.key} className="grid gap-1">
          <p className="px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            {t(`groups.${group.key}`)}
          </p>
          {group.items.map(({ to, section, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  isActive ? 'bg-accent text-foreground' : 'text-muted-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {t(`sections.${section}`)}
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
