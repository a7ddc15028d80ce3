import type { Competition } from '@/features/competitions/api/get-competitions';
import type { Season } from '@/features/competitions/api/get-seasons';

export interface SelectionParams {
  /** A competition slug or id, as found in the URL. */
  competition?: string | null;
  /** A season id, as found in the URL. */
  season?: string | null;
}

export interface LeagueSelection {
  competition: Competition | null;
  season: Season | null;
}

/**
 * The competition and season the URL asks for; whatever is missing or unknown falls back to
 * the defaults: the main competition (lists come lowest level first) and the latest season
 * (newest start date first). A stale shared link still shows something sensible.
 */
export function resolveSelection(
  competitions: readonly Competition[],
  seasons: readonly Season[],
  params: SelectionParams,
): LeagueSelection {
  const wanted = params.competition?.trim().toLowerCase();
  const competition =
    (wanted && competitions.find((c) => c.slug === wanted || String(c.id) === wanted)) ||
    competitions[0] ||
    null;
  const season =
    (params.season && seasons.find((s) => String(s.id) === params.season?.trim())) ||
    seasons[0] ||
    null;
  return { competition, season };
}
