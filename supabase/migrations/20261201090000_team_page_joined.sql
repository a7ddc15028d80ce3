-- A team's page start without a function call per fixture: app.team_match() and the two
-- app.team_badge() calls in it cannot be inlined (a function with its own search_path never
-- is), and its ten fixtures made 4 of page_team()'s 7 ms in the database. Joined, as
-- page_matches() does since 20261129090000: the same fixtures, competitions and teams, so the
-- answer is the same.

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
  ),
  recent as (
    select m.* from public.matches m, team
    where team.id in (m.home_team_id, m.away_team_id) and m.status = 'completed'
    order by m.match_date desc limit 5
  ),
  upcoming as (
    select m.* from public.matches m, team
    where team.id in (m.home_team_id, m.away_team_id) and m.status = 'scheduled'
      and m.match_date >= now()
    order by m.match_date limit 5
  ),
  fixtures as (
    select f.kind, f.match_date, jsonb_build_object(
      'id', f.id, 'match_date', f.match_date, 'status', f.status,
      'home_score', f.home_score, 'away_score', f.away_score,
      'competition', case when c.id is not null then jsonb_build_object('name', c.name) end,
      'home', case when home.id is not null then jsonb_build_object(
        'id', home.id, 'name', home.name, 'logo_url', home.logo_url, 'colors', home.colors) end,
      'away', case when away.id is not null then jsonb_build_object(
        'id', away.id, 'name', away.name, 'logo_url', away.logo_url, 'colors', away.colors) end
    ) as fixture
    from (select 'recent' as kind, recent.* from recent
          union all
          select 'upcoming', upcoming.* from upcoming) f
    left join public.competitions c on c.id = f.competition_id
    left join public.teams home on home.id = f.home_team_id
    left join public.teams away on away.id = f.away_team_id
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
      select coalesce(jsonb_agg(fixtures.fixture order by fixtures.match_date desc), '[]'::jsonb)
      from fixtures where fixtures.kind = 'recent'),
    'upcoming', (
      select coalesce(jsonb_agg(fixtures.fixture order by fixtures.match_date), '[]'::jsonb)
      from fixtures where fixtures.kind = 'upcoming'))
$$;

drop function app.team_match(public.matches);
