import { signedWhole } from '@/lib/numbers';
import { seasonArchivePath } from '@/app/routes/league/season-archive-path';
import type { FormResult, StandingsTable } from '@/features/standings/api/get-standings-table';
import { FORM_COLORS, NUMBER_COLUMNS } from '@/features/standings/utils/columns';
import {
  cx,
  markup,
  type Html,
  type FirstViewPage,
  type FirstViewTop,
} from '@/app/first-view/html';
import {
  leagueHeading,
  leaguePickerBoxes,
  leaguePickers,
  leagueSelection,
  type LeagueAnswer,
} from '@/app/first-view/league';
import { icon } from '@/app/first-view/shell';
import type { Translate } from '@/app/first-view/strings';
import { teamLogo } from '@/app/first-view/team-logo';

/** page_tables() in SQL. */
export interface TablesAnswer extends LeagueAnswer {
  table: StandingsTable | null;
}

// src/components/ui/table.tsx and src/features/standings/components/standings-table.tsx, as
// the app renders them.
const HEAD =
  'h-10 align-middle font-medium [&:has([role=checkbox])]:pr-0 px-1.5 text-center sm:px-2';
const HEAD_LEFT =
  'h-10 px-2 text-left align-middle font-medium text-muted-foreground [&:has([role=checkbox])]:pr-0';
const CELL = 'p-2 align-middle [&:has([role=checkbox])]:pr-0';
const NUMBER = `${CELL} px-1.5 text-center sm:px-2`;
const STICKY = 'sticky left-0 z-10 bg-background';
/** src/components/ui/button.tsx, outline and small, as the share button renders it. */
const OUTLINE_SMALL =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground h-8 rounded-md px-3 text-xs';
const SHARE =
  '<circle cx="18" cy="5" r="3"></circle><circle cx="6" cy="12" r="3"></circle><circle cx="18" cy="19" r="3"></circle><line x1="8.59" x2="15.42" y1="13.51" y2="17.49"></line><line x1="15.41" x2="8.59" y1="6.51" y2="10.49"></line>';
const ARCHIVE =
  '<rect width="20" height="5" x="2" y="3" rx="1"></rect><path d="M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8"></path><path d="M10 12h4"></path>';

function column(t: Translate, key: string, className: string): Html {
  const long = t(`standings:columns.${key}.long`);
  return markup`<th class="${cx(HEAD, className)}" scope="col">
    <abbr title="${long}" class="no-underline">
      <span aria-hidden="true">${t(`standings:columns.${key}.short`)}</span>
      <span class="sr-only">${long}</span>
    </abbr>
  </th>`;
}

/** src/features/standings/components/form-pills.tsx */
function formPills(t: Translate, form: readonly FormResult[]): Html {
  if (form.length === 0) return markup`<span class="text-muted-foreground">–</span>`;
  const spoken = form.map((result) => t(`standings:form.long.${result}`)).join(', ');
  const label = t('standings:form.label', { count: form.length, results: spoken });
  return markup`<span role="img" class="flex gap-1" aria-label="${label}">${form.map(
    (result) => markup`<span title="${t(`standings:form.long.${result}`)}"
      class="inline-flex size-5 items-center justify-center rounded text-[0.65rem] font-bold ${FORM_COLORS[result]}"
    >${t(`standings:form.short.${result}`)}</span>`,
  )}</span>`;
}

