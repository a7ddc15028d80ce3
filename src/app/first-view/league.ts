import type { Competition } from '@/features/competitions/api/get-competitions';
import type { Season } from '@/features/competitions/api/get-seasons';
import { Html, markup } from '@/app/first-view/html';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';

type AnswerCompetition = Pick<Competition, 'id' | 'name' | 'slug'>;
type AnswerSeason = Pick<Season, 'id' | 'name' | 'start_date'>;

/** What every league page's answer holds (page_league() in SQL). */
export interface LeagueAnswer {
  competitions: readonly AnswerCompetition[] | null;
  seasons: readonly AnswerSeason[] | null;
  selection: { competition_id: number; season_id: number } | null;
}

export interface LeagueSelection {
  competition: AnswerCompetition;
  season: AnswerSeason;
}

/** The competition and season the database settled on, or null when the page has none. */
export function leagueSelection(answer: LeagueAnswer): LeagueSelection | null {
  const { selection } = answer;
  const competition = answer.competitions?.find((c) => c.id === selection?.competition_id);
  const season = answer.seasons?.find((s) => s.id === selection?.season_id);
  return competition && season ? { competition, season } : null;
}

const CHEVRON = '<path d="m6 9 6 6 6-6"></path>';
const LABEL =
  'text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-70';
const PICKER_BOX = 'grid min-w-0 gap-1.5';
const SELECT =
  'h-9 w-full min-w-0 cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-2 pl-3 pr-9 text-sm shadow-sm ring-offset-background focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 dark:[color-scheme:dark]';

interface Option {
  value: string;
  name: string;
  selected: boolean;
}

/**
 * A labelled native select (src/components/ui/native-select.tsx) in a box of class `box`. Its
 * choice sets the address's parameter `param` (`followPickers`).
 */
export function picker(param: string, box: string, label: string, options: Option[]): Html {
  const id = `first-view-${param}`;
  return markup`<div class="${box}">
    <label class="${LABEL}" for="${id}">${label}</label>
    <div class="relative">
      <select class="${SELECT}" id="${id}" aria-disabled="true" data-param="${param}">
        ${options.map(
          (o) =>
            markup`<option value="${o.value}"${o.selected ? new Html(' selected') : ''}>${o.name}</option>`,
        )}
      </select>
      ${icon('chevron-down', CHEVRON, 'pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-50')}
    </div>
  </div>`;
}

/**
 * The competition and season pickers (src/features/competitions/components/league-pickers.tsx).
 * Until the app takes over they are marked unavailable; a choice made all the same opens the
 * page of that choice (`followPickers`).
 */
export function leaguePickers(
  t: Translate,
  answer: LeagueAnswer,
  { competition, season }: LeagueSelection,
): Html {
  const competitions = (answer.competitions ?? []).map((c) => ({
    value: c.slug,
    name: c.name,
    selected: c.id === competition.id,
  }));
  const seasons = (answer.seasons ?? []).map((s) => ({
    value: String(s.id),
    name: s.name,
    selected: s.id === season.id,
  }));
  return markup`<div class="grid grid-cols-2 gap-3 sm:flex sm:items-end">
    ${picker('competition', `${PICKER_BOX} sm:w-56`, t('competitions:pickers.competition'), competitions)}
    ${picker('season', `${PICKER_BOX} sm:w-44`, t('competitions:pickers.season'), seasons)}
  </div>`;
}

/**
 * The pickers' boxes with their labels and no choices, as the page's frame shows them before
 * the answer (`FirstViewTop`): the same size as `leaguePickers`, so the heading beside them stays
 * where the view puts it.
 */
export function leaguePickerBoxes(t: Translate): Html {
  const box = (width: string, label: string) => markup`<div class="${PICKER_BOX} ${width}">
    <span class="${LABEL}">${label}</span>
    <div class="h-9 rounded-md border border-input bg-background shadow-sm"></div>
  </div>`;
  return markup`<div class="grid grid-cols-2 gap-3 sm:flex sm:items-end" aria-hidden="true">
    ${box('sm:w-56', t('competitions:pickers.competition'))}
    ${box('sm:w-44', t('competitions:pickers.season'))}
  </div>`;
}

/** A league page's title and its competition and season pickers (or their boxes). */
export function leagueHeading(title: string, pickers: Html): Html {
  return markup`<div class="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
    <h1 class="text-2xl font-bold tracking-tight sm:text-3xl">${title}</h1>
    ${pickers}
  </div>`;
}

/**
 * A choice in the first view's pickers loads the page for it, the way the app's pickers set the
 * address (src/features/competitions/hooks/use-league-selection.ts), so that it is not lost. A
 * new competition or season drops the page's other filters (a team belongs to one season), and
 * a filter's 'all' is no filter.
 */
export function followPickers(root: HTMLElement, owned: () => boolean): void {
  const selects = [...root.querySelectorAll<HTMLSelectElement>('select[data-param]')];
  const isLeague = (param: string | undefined) => param === 'competition' || param === 'season';
  for (const select of selects) {
    select.addEventListener('change', () => {
      const param = select.dataset.param;
      if (!param || !owned()) return;
      const query = new URLSearchParams(location.search);
      if (!isLeague(param) && select.value === 'all') query.delete(param);
      else query.set(param, select.value);
      if (isLeague(param)) {
        for (const other of selects)
          if (!isLeague(other.dataset.param)) query.delete(other.dataset.param ?? '');
      }
      location.replace(`${location.pathname}?${query}`);
    });
  }
}
