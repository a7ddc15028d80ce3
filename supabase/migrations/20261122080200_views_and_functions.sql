-- Calcetto: read models (one PostgREST request each) and RPCs.

-- computed fields (PostgREST: select=*,age_years / select=*,item_count) ---------------------------
-- Age in whole years from the private date of birth, without exposing the date itself.
create or replace function public.age_years(p public.players) returns integer
language sql stable
security definer
set search_path = ''
as $$
  select extract(year from age(current_date, pp.date_of_birth))::integer
  from public.player_private pp where pp.player_id = p.id
$$;

create or replace function public.item_count(a public.albums) returns integer
language sql stable
set search_path = ''
as $$ select count(*)::integer from public.media_items m where m.album_id = a.id $$;

-- standings -------------------------------------------------------------------------------------
-- Completed regular-season matches of one competition and season (bracket matches excluded).
-- Teams: those registered in competition_season_teams plus any that played such a match.
-- Points from the competition-season's tournament mode (default 3/1/0).
-- Order: points, head-to-head points among the teams level on points, goal difference,
-- goals for, name. form: last five results, newest first ('W','D','L').
create or replace function public.standings(p_competition_id bigint, p_season_id bigint)
returns table (
  "position" integer,
  team_id bigint,
  team_name text,
  team_logo_url text,
  team_colors text[],
  played integer,
  won integer,
  drawn integer,
  lost integer,
  goals_for integer,
  goals_against integer,
  goal_difference integer,
  points integer,
  form text[]
)
language sql stable
set search_path = ''
as $$
  with mode as (
    select coalesce(tm.points_win, 3) as pw, coalesce(tm.points_draw, 1) as pd, coalesce(tm.points_loss, 0) as pl
    from (select 1) one
    left join public.competition_seasons cs
      on cs.competition_id = p_competition_id and cs.season_id = p_season_id
    left join public.tournament_modes tm on tm.id = cs.tournament_mode_id
  ),
  bracket as (
    select coalesce((select b.match_ids from public.playoff_brackets b
                     where b.competition_id = p_competition_id and b.season_id = p_season_id), '{}') as ids
  ),
  m as (
    select mt.id, mt.match_date, mt.home_team_id, mt.away_team_id, mt.home_score, mt.away_score
    from public.matches mt, bracket
    where mt.competition_id = p_competition_id and mt.season_id = p_season_id
      and mt.status = 'completed' and not (mt.id = any (bracket.ids))
  ),
  res as (
    select x.*, case when x.gf > x.ga then 'W' when x.gf = x.ga then 'D' else 'L' end as r
    from (
      select id, match_date, home_team_id as team, away_team_id as opp, home_score as gf, away_score as ga from m
      union all
      select id, match_date, away_team_id, home_team_id, away_score, home_score from m
    ) x
  ),
  res_pts as (
    select res.*, case res.r when 'W' then mode.pw when 'D' then mode.pd else mode.pl end as pts
    from res, mode
  ),
  participants as (
    select cst.team_id from public.competition_season_teams cst
    where cst.competition_id = p_competition_id and cst.season_id = p_season_id
    union
    select team from res
  ),
  agg as (
    select p.team_id,
           count(rp.id)::integer as played,
           count(*) filter (where rp.r = 'W')::integer as won,
           count(*) filter (where rp.r = 'D')::integer as drawn,
           count(*) filter (where rp.r = 'L')::integer as lost,
           coalesce(sum(rp.gf), 0)::integer as goals_for,
           coalesce(sum(rp.ga), 0)::integer as goals_against,
           coalesce(sum(rp.pts), 0)::integer as points
    from participants p left join res_pts rp on rp.team = p.team_id
    group by p.team_id
  ),
  h2h as (
    select a.team_id, sum(rp.pts)::integer as h2h_points
    from agg a
    join res_pts rp on rp.team = a.team_id
    join agg b on b.team_id = rp.opp and b.points = a.points
    group by a.team_id
  ),
  recent as (
    select team, array_agg(r order by match_date desc, id desc) as form
    from (select team, r, match_date, id,
                 row_number() over (partition by team order by match_date desc, id desc) as rn
          from res) z
    where rn <= 5
    group by team
  )
  select (row_number() over (order by a.points desc, coalesce(h.h2h_points, 0) desc,
                                      a.goals_for - a.goals_against desc, a.goals_for desc, t.name asc))::integer,
         a.team_id, t.name, t.logo_url, t.colors,
         a.played, a.won, a.drawn, a.lost, a.goals_for, a.goals_against,
         a.goals_for - a.goals_against, a.points,
         coalesce(rc.form, '{}')
  from agg a
  join public.teams t on t.id = a.team_id
  left join h2h h on h.team_id = a.team_id
  left join recent rc on rc.team = a.team_id
  order by 1
