import { type FixtureFilters } from '@/features/matches/admin/api/fixture-keys';
import {
  FIXTURE_LIST_SELECT,
  filteredFixturesQuery,
  type FixtureListRow,
} from '@/features/matches/admin/api/get-fixtures';
import { buildWorkbook, fixturesToRows } from '@/features/matches/admin/utils/export-fixtures';

/** PostgREST returns at most this many rows per request (db-max-rows). */
const CHUNK = 1000;

/** Every match the filters select (all pages), oldest first. */
export async function getFixturesForExport(filters: FixtureFilters): Promise<FixtureListRow[]> {
  const build = await filteredFixturesQuery(filters, FIXTURE_LIST_SELECT);
  if (!build) return [];
  const all: FixtureListRow[] = [];
  for (let from = 0; ; from += CHUNK) {
    const { data } = await build()
      .range(from, from + CHUNK - 1)
      .throwOnError()
      .overrideTypes<FixtureListRow[], { merge: false }>();
    all.push(...data);
    if (data.length < CHUNK) break;
  }
  return all.reverse();
}

/**
 * Downloads the filtered matches as an .xlsx. Returns how many were written: 0 means there was
 * nothing to export and no file was made. SheetJS is loaded here, on demand.
 */
export async function exportFixtures(filters: FixtureFilters, fileName: string): Promise<number> {
  const fixtures = await getFixturesForExport(filters);
  if (fixtures.length === 0) return 0;
  const XLSX = await import('xlsx');
  XLSX.writeFile(buildWorkbook(XLSX, fixturesToRows(fixtures)), fileName, { compression: true });
  return fixtures.length;
}
