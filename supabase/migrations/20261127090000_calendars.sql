-- Fixture calendars (RFC 5545) written by the database: a competition-season's, to subscribe to
-- from /matches, and a team's, to download from its page. A calendar app fetches the URL itself,
-- without JavaScript or headers, so each calendar is a GET of one function whose answer is the
-- .ics file: PostgREST 12 sends a function's bytes as they are, with the headers it sets, when the
-- function returns its "any media type" domain (a plain text/calendar domain would answer JSON to
-- the `Accept: */*` calendar apps send, PostgREST issues #3391 and #3392).
create domain public."*/*" as bytea;

-- UIDs must be unique across every calendar a person keeps and the same on every download. The
-- match id alone would clash between two leagues running this site, so each database draws its
-- own host part once; a hostname would not do, the feed is fetched from the API's.
create table app.calendar_identity (
  id integer primary key default 1 check (id = 1),
  uid_host text not null
);
insert into app.calendar_identity (uid_host) values (gen_random_uuid()::text || '.calcetto');
revoke all on app.calendar_identity from public, anon, authenticated, service_role;
grant select on app.calendar_identity to anon, authenticated, service_role;

-- The league's zone, as LEAGUE_TIME_ZONE in src/lib/dates.ts. The VTIMEZONE in app.ics_calendar
-- describes this zone's rules (the EU's since 1996): change both together.
create or replace function app.league_time_zone() returns text
language sql immutable
set search_path = ''
as $$ select 'Europe/Rome' $$;