$$;

-- top scorers ---------------------------------------------------------------------------------------
-- Goals in completed matches (regular season and playoffs) of the competition and season
-- (null = any); own goals never count. Team = the player's current team. Ties share a position.
create or replace function public.top_scorers(p_competition_id bigint, p_season_id bigint, p_limit integer default 50)
returns table (
  "position" integer,
  player_id bigint,
  first_name text,
  last_name text,
  photo_url text,
  team_id bigint,
  team_name text,
  team_logo_url text,
  goals integer
)
language sql stable
set search_path = ''
as $$
  with g as (
    select gl.player_id, count(*)::integer as goals
    from public.goals gl
    join public.matches mt on mt.id = gl.match_id
    where not gl.own_goal and gl.player_id is not null and mt.status = 'completed'
      and (p_competition_id is null or mt.competition_id = p_competition_id)
      and (p_season_id is null or mt.season_id = p_season_id)
    group by gl.player_id
  )
  select (rank() over (order by g.goals desc))::integer,
         p.id, p.first_name, p.last_name, p.photo_url, p.team_id, t.name, t.logo_url, g.goals
  from g
  join public.players p on p.id = g.player_id
  left join public.teams t on t.id = p.team_id
  order by g.goals desc, p.last_name, p.first_name, p.id
  limit greatest(coalesce(p_limit, 50), 0)
$$;

-- player stats ------------------------------------------------------------------------------------
-- goals: the player's goals (own goals excluded) in completed matches.
-- matches_played: completed matches of the player's current team, plus any completed match in
-- which he scored (we have no line-ups). Optional competition/season filters (null = all).
create or replace function public.player_stats(p_player_id bigint, p_competition_id bigint default null,
                                               p_season_id bigint default null)
returns table (player_id bigint, goals integer, matches_played integer, goals_per_match numeric)
language sql stable
set search_path = ''
as $$
  with p as (select id, team_id from public.players where id = p_player_id),
  scored as (
    select gl.match_id from public.goals gl join public.matches mt on mt.id = gl.match_id
    where gl.player_id = p_player_id and not gl.own_goal and mt.status = 'completed'
      and (p_competition_id is null or mt.competition_id = p_competition_id)
      and (p_season_id is null or mt.season_id = p_season_id)
  ),
  played as (
    select mt.id from public.matches mt, p
    where mt.status = 'completed' and (mt.home_team_id = p.team_id or mt.away_team_id = p.team_id)
      and (p_competition_id is null or mt.competition_id = p_competition_id)
      and (p_season_id is null or mt.season_id = p_season_id)
    union
    select match_id from scored
  ),
  c as (select (select count(*) from scored)::integer as goals, (select count(*) from played)::integer as mp)
  select p.id, c.goals, c.mp,
         case when c.mp = 0 then 0::numeric else round(c.goals::numeric / c.mp, 2) end
  from p, c
$$;

-- one row per goal of the player (own goals excluded), newest first
create or replace function public.player_goal_history(p_player_id bigint)
returns table (
  goal_id bigint,
  match_id bigint,
  match_date timestamptz,
  competition_id bigint,
  season_id bigint,
  team_id bigint,
  opponent_team_id bigint,
  opponent_name text,
  home_team_id bigint,
  away_team_id bigint,
  home_score smallint,
  away_score smallint,
  minute smallint
)
language sql stable
set search_path = ''
as $$
  select gl.id, mt.id, mt.match_date, mt.competition_id, mt.season_id, gl.team_id,
         o.id, o.name, mt.home_team_id, mt.away_team_id, mt.home_score, mt.away_score, gl.minute
  from public.goals gl
  join public.matches mt on mt.id = gl.match_id
  join public.teams o on o.id = case when gl.team_id = mt.home_team_id then mt.away_team_id else mt.home_team_id end
  where gl.player_id = p_player_id and not gl.own_goal and mt.status = 'completed'
  order by mt.match_date desc, gl.minute desc nulls last, gl.id desc
$$;

-- team season stats ---------------------------------------------------------------------------------
-- Completed matches (regular season and playoffs) of the team in the competition/season (null = all).
create or replace function public.team_season_stats(p_team_id bigint, p_competition_id bigint default null,
                                                    p_season_id bigint default null)
