// The fixture calendars (supabase/migrations/*_calendars.sql) as a calendar app gets them: a plain
// GET with the anon key in the URL, no headers of its own but `Accept: */*`, and the answer read as
// iCalendar (RFC 5545) by a small parser written from the RFC, not from the writer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, stackEnv } from '../helpers/stack';

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface Component {
  name: string;
  properties: Property[];
  children: Component[];
}

/** Unfolds (§3.1), then reads the BEGIN/END tree; throws on anything malformed. */
function parseICalendar(text: string): Component {
  if (!text.endsWith('\r\n')) throw new Error('the last line does not end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error(`bare CR or LF in ${JSON.stringify(line)}`);
    if (new TextEncoder().encode(line).length > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('continuation line first');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const stack: Component[] = [];
  let root: Component | null = null;
  for (const line of logical) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, rawName, rawParams, value] = match;
    const name = rawName!.toUpperCase();
    const params = Object.fromEntries(
      [...rawParams!.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^";:,]*)/g)].map(([, k, v]) => [
        k!.toUpperCase(),
        v!.replace(/^"|"$/g, ''),
      ]),
    );
    if (name === 'BEGIN') {
      const component: Component = { name: value!, properties: [], children: [] };
      if (stack.length) stack[stack.length - 1]!.children.push(component);
      else if (root) throw new Error('a second top-level component');
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      if (stack.pop()?.name !== value) throw new Error(`END:${value} does not close its BEGIN`);
    } else {
      if (!stack.length) throw new Error(`property outside any component: ${line}`);
      stack[stack.length - 1]!.properties.push({ name, params, value: value! });
    }
  }
  if (!root || stack.length) throw new Error('unclosed component');
  return root;
}

/** A TEXT value read back (§3.3.11). */
function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));
}

const prop = (component: Component, name: string) =>
  component.properties.find((p) => p.name === name);
const events = (calendar: Component) => calendar.children.filter((c) => c.name === 'VEVENT');

