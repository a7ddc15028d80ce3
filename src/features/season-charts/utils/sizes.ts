/**
 * The charts' heights, known before their code and data arrive, so each section reserves the
 * room its chart will take (src/features/season-charts/components/chart-section.tsx).
 */
export const POSITION_CHART_HEIGHT = 220;
export const GOALS_CHART_HEIGHT = 200;
export const PLAYER_CHART_HEIGHT = 220;

/** Room per team in the bump chart: one line of label text. */
const BUMP_ROW = 22;
const BUMP_MARGIN = 44;

export function bumpChartHeight(teams: number) {
  return Math.max(teams, 2) * BUMP_ROW + BUMP_MARGIN;
}

// The text around a drawing: a chart's title, the goals chart's legend, the summary under it
// (one line on a desktop, two on a phone), the team list under the bump chart (about two rows of
// names on a desktop).
const TITLE = 40;
const LEGEND = 28;
const SUMMARY = 40;
const TEAM_LIST = 100;
const GAP = 24;

/** What a section's placeholder reserves: the charts with their titles and captions. */
export const TEAM_SECTION_HEIGHT =
  TITLE + POSITION_CHART_HEIGHT + SUMMARY + GAP + TITLE + LEGEND + GOALS_CHART_HEIGHT + SUMMARY;
export const PLAYER_SECTION_HEIGHT = PLAYER_CHART_HEIGHT + SUMMARY;
export const tableSectionHeight = (teams: number) => bumpChartHeight(teams) + SUMMARY + TEAM_LIST;
