import { signedWhole } from '@/lib/numbers';
import type { TFunction } from 'i18next';
import type { MatchTexts } from '@/features/share-image/draw/draw-match';
import type { TableTexts } from '@/features/share-image/draw/draw-table';
import type { ShareMatch, ShareTable } from '@/features/share-image/types';
import { formatLeagueDate } from '@/lib/dates';
import { slugify } from '@/lib/slugify';

type Translate = TFunction<['share-image', 'common']>;

/** "Sabato 21 novembre 2026, 20:30": a weekday opens the sentence, as on the match page. */
function capitalised(text: string, language: string): string {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}

export function matchTexts(t: Translate, language: string, match: ShareMatch): MatchTexts {
  return {
    brandName: t('common:appName'),
    subtitle: match.competition ?? t('image.fullTime'),
    fullTime: t('image.fullTime'),
    scorers: t('image.scorers'),
    noGoals: t('image.noGoals'),
    ownGoal: t('image.ownGoal'),
    unknownScorer: t('image.unknownScorer'),
    date: capitalised(formatLeagueDate(match.date, language, 'fullDateTime'), language),
    venue: match.venue,
  };
}

export function tableTexts(
  t: Translate,
  language: string,
  table: ShareTable,
  now: Date = new Date(),
): TableTexts {
  return {
    brandName: t('common:appName'),
    subtitle: `${t('image.table')} · ${table.title}`,
    columns: {
      position: t('image.columns.position'),
      team: t('image.columns.team'),
      played: t('image.columns.played'),
      goalDifference: t('image.columns.goalDifference'),
      points: t('image.columns.points'),
      form: t('image.columns.form'),
    },
    form: { W: t('image.form.W'), D: t('image.form.D'), L: t('image.form.L') },
    updated: t('image.updated', {
      date: formatLeagueDate(now, language, 'longDate'),
    }),
    signed: signedWhole,
  };
}

/** A file name that says what it is: "oratorio-san-luigi-virtus-san-rocco-1080x1080.png". */
export function fileName(parts: readonly string[], width: number, height: number): string {
  const slug = slugify(parts.join(' ')).slice(0, 80).replace(/-+$/, '');
  return `${slug || 'calcetto'}-${width}x${height}.png`;
}