function calendarUrl(fn: string, args: Record<string, string | number>, key = true) {
  const { url, anonKey } = stackEnv();
  const params = new URLSearchParams(
    Object.entries(args).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  if (key) params.set('apikey', anonKey);
  return `${url}/rest/v1/rpc/${fn}?${params}`;
}

/** What Apple Calendar, Google Calendar and Thunderbird send: no apikey header, `Accept: *\/*`. */
const get = (url: string) => fetch(url, { headers: { accept: '*/*' } });

async function fetchCalendar(fn: string, args: Record<string, string | number>) {
  const response = await get(calendarUrl(fn, args));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return { response, calendar: parseICalendar(await response.text()) };
}

const tag = `cal${Date.now().toString(36)}`;
const ids: Record<string, number> = {};
async function insert(text: string, params: unknown[]) {
  return Number((await sql<{ id: string }>(`${text} returning id`, params)).rows[0]!.id);
}

// A competition of our own, so the test can move its fixtures; names chosen to need escaping and
// folding.
beforeAll(async () => {
  ids.competition = await insert(
    `insert into competitions (name, slug, level) values ($1, $2, 9)`,
    [`Coppa; Calendario, ${tag}`, `coppa-${tag}`],
  );
  ids.season = await insert(
    `insert into seasons (name, start_date, end_date) values ($1, '2031-09-01', '2032-06-30')`,
    [`Stagione ${tag}`],
  );
  ids.otherSeason = await insert(
    `insert into seasons (name, start_date, end_date) values ($1, '2032-09-01', '2033-06-30')`,
    [`Dopo ${tag}`],
  );
  ids.venue = await insert(
    `insert into venues (name, address, city) values ($1, 'Via Roma 1', 'Bergamo')`,
    [`Campo, Sud ${tag}`],
  );
  ids.home = await insert(`insert into teams (name) values ($1)`, [`Aquile ${tag}`]);
  // Long enough to be folded, with letters of two octets across the fold.
  ids.away = await insert(`insert into teams (name) values ($1)`, [
    `Leoni d'Oro è Città di Sant'Antonio Abate, Società Sportiva Dilettantistica ${tag}`,
  ]);
  const fixture = (
    date: string,
    status: string,
    season = ids.season!,
    score: (number | null)[] = [null, null],
  ) =>
    insert(
      `insert into matches (competition_id, season_id, home_team_id, away_team_id, venue_id,
         match_date, status, home_score, away_score)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [ids.competition, season, ids.home, ids.away, ids.venue, date, status, ...score],
    );
  // Winter and summer time in Rome, and a match played.
  ids.winter = await fixture('2031-11-28T19:30:00Z', 'scheduled');
  ids.summer = await fixture('2032-05-14T18:45:00Z', 'completed', ids.season, [3, 1]);
  ids.cancelled = await fixture('2031-12-05T19:30:00Z', 'cancelled');
  ids.elsewhere = await fixture('2032-11-01T19:30:00Z', 'scheduled', ids.otherSeason);
});

afterAll(async () => {
  await sql(`delete from matches where competition_id = $1`, [ids.competition]);
  await sql(`delete from teams where id = any($1)`, [[ids.home, ids.away]]);
  await sql(`delete from venues where id = $1`, [ids.venue]);
  await sql(`delete from seasons where id = any($1)`, [[ids.season, ids.otherSeason]]);
  await sql(`delete from competitions where id = $1`, [ids.competition]);
});

describe('competition calendar', () => {
  const args = () => ({ competition_id: ids.competition!, season_id: ids.season! });

  it('is one VEVENT per fixture of the competition and season, cancelled ones marked', async () => {
    const { response, calendar } = await fetchCalendar('competition_calendar', args());
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename=".+\.ics"$/);
    expect(calendar.name).toBe('VCALENDAR');
    expect(prop(calendar, 'VERSION')?.value).toBe('2.0');
    expect(unescapeText(prop(calendar, 'X-WR-CALNAME')!.value)).toBe(
      `Coppa; Calendario, ${tag} Stagione ${tag}`,
    );
    const list = events(calendar);
    const uidOf = (id: number) =>
      list.find((e) => prop(e, 'UID')!.value.startsWith(`match-${id}@`));
    expect(list).toHaveLength(3);
    expect(uidOf(ids.elsewhere!)).toBeUndefined();
    expect(prop(uidOf(ids.cancelled!)!, 'STATUS')?.value).toBe('CANCELLED');
    expect(new Set(list.map((e) => prop(e, 'UID')!.value)).size).toBe(3);
    const summary = unescapeText(prop(uidOf(ids.summer!)!, 'SUMMARY')!.value);
    expect(summary).toBe(
      `Aquile ${tag} – Leoni d'Oro è Città di Sant'Antonio Abate, Società Sportiva Dilettantistica ${tag} (3–1)`,
    );
    expect(unescapeText(prop(uidOf(ids.winter!)!, 'LOCATION')!.value)).toBe(
      `Campo, Sud ${tag}, Via Roma 1, Bergamo`,
    );
    for (const event of list) expect(prop(event, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it("gives kick-offs in the league's time zone, winter and summer", async () => {
    const { calendar } = await fetchCalendar('competition_calendar', args());
    const zone = calendar.children.find((c) => c.name === 'VTIMEZONE');
    expect(prop(zone!, 'TZID')?.value).toBe('Europe/Rome');
    const start = (id: number) =>
      prop(
        events(calendar).find((e) => prop(e, 'UID')!.value.startsWith(`match-${id}@`))!,
        'DTSTART',
      );
    expect(start(ids.winter!)).toEqual({
      name: 'DTSTART',
      params: { TZID: 'Europe/Rome' },
      value: '20311128T203000',
    });
    expect(start(ids.summer!)?.value).toBe('20320514T204500');
  });

  it("keeps a fixture's UID when the fixture moves", async () => {
    const uid = async () => {
      const { calendar } = await fetchCalendar('competition_calendar', args());
      const event = events(calendar).find((e) =>
        prop(e, 'UID')!.value.startsWith(`match-${ids.winter}@`),
      )!;
      return { uid: prop(event, 'UID')!.value, start: prop(event, 'DTSTART')!.value };
    };
    const before = await uid();
    await sql(`update matches set match_date = '2031-11-29T17:00:00Z' where id = $1`, [ids.winter]);
    const after = await uid();
    expect(after.start).toBe('20311129T180000');
    expect(after.uid).toBe(before.uid);
  });

  it('has one event per fixture of a seeded competition-season too', async () => {
    const { rows } = await sql<{ competition_id: string; season_id: string; count: string }>(
      `select competition_id, season_id, count(*) from matches
       where competition_id is not null and season_id is not null
       group by 1, 2 order by count(*) desc limit 1`,
    );
    const seeded = rows[0]!;
    const { calendar } = await fetchCalendar('competition_calendar', {
      competition_id: seeded.competition_id,
      season_id: seeded.season_id,
    });
    expect(events(calendar)).toHaveLength(Number(seeded.count));
  });

  it('answers text/calendar whatever a client accepts, and 404 for an unknown selection', async () => {
    for (const accept of [undefined, 'text/calendar', 'text/calendar, */*;q=0.8']) {
      const response = await fetch(
        calendarUrl('competition_calendar', args()),
        accept ? { headers: { accept } } : {},
      );
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    }
    const missing = await get(
      calendarUrl('competition_calendar', { competition_id: ids.competition!, season_id: -1 }),
    );
    expect(missing.status).toBe(404);
  });

  it('needs the anon key, as every API request does', async () => {
    const response = await get(calendarUrl('competition_calendar', args(), false));
    expect(response.status).toBe(401);
  });
});

describe('team calendar', () => {
  it("downloads the team's matches of every season, without the cancelled ones", async () => {
    const { response, calendar } = await fetchCalendar('team_calendar', { team_id: ids.home! });
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="aquile-${tag}.ics"`,
    );
    expect(unescapeText(prop(calendar, 'X-WR-CALNAME')!.value)).toBe(`Aquile ${tag}`);
    const uids = events(calendar).map((e) => prop(e, 'UID')!.value.split('@')[0]);
    expect(uids.sort()).toEqual(
      [ids.winter, ids.summer, ids.elsewhere].map((id) => `match-${id}`).sort(),
    );
  });

  it('uses the same UIDs as the competition calendar', async () => {
    const team = await fetchCalendar('team_calendar', { team_id: ids.home! });
    const competition = await fetchCalendar('competition_calendar', {
      competition_id: ids.competition!,
      season_id: ids.season!,
    });
    const uid = (calendar: Component) =>
      events(calendar)
        .map((e) => prop(e, 'UID')!.value)
        .find((value) => value.startsWith(`match-${ids.summer}@`));
    expect(uid(team.calendar)).toBeDefined();
    expect(uid(team.calendar)).toBe(uid(competition.calendar));
  });

  it('is 404 for a team that does not exist', async () => {
    expect((await get(calendarUrl('team_calendar', { team_id: -1 }))).status).toBe(404);
  });
});
