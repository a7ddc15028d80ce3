import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { AdminSidebar } from '@/app/routes/admin/admin-sidebar';
import { PageSpinner } from '@/components/ui/spinner';
import { RequireAuth } from '@/features/auth/components/require-auth';

/** The admin area: signed-in only (role checks belong to each admin page), sidebar + content. */
export function Component() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <RequireAuth>
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr] lg:gap-10">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          {/* Keyed by the path so the menu folds away after picking a page. */}
          <details key={pathname} className="rounded-lg border p-3 lg:hidden">
            <summary className="cursor-pointer rounded-md text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              {t('nav.menu')}
            </summary>
            <div className="mt-3">
              <AdminSidebar />
            </div>
          </details>
          <div className="hidden lg:block">
            <AdminSidebar />
          </div>
        </aside>
        <div className="min-w-0">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </RequireAuth>
  );
}
