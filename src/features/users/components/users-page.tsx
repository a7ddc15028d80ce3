import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { Badge } from '@/components/ui/badge';
import { useListParams } from '@/hooks/use-list-params';
import { useUsers, type AdminUser } from '@/features/users/api/get-users';
import { RoleDialog } from '@/features/users/components/role-dialog';
import { StatusButton } from '@/features/users/components/status-button';
import { teamOptionsQuery } from '@/lib/lookups';
import { PAGE_SIZE } from '@/lib/pagination';

function fullName(user: AdminUser): string {
  return [user.first_name, user.last_name].filter(Boolean).join(' ').trim();
}

/** User management: name, email, role, status; change roles, block and unblock. */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation('users');
  const { page, search, setPage, setSearch } = useListParams();
  const users = useUsers({ page, search });
  const teams = useQuery(teamOptionsQuery());
  const teamNames = useMemo(
    () => new Map((teams.data ?? []).map((team) => [team.id, team.name])),
    [teams.data],
  );

  const columns: DataTableColumn<AdminUser>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      cell: (user) => (
        <span className="font-medium">
          {fullName(user) || t('common:auth.defaultName')}
          {user.id === currentUserId && (
            <span className="ml-2 text-xs font-normal text-muted-foreground">{t('you')}</span>
          )}
        </span>
      ),
    },
    { id: 'email', header: t('columns.email'), cell: (user) => user.email },
    {
      id: 'role',
      header: t('columns.role'),
      cell: (user) => (
        <span className="grid">
          <span>{t(`roles.${user.role}`)}</span>
          {user.role === 'captain' && user.team_id !== null && (
            <span className="text-xs text-muted-foreground">{teamNames.get(user.team_id)}</span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      cell: (user) => (
        <Badge variant={user.status === 'blocked' ? 'destructive' : 'secondary'}>
          {t(`statuses.${user.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('common:table.actions')}</span>,
      className: 'text-right',
      cell: (user) => {
        const name = fullName(user) || user.email;
        return (
          <span className="flex justify-end gap-2">
            <RoleDialog user={user} userName={name} teams={teams.data ?? []} />
            {user.id !== currentUserId && <StatusButton user={user} userName={name} />}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <ListToolbar
        search={search}
        onSearchChange={setSearch}
        searchLabel={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={users.data?.rows}
        getRowId={(user) => user.id}
        isLoading={users.isPending}
        isError={users.isError}
        errorMessage={t('loadError')}
        onRetry={() => void users.refetch()}
        emptyMessage={search ? t('noResults') : t('empty')}
        pagination={{
          page,
          pageSize: PAGE_SIZE,
          total: users.data?.total ?? 0,
          onPageChange: setPage,
        }}
      />
    </>
  );
}
