import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DetailCard, type DetailRow } from '@/components/admin/detail-card';
import { PageHeader } from '@/components/admin/page-header';
import { TeamColors } from '@/components/team-colors';
import { Button } from '@/components/ui/button';
import { useDeleteTeam } from '@/features/teams/admin/api/delete-team';
import type { AdminTeam } from '@/features/teams/admin/api/get-team';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

interface TeamDetailProps {
  team: AdminTeam;
  canEdit: boolean;
  canDelete: boolean;
}

export function TeamDetail({ team, canEdit, canDelete }: TeamDetailProps) {
  const { t } = useTranslation('admin-teams');
  const navigate = useNavigate();
  const remove = useDeleteTeam();

  const rows: DetailRow[] = [
    [t('fields.parish'), team.parish ?? '—'],
    [t('fields.venue'), team.venue?.name ?? '—'],
    [
      t('fields.colors'),
      team.colors.length ? <TeamColors colors={team.colors} label={t('fields.colors')} /> : '—',
    ],
  ];

  return (
    <>
      <PageHeader
        title={team.name}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/teams">{t('common:actions.back')}</Link>
            </Button>
            {canEdit && (
              <Button asChild>
                <Link to={`/admin/teams/${team.id}/edit`}>
                  <Pencil aria-hidden />
                  {t('common:actions.edit')}
                </Link>
              </Button>
            )}
            {canDelete && (
              <ConfirmDeleteDialog
                itemName={team.name}
                extra={t('delete.cascade')}
                trigger={<Button variant="destructive">{t('common:actions.delete')}</Button>}
                onConfirm={async () => {
                  await remove.mutateAsync(team.id);
                  toast.success(t('toast.deleted'));
                  navigate('/admin/teams');
                }}
              />
            )}
          </>
        }
      />
      <div className="grid gap-6 md:grid-cols-[1fr_auto]">
        <DetailCard rows={rows} />
        <div className="flex gap-4">
          {team.logo_url && (
            <figure className="grid gap-1 text-center text-xs text-muted-foreground">
              <img
                alt={t('fields.logo')}
                className="size-32 rounded-md border object-contain"
                {...pictureAttributes(team.logo_url, PICTURE_SIZES.adminPreview)}
              />
              <figcaption>{t('fields.logo')}</figcaption>
            </figure>
          )}
          {team.photo_url && (
            <figure className="grid gap-1 text-center text-xs text-muted-foreground">
              <img
                alt={t('fields.photo')}
                className="h-32 w-48 rounded-md border object-cover"
                {...pictureAttributes(team.photo_url, PICTURE_SIZES.adminPreview)}
              />
              <figcaption>{t('fields.photo')}</figcaption>
            </figure>
          )}
        </div>
      </div>
    </>
  );
}
