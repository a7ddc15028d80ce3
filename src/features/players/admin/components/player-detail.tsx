import { Pencil, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/admin/confirm-delete-dialog';
import { DetailCard, type DetailRow } from '@/components/admin/detail-card';
import { PageHeader } from '@/components/admin/page-header';
import { Button } from '@/components/ui/button';
import { useDeletePlayer } from '@/features/players/admin/api/delete-player';
import type { AdminPlayer } from '@/features/players/admin/api/get-player';
import { PICTURE_SIZES, pictureAttributes } from '@/lib/picture-sizes';

interface PlayerDetailProps {
  player: AdminPlayer;
  canManage: boolean;
  /** Private data is shown only to those allowed to read it. */
  showPrivate: boolean;
}

export function PlayerDetail({ player, canManage, showPrivate }: PlayerDetailProps) {
  const { t, i18n } = useTranslation('admin-players');
  const navigate = useNavigate();
  const remove = useDeletePlayer();
  const name = `${player.first_name} ${player.last_name}`;
  const birth = player.private?.date_of_birth;

  const rows: DetailRow[] = [
    [t('fields.team'), player.team?.name ?? '—'],
    [t('fields.role'), player.role ? t(`roles.${player.role}`) : '—'],
    [t('fields.jerseyNumber'), player.jersey_number ?? '—'],
    [t('fields.nationality'), player.nationality ?? '—'],
    ...(showPrivate
      ? ([
          [
            t('fields.dateOfBirth'),
            birth ? new Date(`${birth}T12:00:00`).toLocaleDateString(i18n.language) : '—',
          ],
          [t('fields.documentId'), player.private?.document_id ?? '—'],
        ] as DetailRow[])
      : []),
  ];

  return (
    <>
      <PageHeader
        title={name}
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/admin/players">{t('common:actions.back')}</Link>
            </Button>
            {canManage && (
              <>
                <Button asChild>
                  <Link to={`/admin/players/${player.id}/edit`}>
                    <Pencil aria-hidden />
                    {t('common:actions.edit')}
                  </Link>
                </Button>
                <ConfirmDeleteDialog
                  itemName={name}
                  trigger={<Button variant="destructive">{t('common:actions.delete')}</Button>}
                  onConfirm={async () => {
                    await remove.mutateAsync(player.id);
                    toast.success(t('toast.deleted'));
                    navigate('/admin/players');
                  }}
                />
              </>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {player.photo_url ? (
            <img
              alt={name}
              className="size-full object-cover"
              {...pictureAttributes(player.photo_url, PICTURE_SIZES.adminPreview)}
            />
          ) : (
            <UserRound aria-hidden className="size-12 text-muted-foreground" />
          )}
        </div>
        <DetailCard rows={rows} className="flex-1" />
      </div>
    </>
  );
}
