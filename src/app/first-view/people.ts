import { markup, type Html } from '@/app/first-view/html';
import { icon } from '@/app/first-view/shell';

/** What the team and player pages share: their detail frame, empty sections, colours. */

/** A team as the answers embed it (app.team_badge() in SQL). */
export interface AnswerTeam {
  id: number;
  name: string;
  logo_url: string | null;
  colors: readonly string[] | null;
}

/**
 * Whether every colour is a hex colour, as the database requires (teams.colors): the page is
 * left to the app otherwise, since the first view writes nothing else into a style attribute.
 */
export function hexColors(...lists: (readonly string[] | null | undefined)[]): boolean {
  return lists.every((colors) =>
    (colors ?? []).every((color) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(color)),
  );
}

/** A role the translations know (the player_role enum): anything else is left to the app. */
export function knownRole(role: string | null): boolean {
  return role === null || ['goalkeeper', 'defender', 'midfielder', 'forward'].includes(role);
}

const ARROW_LEFT = '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>';

/** src/components/ui/button.tsx's outline and ghost variants at size sm. */
const SMALL_BUTTON =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 h-8 rounded-md px-3 text-xs';
export const OUTLINE_BUTTON = `${SMALL_BUTTON} border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground`;

/**
 * src/components/detail-page.tsx with its record loaded: the link back to the list above the
 * page.
 */
export function detailPage(back: { to: string; label: string }, content: Html): Html {
  return markup`<div class="flex flex-col gap-6">
    <a class="${SMALL_BUTTON} hover:bg-accent hover:text-accent-foreground -ml-2 self-start print:hidden" href="${back.to}"
    >${icon('arrow-left', ARROW_LEFT)}${back.label}</a>
    ${content}
  </div>`;
}

/** src/components/empty-state.tsx */
export function emptyState(name: string, paths: string, message: string): Html {
  return markup`<div class="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center text-muted-foreground">
    ${icon(name, paths, 'size-8')}
    <p>${message}</p>
  </div>`;
}