returns table (played integer, wins integer, draws integer, losses integer, goals_for integer, goals_against integer)
language sql stable
set search_path = ''
as $$
  with r as (
    select case when mt.home_team_id = p_team_id then mt.home_score else mt.away_score end as gf,
           case when mt.home_team_id = p_team_id then mt.away_score else mt.home_score end as ga
    from public.matches mt
    where mt.status = 'completed' and (mt.home_team_id = p_team_id or mt.away_team_id = p_team_id)
      and (p_competition_id is null or mt.competition_id = p_competition_id)
      and (p_season_id is null or mt.season_id = p_season_id)
  )
  select count(*)::integer,
         count(*) filter (where gf > ga)::integer,
         count(*) filter (where gf = ga)::integer,
         count(*) filter (where gf < ga)::integer,
         coalesce(sum(gf), 0)::integer,
         coalesce(sum(ga), 0)::integer
  from r
$$;

-- playoffs lock ---------------------------------------------------------------------------------------
create or replace function public.is_regular_season_locked(p_competition_id bigint, p_season_id bigint)
returns boolean
language sql stable
set search_path = ''
as $$
  select exists (
    select 1 from public.playoff_brackets b
    join public.matches mt on mt.id = any (b.match_ids)
    where b.competition_id = p_competition_id and b.season_id = p_season_id
      and (mt.status <> 'scheduled' or mt.match_date <= now()))
$$;

-- dashboard -------------------------------------------------------------------------------------------
-- registered_users is given to staff (admin, editor, captain) only; null for everyone else.
create or replace function public.dashboard_counts()
returns table (teams integer, players integer, scheduled_matches integer, registered_users integer)
language sql stable
security definer
set search_path = ''
as $$
  select (select count(*) from public.teams)::integer,
         (select count(*) from public.players)::integer,
         (select count(*) from public.matches where status = 'scheduled')::integer,
         case when app.has_role(array['editor', 'captain'])
              then (select count(*) from public.profiles)::integer end
$$;

-- profile bootstrap ---------------------------------------------------------------------------------
-- Creates the caller's profile if missing (names from the sign-up metadata). The first profile
-- created while no admin exists becomes admin; an advisory lock serialises concurrent first logins.
create or replace function public.ensure_profile()
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  prof public.profiles;
  meta jsonb;
begin
  if uid is null then
    raise exception 'Not signed in.' using errcode = '42501';
  end if;
  select * into prof from public.profiles where id = uid;
  if found then
    return prof;
  end if;
  perform pg_advisory_xact_lock(hashtext('calcetto.ensure_profile'));
  select * into prof from public.profiles where id = uid;
  if found then
    return prof;
  end if;
  select u.raw_user_meta_data into meta from auth.users u where u.id = uid;
  if not found then
    raise exception 'No such user.' using errcode = '42501';
  end if;
  insert into public.profiles (id, role, first_name, last_name)
  values (uid,
          case when exists (select 1 from public.profiles where role = 'admin') then 'player'::public.app_role
               else 'admin'::public.app_role end,
          nullif(trim(meta ->> 'first_name'), ''),
          nullif(trim(meta ->> 'last_name'), ''))
  returning * into prof;
  return prof;
end
$$;

-- user management (admin) --------------------------------------------------------------------------
create or replace function app.require_admin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not coalesce(app.has_role(array['admin']), false) then
    raise exception 'Access Denied – You do not have the necessary permissions.' using errcode = '42501';
  end if;
end
$$;
revoke all on function app.require_admin() from public;
grant execute on function app.require_admin() to authenticated, service_role;

create or replace function public.admin_list_users()
returns table (
  id uuid,
  email text,
  first_name text,
  last_name text,
  role public.app_role,
  status public.user_status,
  avatar_url text,
  team_id bigint,
  created_at timestamptz
)
language plpgsql stable
security definer
set search_path = ''
as $$
begin
  perform app.require_admin();
  return query
    select p.id, u.email::text, p.first_name, p.last_name, p.role, p.status, p.avatar_url, p.team_id, p.created_at
    from public.profiles p
    left join auth.users u on u.id = p.id
    order by p.created_at, p.id;
end
$$;

create or replace function public.admin_set_user_role(p_user_id uuid, p_role public.app_role, p_team_id bigint default null)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare prof public.profiles;
begin
  perform app.require_admin();
  if p_user_id = auth.uid() and p_role <> 'admin' then
    raise exception 'You cannot demote your own admin account.' using errcode = 'P0001';
  end if;
  if p_role = 'captain' and p_team_id is null then
    raise exception 'A captain must be assigned to a team.' using errcode = '23514';
  end if;
  update public.profiles set role = p_role, team_id = p_team_id
  where id = p_user_id
  returning * into prof;
  if not found then
    raise exception 'User not found.' using errcode = 'P0002';
  end if;
  return prof;
end
$$;

