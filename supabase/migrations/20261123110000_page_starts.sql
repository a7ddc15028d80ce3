-- A public page's first screen in one request (docs/decisions-frontend.md, "Starting a page's
-- data from index.html"). index.html asks for it before the app's JavaScript has arrived, with
-- the page's own URL parameters as they are, so the defaults the pickers would fall back to (the
-- main competition, the latest season) are resolved here, not in a second round trip. Each part
-- has the shape of the request the page makes for it later, so the app files every part under the
-- query it belongs to and asks for none of them again.
--
-- Every function takes an `apikey` it ignores: the browser sends the anon key as a URL parameter,
-- so that the request carries no custom header and needs no CORS preflight, and the API gateway
-- passes URL parameters on to PostgREST, which hands each one to the function.

-- What every page's frame reads: the appearance and the header's playoffs check.
create or replace function app.page_frame()
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'theme', (select to_jsonb(t) from public.themes t where t.id = 1),
    'bracket', (select to_jsonb(b) from public.current_bracket() b))
$$;

-- The competitions and seasons, in the pickers' order, and the pair the URL asks for, falling
-- back like the app's resolveSelection(): a competition by slug or id, a season by id, else the
-- main competition (lowest level, then name) and the latest season (newest start date).
create or replace function app.page_league(p_competition text, p_season text)
returns jsonb
language sql stable
set search_path = ''
as $$
  with wanted as (
    select lower(trim(p_competition)) as competition, trim(p_season) as season
  ),
  competition as (
    select c.id
    from public.competitions c, wanted w
    order by (c.slug = w.competition or c.id::text = w.competition) is not true,
             c.level, c.name
    limit 1
  ),
  season as (
    select s.id
    from public.seasons s, wanted w
    order by (s.id::text = w.season) is not true, s.start_date desc, s.id desc
    limit 1
  )
  select jsonb_build_object(
    'competitions', coalesce(
      (select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug,
                                           'level', c.level) order by c.level, c.name)
       from public.competitions c), '[]'::jsonb),
    'seasons', coalesce(
      (select jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name,
                                           'start_date', s.start_date, 'end_date', s.end_date)
                        order by s.start_date desc, s.id desc)
       from public.seasons s), '[]'::jsonb),
    'selection', (
      select jsonb_build_object('competition_id', c.id, 'season_id', s.id)
      from competition c, season s))
$$;