-- TEXT values (§3.3.11): backslash, semicolon, comma and line breaks escaped; other control
-- characters are not allowed in a TEXT value at all.
create or replace function app.ics_text(p text) returns text
language sql immutable strict
set search_path = ''
as $$
  select regexp_replace(
    replace(replace(replace(
      regexp_replace(p, '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]', '', 'g'),
      '\', '\\'), ';', '\;'), ',', '\,'),
    '\r\n|\r|\n', '\\n', 'g')
$$;

-- Lines longer than 75 octets are folded (§3.1): continuation lines start with a space, which
-- counts towards their 75, and no UTF-8 sequence is split (so clients never show broken letters).
create or replace function app.ics_fold(p_line text) returns text
language plpgsql immutable strict
set search_path = ''
as $$
declare
  parts text[] := '{}';
  piece text := '';
  octets integer := 0;
  size integer;
  ch text;
begin
  if octet_length(p_line) <= 75 then
    return p_line;
  end if;
  foreach ch in array regexp_split_to_array(p_line, '') loop
    size := octet_length(ch);
    if octets + size > (case when cardinality(parts) = 0 then 75 else 74 end) then
      parts := parts || piece;
      piece := '';
      octets := 0;
    end if;
    piece := piece || ch;
    octets := octets + size;
  end loop;
  return array_to_string(parts || piece, e'\r\n ');
end
$$;

-- The one iCalendar writer: the given matches (those the caller may read: security invoker),
-- soonest first. Kick-offs are wall-clock times in the league's zone with its VTIMEZONE, so a
-- calendar shows 20:30 for a 20:30 match wherever its owner is; DTSTAMP is the time of writing.
create or replace function app.ics_calendar(p_name text, p_match_ids bigint[]) returns text
language sql stable
set search_path = ''
as $$
  with header as (
    select line, n from unnest(array[
      'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Calcetto//Fixtures//EN',
      'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
      'X-WR-CALNAME:' || app.ics_text(p_name),
      'X-WR-TIMEZONE:' || app.league_time_zone(),
      -- How often a subscribed calendar should look again; clients may poll more rarely.
      'REFRESH-INTERVAL;VALUE=DURATION:PT6H', 'X-PUBLISHED-TTL:PT6H',
      'BEGIN:VTIMEZONE', 'TZID:' || app.league_time_zone(),
      'BEGIN:DAYLIGHT', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'TZNAME:CEST',
      'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'END:DAYLIGHT',
      'BEGIN:STANDARD', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'TZNAME:CET',
      'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'END:STANDARD',
      'END:VTIMEZONE'
    ]) with ordinality as hl(line, n)
  ),
  events as (
    select e.line, m.match_date, m.id, e.n
    from public.matches m
    join public.teams h on h.id = m.home_team_id
    join public.teams a on a.id = m.away_team_id
    left join public.venues v on v.id = m.venue_id
    left join public.competitions c on c.id = m.competition_id
    left join public.seasons s on s.id = m.season_id
    cross join app.calendar_identity ci
    cross join lateral unnest(array[
      'BEGIN:VEVENT',
      'UID:match-' || m.id || '@' || ci.uid_host,
      'DTSTAMP:' || to_char(now() at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
      'LAST-MODIFIED:' || to_char(m.updated_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"'),
      'DTSTART;TZID=' || app.league_time_zone() || ':'
        || to_char(m.match_date at time zone app.league_time_zone(), 'YYYYMMDD"T"HH24MISS'),
      'DURATION:PT1H',
      'SUMMARY:' || app.ics_text(h.name || ' – ' || a.name
        || case when m.home_score is not null
             then ' (' || m.home_score || '–' || m.away_score || ')' else '' end),
      case when v.id is not null then 'LOCATION:'
        || app.ics_text(concat_ws(', ', v.name, nullif(v.address, ''), nullif(v.city, ''))) end,
      case when c.id is not null then 'DESCRIPTION:' || app.ics_text(concat_ws(' · ', c.name, s.name)) end,
      case m.status when 'cancelled' then 'STATUS:CANCELLED'
                    when 'postponed' then 'STATUS:TENTATIVE'
                    else 'STATUS:CONFIRMED' end,
      'END:VEVENT'
    ]) with ordinality as e(line, n)
    where m.id = any (p_match_ids) and e.line is not null
  ),
  lines as (
    select line, 0 as part, null::timestamptz as match_date, null::bigint as id, n from header
    union all
    select line, 1, match_date, id, n from events
    union all
    select 'END:VCALENDAR', 2, null, null, 0
  )
  select string_agg(app.ics_fold(line), e'\r\n' order by part, match_date, id, n) || e'\r\n'
  from lines
$$;

-- The HTTP answer: the calendar's bytes, with the type calendar apps look for and a file name.
create or replace function app.ics_response(p_body text, p_disposition text, p_filename text)
returns public."*/*"
language plpgsql volatile
set search_path = ''
as $$
begin
  perform set_config('response.headers', json_build_array(
    json_build_object('Content-Type', 'text/calendar; charset=utf-8'),
    json_build_object('Content-Disposition', format('%s; filename="%s"', p_disposition, p_filename))
  )::text, true);
  return convert_to(p_body, 'UTF8')::public."*/*";
end
$$;

-- Every fixture of a competition-season, cancelled ones marked so (a subscribed calendar then
-- strikes them rather than keeping a stale event). `apikey` is ignored: it lets the URL carry the
-- anon key, which the API gateway reads from the query string when no header can be sent, and
-- PostgREST would otherwise refuse the unknown parameter.
create or replace function public.competition_calendar(
  competition_id bigint, season_id bigint, apikey text default null)
returns public."*/*"
language plpgsql stable
set search_path = ''
as $$
declare
  v_competition text;
  v_season text;
begin
  select c.name into v_competition
  from public.competitions c where c.id = competition_calendar.competition_id;
  select s.name into v_season from public.seasons s where s.id = competition_calendar.season_id;
  if v_competition is null or v_season is null then
    raise sqlstate 'PT404' using message = 'Competition or season not found';
  end if;
  return app.ics_response(
    app.ics_calendar(v_competition || ' ' || v_season, array(
      select m.id from public.matches m
      where m.competition_id = competition_calendar.competition_id
        and m.season_id = competition_calendar.season_id)),
    'inline',
    coalesce(nullif(app.slugify(v_competition || ' ' || v_season), ''), 'calendar') || '.ics');
end
$$;

-- Every match of a team, all competitions and seasons, cancelled ones left out: a one-off import
-- into someone's calendar, so it downloads as a file.
create or replace function public.team_calendar(team_id bigint, apikey text default null)
returns public."*/*"
language plpgsql stable
set search_path = ''
as $$
declare
  v_team text;
begin
  select t.name into v_team from public.teams t where t.id = team_calendar.team_id;
  if v_team is null then
    raise sqlstate 'PT404' using message = 'Team not found';
  end if;
  return app.ics_response(
    app.ics_calendar(v_team, array(
      select m.id from public.matches m
      where (m.home_team_id = team_calendar.team_id or m.away_team_id = team_calendar.team_id)
        and m.status <> 'cancelled')),
    'attachment',
    coalesce(nullif(app.slugify(v_team), ''), 'team') || '.ics');
end
$$;

revoke all on function app.league_time_zone(), app.ics_text(text), app.ics_fold(text),
  app.ics_calendar(text, bigint[]), app.ics_response(text, text, text) from public;
grant execute on function app.league_time_zone(), app.ics_text(text), app.ics_fold(text),
  app.ics_calendar(text, bigint[]), app.ics_response(text, text, text)
  to anon, authenticated, service_role;
revoke all on function public.competition_calendar(bigint, bigint, text),
  public.team_calendar(bigint, text) from public;
grant execute on function public.competition_calendar(bigint, bigint, text),
  public.team_calendar(bigint, text) to anon, authenticated, service_role;
