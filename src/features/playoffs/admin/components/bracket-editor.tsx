import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { PageSpinner } from '@/components/ui/spinner';
import { teamNameIncludes } from '@/entities/team/team-name';
import {
  useBracketEditor,
  type BracketEditorData,
  type BracketMatch,
} from '@/features/playoffs/admin/api/get-bracket-editor';
import { useSaveBracket } from '@/features/playoffs/admin/api/save-bracket';
import { formatLeagueDate } from '@/lib/dates';
import { competitionOptionsQuery, seasonOptionsQuery } from '@/lib/lookups';

/** Pick a competition-season, then its bracket matches in order (first round first). */
export function BracketEditor({ onSaved }: { onSaved?: () => void }) {
  const { t } = useTranslation('admin-playoffs');
  const competitions = useQuery(competitionOptionsQuery());
  const seasons = useQuery(seasonOptionsQuery());
  const [competitionId, setCompetitionId] = useState<number | null>(null);
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const editor = useBracketEditor(competitionId, seasonId);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <Picker
          label={t('competition')}
          placeholder={t('choose')}
          value={competitionId}
          options={competitions.data ?? []}
          onChange={setCompetitionId}
        />
        <Picker
          label={t('season')}
          placeholder={t('choose')}
          value={seasonId}
          options={seasons.data ?? []}
          onChange={setSeasonId}
        />
      </div>
      {competitionId === null || seasonId === null ? (
        <p className="text-sm text-muted-foreground">{t('pickFirst')}</p>
      ) : editor.data ? (
        <OrderEditor
          // A fresh editor per competition-season and per saved version.
          key={`${competitionId}-${seasonId}-${editor.dataUpdatedAt}`}
          competitionId={competitionId}
          seasonId={seasonId}
          data={editor.data}
          onSaved={onSaved}
        />
      ) : editor.isError ? (
        <LoadError message={t('loadError')} />
      ) : (
        <PageSpinner />
      )}
    </div>
  );
}

function Picker({
  label,
  placeholder,
  value,
  options,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: number | null;
  options: readonly { id: number; name: string }[];
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value === null ? undefined : String(value)}
        onValueChange={(v) => onChange(Number(v))}
      >
        <SelectTrigger id={id}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.id} value={String(option.id)}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

interface OrderEditorProps {
  competitionId: number;
  seasonId: number;
  data: BracketEditorData;
  onSaved?: () => void;
}

function OrderEditor({ competitionId, seasonId, data, onSaved }: OrderEditorProps) {
  const { t, i18n } = useTranslation('admin-playoffs');
  const [order, setOrder] = useState<number[]>(data.matchIds);
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const save = useSaveBracket({ onSuccess: onSaved });
  const byId = new Map(data.matches.map((match) => [match.id, match]));
  const chosen = new Set(order);
  // Team names as the imports compare them: 'as roma' finds 'A.S. Roma', 'citta' finds 'Città'.
  const candidates = data.matches.filter(
    (match) => !chosen.has(match.id) && teamNameIncludes(label(match), filter),
  );

  function label(match: BracketMatch) {
    return `${match.home_team?.name ?? '?'} – ${match.away_team?.name ?? '?'}`;
  }
  const describe = (match: BracketMatch) =>
    [
      formatLeagueDate(match.match_date, i18n.language),
      match.home_score === null ? null : `${match.home_score}–${match.away_score ?? ''}`,
    ]
      .filter(Boolean)
      .join(' · ');

  const move = (index: number, by: number) => {
    const next = [...order];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    setOrder(next);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('bracket')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('orderHint')}</p>
        </CardHeader>
        <CardContent className="grid gap-4">
          {order.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
          ) : (
            <ol className="grid gap-2" aria-label={t('bracket')}>
              {order.map((id, index) => {
                const match = byId.get(id);
                const name = match ? label(match) : `#${id}`;
                return (
                  <li key={id} className="flex items-center gap-2 rounded-md border p-2 text-sm">
                    <span className="w-6 text-center font-semibold tabular-nums">{index + 1}</span>
                    <span className="grid min-w-0 flex-1">
                      <span className="break-words font-medium">{name}</span>
                      {match && (
                        <span className="text-xs text-muted-foreground">{describe(match)}</span>
                      )}
                    </span>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === 0}
                      aria-label={t('moveUp', { match: name })}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      disabled={index === order.length - 1}
                      aria-label={t('moveDown', { match: name })}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown />
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      aria-label={t('remove', { match: name })}
                      onClick={() => setOrder(order.filter((other) => other !== id))}
                    >
                      <X />
                    </Button>
                  </li>
                );
              })}
            </ol>
          )}
          <div className="flex justify-end">
            <Button
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  { competitionId, seasonId, matchIds: order },
                  { onSuccess: () => toast.success(t('saved')) },
                )
              }
            >
              {save.isPending ? t('saving') : t('save')}
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('candidates')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Label htmlFor={filterId} className="sr-only">
            {t('filter')}
          </Label>
          <Input
            id={filterId}
            type="search"
            placeholder={t('filter')}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          {candidates.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('noCandidates')}</p>
          ) : (
            <ul className="grid max-h-[28rem] gap-2 overflow-y-auto">
              {candidates.map((match) => (
                <li
                  key={match.id}
                  className="flex items-center gap-2 rounded-md border p-2 text-sm"
                >
                  <span className="grid min-w-0 flex-1">
                    <span className="break-words font-medium">{label(match)}</span>
                    <span className="text-xs text-muted-foreground">{describe(match)}</span>
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('add', { match: label(match) })}
                    onClick={() => setOrder([...order, match.id])}
                  >
                    <Plus aria-hidden />
                    {t('addShort')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