-- A team as fixtures and cards show it (the app's `teams(id, name, logo_url, colors)` embed).
create or replace function app.team_badge(p_team_id bigint)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('id', t.id, 'name', t.name, 'logo_url', t.logo_url, 'colors', t.colors)
  from public.teams t where t.id = p_team_id
$$;

-- A fixture as the lists show it (the app's MATCH_SUMMARY_SELECT).
create or replace function app.match_summary(m public.matches)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id, 'match_date', m.match_date, 'status', m.status,
    'home_score', m.home_score, 'away_score', m.away_score,
    'competition_id', m.competition_id, 'season_id', m.season_id,
    'home_team', app.team_badge(m.home_team_id),
    'away_team', app.team_badge(m.away_team_id),
    'venue', (select jsonb_build_object('name', v.name, 'city', v.city)
              from public.venues v where v.id = m.venue_id))
$$;

-- /tables: the frame, the pickers and the chosen table with its lock.
create or replace function public.page_tables(
  competition text default null, season text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with league as (select app.page_league(competition, season) as l)
  select app.page_frame() || league.l || jsonb_build_object(
    'table', (select public.standings_table((league.l #>> '{selection,competition_id}')::bigint,
                                            (league.l #>> '{selection,season_id}')::bigint)
              where league.l -> 'selection' <> 'null'::jsonb))
  from league
$$;

-- /statistics: the frame, the pickers and the chosen top scorers.
create or replace function public.page_statistics(
  competition text default null, season text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with league as (select app.page_league(competition, season) as l)
  select app.page_frame() || league.l || jsonb_build_object(
    'top_scorers', (
      select coalesce(jsonb_agg(to_jsonb(t) - 'ordinality' order by t.ordinality), '[]'::jsonb)
      from public.top_scorers((league.l #>> '{selection,competition_id}')::bigint,
                              (league.l #>> '{selection,season_id}')::bigint)
           with ordinality t
      where league.l -> 'selection' <> 'null'::jsonb))
  from league
$$;

-- /matches: the frame, the pickers, the team filter's teams and the open tab's fixtures
-- (upcoming: everything not completed, soonest first; completed: newest first), with the tab and
-- team it settled on. The final-stage tab loads its bracket itself.
create or replace function public.page_matches(
  competition text default null, season text default null, tab text default null,
  team text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with league as (select app.page_league(competition, season) as l),
  chosen as (
    select (league.l #>> '{selection,competition_id}')::bigint as competition_id,
           (league.l #>> '{selection,season_id}')::bigint as season_id,
           case when tab in ('upcoming', 'completed', 'final') then tab else 'upcoming' end
             as tab,
           case when team ~ '^[1-9][0-9]{0,14}$' then team::bigint end as team_id
    from league
  )
  select app.page_frame() || league.l || jsonb_build_object(
    'tab', chosen.tab,
    'team_id', chosen.team_id,
    'season_teams', (
      select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name)), '[]'::jsonb)
      from public.competition_season_teams cst
      join public.teams t on t.id = cst.team_id
      where cst.competition_id = chosen.competition_id and cst.season_id = chosen.season_id),
    'matches', case when chosen.tab <> 'final' then (
      select coalesce(jsonb_agg(app.match_summary(m) order by
               case when chosen.tab = 'completed' then m.match_date end desc,
               case when chosen.tab <> 'completed' then m.match_date end,
               m.id), '[]'::jsonb)
      from public.matches m
      where m.competition_id = chosen.competition_id and m.season_id = chosen.season_id
        and (m.status = 'completed') = (chosen.tab = 'completed')
        and (chosen.team_id is null
             or chosen.team_id in (m.home_team_id, m.away_team_id))) end)
  from league, chosen
$$;

-- A team page's fixture (the app's getTeamMatches select).
create or replace function app.team_match(m public.matches)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', m.id, 'match_date', m.match_date, 'status', m.status,
    'home_score', m.home_score, 'away_score', m.away_score,
    'competition', (select jsonb_build_object('name', c.name)
                    from public.competitions c where c.id = m.competition_id),
    'home', app.team_badge(m.home_team_id),
    'away', app.team_badge(m.away_team_id))
$$;

-- /teams/{id}: the frame, the team with its venue, squad, honours and sponsors (null when there
-- is no such team), its numbers in the latest season, its last five results and next five
-- fixtures.
create or replace function public.page_team(id text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with team as (
    select t.* from public.teams t
    where page_team.id ~ '^[0-9]{1,15}$' and t.id = page_team.id::bigint
  ),
  latest as (
    select s.id, s.name from public.seasons s order by s.start_date desc, s.id desc limit 1
  )
  select app.page_frame() || jsonb_build_object(
    'team', (
      select jsonb_build_object(
        'id', t.id, 'name', t.name, 'parish', t.parish, 'colors', t.colors,
        'logo_url', t.logo_url, 'photo_url', t.photo_url,
        'venue', (select jsonb_build_object('name', v.name, 'address', v.address, 'city', v.city)
                  from public.venues v where v.id = t.venue_id),
        'players', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
                   'photo_url', p.photo_url, 'role', p.role, 'jersey_number', p.jersey_number)
                 order by p.jersey_number nulls last, p.last_name)
          from public.players p where p.team_id = t.id), '[]'::jsonb),
        'honors', coalesce((
          select jsonb_agg(jsonb_build_object(
                   'id', h.id, 'achievement', h.achievement,
                   'competition', (select jsonb_build_object('name', c.name)
                                   from public.competitions c where c.id = h.competition_id),
                   'season', (select jsonb_build_object('name', s.name,
                                                        'start_date', s.start_date)
                              from public.seasons s where s.id = h.season_id))
                 order by h.created_at desc)
          from public.honors h where h.team_id = t.id), '[]'::jsonb),
        'sponsors', coalesce((
          select jsonb_agg(jsonb_build_object('id', sp.id, 'name', sp.name,
                                              'website', sp.website, 'logo_url', sp.logo_url)
                 order by sp.name)
          from public.sponsors sp where sp.team_id = t.id), '[]'::jsonb))
      from team t),
    'season_stats', (
      select jsonb_build_object('season', latest.name) || to_jsonb(st)
      from team, latest, lateral public.team_season_stats(team.id, null, latest.id) st
      limit 1),
    'recent', (
      select coalesce(jsonb_agg(app.team_match(r) order by r.match_date desc), '[]'::jsonb)
      from (select m.* from public.matches m, team
            where team.id in (m.home_team_id, m.away_team_id) and m.status = 'completed'
            order by m.match_date desc limit 5) r),
    'upcoming', (
      select coalesce(jsonb_agg(app.team_match(u) order by u.match_date), '[]'::jsonb)
      from (select m.* from public.matches m, team
            where team.id in (m.home_team_id, m.away_team_id) and m.status = 'scheduled'
              and m.match_date >= now()
            order by m.match_date limit 5) u))
$$;

grant execute on function app.team_badge(bigint) to anon, authenticated, service_role;
grant execute on function app.page_frame() to anon, authenticated, service_role;
grant execute on function app.page_league(text, text) to anon, authenticated, service_role;
grant execute on function app.match_summary(public.matches) to anon, authenticated, service_role;
grant execute on function public.page_tables(text, text, text) to anon, authenticated, service_role;
grant execute on function public.page_statistics(text, text, text)
  to anon, authenticated, service_role;
grant execute on function public.page_matches(text, text, text, text, text)
  to anon, authenticated, service_role;
grant execute on function app.team_match(public.matches) to anon, authenticated, service_role;
grant execute on function public.page_team(text, text) to anon, authenticated, service_role;