function table(t: Translate, rows: StandingsTable['rows'], caption: string) {
  const body = rows.map(
    (
      row,
    ) => markup`<tr class="border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted group h-11">
      <td class="${CELL} px-1.5 text-center font-medium sm:px-2">${row.position}</td>
      <th class="h-10 px-2 text-left align-middle [&:has([role=checkbox])]:pr-0 ${STICKY} font-medium text-foreground group-hover:bg-muted" scope="row">
        <a class="flex items-center gap-2 rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          href="/teams/${row.team_id}"
        >
          ${teamLogo(row.team_name, row.team_logo_url, row.team_colors)}
          <span class="truncate">${row.team_name}</span>
        </a>
      </th>
      <td class="${CELL} px-1.5 text-center font-bold sm:hidden" data-column="points">${row.points}</td>
      <td class="${NUMBER}">${row.played}</td>
      <td class="${NUMBER}">${row.won}</td>
      <td class="${NUMBER}">${row.drawn}</td>
      <td class="${NUMBER}">${row.lost}</td>
      <td class="${NUMBER}">${row.goals_for}</td>
      <td class="${NUMBER}">${row.goals_against}</td>
      <td class="${NUMBER}">${signedWhole(row.goal_difference)}</td>
      <td class="${CELL} px-1.5 text-center font-bold sm:px-2 hidden sm:table-cell" data-column="points">${row.points}</td>
      <td class="${CELL}">${formPills(t, row.form)}</td>
    </tr>`,
  );
  return markup`<div class="relative w-full overflow-x-auto">
    <table class="w-full caption-bottom text-sm tabular-nums">
      <caption class="mt-4 text-sm text-muted-foreground sr-only">${caption}</caption>
      <thead class="[&_tr]:border-b">
        <tr class="border-b transition-colors data-[state=selected]:bg-muted hover:bg-transparent">
          ${column(t, 'position', 'text-muted-foreground w-10')}
          <th class="${HEAD_LEFT} ${STICKY} min-w-36 sm:min-w-40" scope="col">${t('standings:columns.team')}</th>
          ${column(t, 'points', 'text-foreground sm:hidden')}
          ${NUMBER_COLUMNS.map((key) => column(t, key, 'text-muted-foreground'))}
          ${column(t, 'points', 'text-foreground hidden sm:table-cell')}
          <th class="${HEAD_LEFT}" scope="col">${t('standings:columns.form')}</th>
        </tr>
      </thead>
      <tbody class="[&_tr:last-child]:border-0">${body}</tbody>
    </table>
  </div>`;
}

/**
 * /tables (src/app/routes/tables.tsx) for its usual answer: a table with rows, not locked.
 * Anything else (no competition, an empty or locked table) is left to the app: null.
 */
export function tablesPage(t: Translate, answer: TablesAnswer): Html | null {
  const selection = leagueSelection(answer);
  const standings = answer.table;
  if (!selection || !standings || standings.locked || standings.rows.length === 0) return null;
  const { competition, season } = selection;
  const caption = t('standings:caption', { competition: competition.name, season: season.name });
  return markup`<div class="space-y-6">
    ${leagueHeading(t('standings:title'), leaguePickers(t, answer, selection))}
    <section aria-labelledby="table-heading" class="space-y-4">
      <div class="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <h2 id="table-heading" class="text-xl font-semibold leading-7">${competition.name} · ${season.name}</h2>
        <div class="flex h-8 items-center justify-between gap-4">
          <a class="inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
            href="${seasonArchivePath(season.start_date, competition.slug)}"
          >${icon('archive', ARCHIVE, 'size-4')}${t('competitions:archive.link')}</a>
          <button class="${OUTLINE_SMALL} print:hidden" aria-haspopup="dialog" aria-disabled="true"
          >${icon('share-2', SHARE, 'lucide-share2')}${t('common:share.button')}</button>
        </div>
      </div>
      <div class="space-y-4">
        ${table(t, standings.rows, caption)}
        <p class="text-sm text-muted-foreground">${t('standings:tiebreakers')}</p>
      </div>
    </section>
  </div>`;
}

/** This page's first view: public-pages.ts names this module for it. */
export const view: FirstViewPage = (t, _language, answer) => tablesPage(t, answer as TablesAnswer);

/**
 * The page's heading and the pickers' boxes, before its answer: on a wide screen the heading is
 * the page's largest paint (in Italian; the table's heading is larger in English and Dutch).
 */
export const top: FirstViewTop = (t) =>
  markup`<div class="space-y-6">${leagueHeading(t('standings:title'), leaguePickerBoxes(t))}</div>`;