create or replace function public.admin_set_user_status(p_user_id uuid, p_status public.user_status)
returns public.profiles
language plpgsql
security definer
set search_path = ''
as $$
declare prof public.profiles;
begin
  perform app.require_admin();
  if p_user_id = auth.uid() and p_status <> 'active' then
    raise exception 'You cannot block your own account.' using errcode = 'P0001';
  end if;
  update public.profiles set status = p_status where id = p_user_id returning * into prof;
  if not found then
    raise exception 'User not found.' using errcode = 'P0002';
  end if;
  return prof;
end
$$;

-- fixture import ------------------------------------------------------------------------------------
-- p_rows: [{home_team_id, away_team_id, match_date, referee_team_id?, venue_id?, competition_id?,
--           season_id?, home_score?, away_score?, status?, round?}]
-- Ids are resolved by the client; everything is re-validated here. All rows or none.
-- status defaults to 'completed' when both scores are given, else 'scheduled'.
create or replace function public.import_fixtures(p_rows jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  n integer := 0;
  st public.match_status;
begin
  perform app.require_admin();
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' or jsonb_array_length(p_rows) = 0 then
    raise exception 'No valid matches to import.' using errcode = '22023';
  end if;
  for r in
    select x.ordinality as row_no, x.value as v from jsonb_array_elements(p_rows) with ordinality x
  loop
    declare
      home bigint; away bigint; referee bigint; venue bigint; comp bigint; season bigint;
      hs smallint; aws smallint; md timestamptz; rnd integer;
    begin
      begin
        home := (r.v ->> 'home_team_id')::bigint;
        away := (r.v ->> 'away_team_id')::bigint;
        referee := (r.v ->> 'referee_team_id')::bigint;
        venue := (r.v ->> 'venue_id')::bigint;
        comp := (r.v ->> 'competition_id')::bigint;
        season := (r.v ->> 'season_id')::bigint;
        hs := (r.v ->> 'home_score')::smallint;
        aws := (r.v ->> 'away_score')::smallint;
        md := (r.v ->> 'match_date')::timestamptz;
        rnd := (r.v ->> 'round')::integer;
        st := coalesce((r.v ->> 'status')::public.match_status,
                       case when hs is not null and aws is not null then 'completed' else 'scheduled' end::public.match_status);
      exception when others then
        raise exception 'Row %: invalid value (%).', r.row_no, sqlerrm using errcode = '22023';
      end;
      if home is null or not exists (select 1 from public.teams where id = home) then
        raise exception 'Row %: home team not found.', r.row_no using errcode = '22023';
      end if;
      if away is null or not exists (select 1 from public.teams where id = away) then
        raise exception 'Row %: away team not found.', r.row_no using errcode = '22023';
      end if;
      if home = away then
        raise exception 'Row %: teams must be different.', r.row_no using errcode = '22023';
      end if;
      if md is null then
        raise exception 'Row %: invalid date.', r.row_no using errcode = '22023';
      end if;
      if referee is not null and not exists (select 1 from public.teams where id = referee) then
        raise exception 'Row %: referee not found.', r.row_no using errcode = '22023';
      end if;
      if referee in (home, away) then
        raise exception 'Row %: referee cannot be one of the teams.', r.row_no using errcode = '22023';
      end if;
      if venue is not null and not exists (select 1 from public.venues where id = venue) then
        raise exception 'Row %: venue not found.', r.row_no using errcode = '22023';
      end if;
      if comp is not null and not exists (select 1 from public.competitions where id = comp) then
        raise exception 'Row %: competition not found.', r.row_no using errcode = '22023';
      end if;
      if season is not null and not exists (select 1 from public.seasons where id = season) then
        raise exception 'Row %: season not found.', r.row_no using errcode = '22023';
      end if;
      if (hs is null) <> (aws is null) or hs < 0 or aws < 0 then
        raise exception 'Row %: invalid scores.', r.row_no using errcode = '22023';
      end if;
      if st = 'completed' and hs is null then
        raise exception 'Row %: scores are required for completed matches.', r.row_no using errcode = '22023';
      end if;
      insert into public.matches (competition_id, season_id, home_team_id, away_team_id, referee_team_id,
                                  venue_id, match_date, status, home_score, away_score, round)
      values (comp, season, home, away, referee, venue, md, st, hs, aws, rnd);
      n := n + 1;
    end;
  end loop;
  return n;
end
$$;

-- execute privileges ----------------------------------------------------------------------------------
revoke execute on function public.ensure_profile(), public.admin_list_users(),
  public.admin_set_user_role(uuid, public.app_role, bigint), public.admin_set_user_status(uuid, public.user_status),
  public.import_fixtures(jsonb)
  from public, anon;
grant execute on function public.ensure_profile(), public.admin_list_users(),
  public.admin_set_user_role(uuid, public.app_role, bigint), public.admin_set_user_status(uuid, public.user_status),
  public.import_fixtures(jsonb)
  to authenticated, service_role;
