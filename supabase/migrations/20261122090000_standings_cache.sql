-- Calcetto: standings read from a cache (DESIGN §6: match night means everyone opens the table at
-- once; computing it from 5,000 matches on every request does not hold 50 concurrent visitors).
--
-- app.standings_cache holds, per competition-season and team, the numbers that
-- public.standings() used to compute on every call: played … points, the head-to-head points
-- used for ordering, and the form. It is recomputed by the unchanged computation
-- (app.compute_standings) whenever one of its inputs changes:
--   matches (teams, scores, status, date, competition/season), playoff_brackets (bracket matches
--   are excluded), competition_seasons (tournament mode), tournament_modes (points),
--   competition_season_teams (registered teams show with zeros).
-- Statement-level triggers (transition tables) note the competition-seasons a statement touched
-- in app.standings_dirty, once per transaction; a deferred constraint trigger on that table
-- recomputes each of them once at commit. A 5,000-row import (one statement or 5,000 statements
-- in one transaction, as import_fixtures does) recomputes its competition-season once.
-- Until it commits, a writing transaction reads its own changes: public.standings() computes
-- live when the current transaction has marked the competition-season (the demo seed ranks
-- teams mid-transaction to build its playoff bracket).
-- Team name, logo and colours are joined at read time, so editing a team needs no refresh; the
-- position is also ranked at read time because its last tiebreaker is the team name.
--
-- Concurrency: the refresh takes a transaction-level advisory lock per competition-season and
-- runs in a statement that starts after the lock is granted, so under READ COMMITTED (what
-- PostgREST and the app use) it sees every earlier writer's committed rows and the last commit
-- leaves the right table. Keys are locked in a fixed order, so two refreshing transactions cannot
-- deadlock on each other.

-- the cache ------------------------------------------------------------------------------------------
create table app.standings_cache (
  competition_id bigint not null,
  season_id bigint not null,
  team_id bigint not null,
  played integer not null,
  won integer not null,
  drawn integer not null,
  lost integer not null,
  goals_for integer not null,
  goals_against integer not null,
  points integer not null,
  h2h_points integer not null,
  form text[] not null,
  primary key (competition_id, season_id, team_id)
);

-- competition-seasons to recompute at the end of the current transaction (rows live only inside
-- the transaction that wrote them; xid keeps concurrent transactions from waiting on each other)
create table app.standings_dirty (
  xid xid8 not null default pg_current_xact_id(),
  competition_id bigint not null,
  season_id bigint not null,
  primary key (xid, competition_id, season_id)
);

-- app is not exposed through the API; visitors read both only through public.standings() (a
-- transaction sees no other transaction's standings_dirty rows: they are deleted before commit)
revoke all on app.standings_cache, app.standings_dirty from public, anon, authenticated, service_role;
grant select on app.standings_cache, app.standings_dirty to anon, authenticated, service_role;

-- the computation (the body of the former public.standings, without the teams' display columns) -----
-- Completed regular-season matches of one competition and season (bracket matches excluded).
-- Teams: those registered in competition_season_teams plus any that played such a match.
-- Points from the competition-season's tournament mode (default 3/1/0).
-- h2h_points: points won against the teams level on points (0 when none).
-- form: last five results, newest first ('W','D','L').
create or replace function app.compute_standings(p_competition_id bigint, p_season_id bigint)
returns table (
  team_id bigint,
  played integer,
  won integer,
  drawn integer,
  lost integer,
  goals_for integer,
  goals_against integer,
  points integer,
  h2h_points integer,
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
  select a.team_id, a.played, a.won, a.drawn, a.lost, a.goals_for, a.goals_against, a.points,
         coalesce(h.h2h_points, 0), coalesce(rc.form, '{}')
  from agg a
  left join h2h h on h.team_id = a.team_id
  left join recent rc on rc.team = a.team_id
$$;

-- Recomputes one competition-season. Callers hold the key's advisory lock (see below).
create or replace function app.refresh_standings(p_competition_id bigint, p_season_id bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from app.standings_cache c
  where c.competition_id = p_competition_id and c.season_id = p_season_id;
  insert into app.standings_cache (competition_id, season_id, team_id, played, won, drawn, lost,
                                   goals_for, goals_against, points, h2h_points, form)
  select p_competition_id, p_season_id, s.team_id, s.played, s.won, s.drawn, s.lost,
         s.goals_for, s.goals_against, s.points, s.h2h_points, s.form
  from app.compute_standings(p_competition_id, p_season_id) s;
end
$$;

create or replace function app.standings_lock_key(p_competition_id bigint, p_season_id bigint)
returns bigint
language sql immutable
set search_path = ''
as $$ select hashtextextended('calcetto.standings:' || p_competition_id || ':' || p_season_id, 0) $$;

-- Deferred (runs at commit): recomputes every competition-season this transaction marked, in key
-- order, once each. The first event of the transaction does the work; the others find nothing.
create or replace function app.standings_flush() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare k record;
begin
  for k in
    select d.competition_id, d.season_id from app.standings_dirty d
    where d.xid = new.xid
    order by d.competition_id, d.season_id
  loop
    perform pg_advisory_xact_lock(app.standings_lock_key(k.competition_id, k.season_id));
    -- a new statement, hence (READ COMMITTED) a snapshot taken after the lock was granted
    perform app.refresh_standings(k.competition_id, k.season_id);
  end loop;
  delete from app.standings_dirty d where d.xid = new.xid;
  return null;
end
$$;
create constraint trigger standings_flush after insert on app.standings_dirty
  deferrable initially deferred
  for each row execute function app.standings_flush();

-- input triggers -------------------------------------------------------------------------------------
-- Each marks the competition-seasons its statement touched (both the old and the new key of a
-- moved row). Updates that leave every input column alone mark nothing.

create or replace function app.standings_mark_matches() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app.standings_dirty (competition_id, season_id)
    select distinct n.competition_id, n.season_id from new_rows n
    where n.competition_id is not null and n.season_id is not null
    on conflict do nothing;
  elsif tg_op = 'DELETE' then
    insert into app.standings_dirty (competition_id, season_id)
    select distinct o.competition_id, o.season_id from old_rows o
    where o.competition_id is not null and o.season_id is not null
    on conflict do nothing;
  else
    insert into app.standings_dirty (competition_id, season_id)
    select distinct k.competition_id, k.season_id
    from old_rows o
    full join new_rows n on n.id = o.id
    cross join lateral (values (o.competition_id, o.season_id), (n.competition_id, n.season_id))
      as k (competition_id, season_id)
    where k.competition_id is not null and k.season_id is not null
      and (o.competition_id, o.season_id, o.home_team_id, o.away_team_id, o.match_date, o.status,
           o.home_score, o.away_score)
          is distinct from
          (n.competition_id, n.season_id, n.home_team_id, n.away_team_id, n.match_date, n.status,
           n.home_score, n.away_score)
    on conflict do nothing;
  end if;
  return null;
end
$$;

-- playoff_brackets, competition_seasons and competition_season_teams rows all carry
-- (competition_id, season_id); any change to such a row marks its keys.
create or replace function app.standings_mark_keyed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into app.standings_dirty (competition_id, season_id)
    select distinct n.competition_id, n.season_id from new_rows n
    on conflict do nothing;
  elsif tg_op = 'DELETE' then
    insert into app.standings_dirty (competition_id, season_id)
    select distinct o.competition_id, o.season_id from old_rows o
    on conflict do nothing;
  else
    -- updated_at/created_at changes alone do not matter, but comparing rows is not worth it here:
    -- these tables change rarely and by admins only
    insert into app.standings_dirty (competition_id, season_id)
    select o.competition_id, o.season_id from old_rows o
    union
    select n.competition_id, n.season_id from new_rows n
    on conflict do nothing;
  end if;
  return null;
end
$$;

-- tournament_modes: a change of points marks every competition-season using the mode (a deleted
-- mode sets competition_seasons.tournament_mode_id to null, which that table's trigger sees)
create or replace function app.standings_mark_modes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app.standings_dirty (competition_id, season_id)
  select distinct cs.competition_id, cs.season_id
  from old_rows o
  join new_rows n on n.id = o.id
  join public.competition_seasons cs on cs.tournament_mode_id in (o.id, n.id)
  where (o.points_win, o.points_draw, o.points_loss) is distinct from (n.points_win, n.points_draw, n.points_loss)
  on conflict do nothing;
  return null;
end
$$;

-- TRUNCATE has no transition tables: recompute every competition-season that has standings.
create or replace function app.standings_mark_all() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into app.standings_dirty (competition_id, season_id)
  select distinct c.competition_id, c.season_id from app.standings_cache c
  on conflict do nothing;
  return null;
end
$$;

create trigger standings_mark_insert after insert on public.matches
  referencing new table as new_rows for each statement execute function app.standings_mark_matches();
create trigger standings_mark_update after update on public.matches
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.standings_mark_matches();
create trigger standings_mark_delete after delete on public.matches
  referencing old table as old_rows for each statement execute function app.standings_mark_matches();

do $$
declare t text;
begin
  foreach t in array array['playoff_brackets', 'competition_seasons', 'competition_season_teams'] loop
    execute format('create trigger standings_mark_insert after insert on public.%I
                    referencing new table as new_rows
                    for each statement execute function app.standings_mark_keyed()', t);
    execute format('create trigger standings_mark_update after update on public.%I
                    referencing old table as old_rows new table as new_rows
                    for each statement execute function app.standings_mark_keyed()', t);
    execute format('create trigger standings_mark_delete after delete on public.%I
                    referencing old table as old_rows
                    for each statement execute function app.standings_mark_keyed()', t);
  end loop;
  foreach t in array array['matches', 'playoff_brackets', 'competition_seasons', 'competition_season_teams',
                           'tournament_modes'] loop
    execute format('create trigger standings_mark_truncate after truncate on public.%I
                    for each statement execute function app.standings_mark_all()', t);
  end loop;
end
$$;
create trigger standings_mark_update after update on public.tournament_modes
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.standings_mark_modes();

-- internal functions: not callable by the API roles (compute_standings is, for public.standings
-- inside a writing transaction; it reads with the caller's rights, like the former function)
revoke all on function app.compute_standings(bigint, bigint) from public;
grant execute on function app.compute_standings(bigint, bigint) to anon, authenticated, service_role;
revoke all on function app.refresh_standings(bigint, bigint),
  app.standings_lock_key(bigint, bigint), app.standings_flush(), app.standings_mark_matches(),
  app.standings_mark_keyed(), app.standings_mark_modes(), app.standings_mark_all()
  from public, anon, authenticated;

-- fill the cache for the data already there ------------------------------------------------------------
insert into app.standings_cache (competition_id, season_id, team_id, played, won, drawn, lost,
                                 goals_for, goals_against, points, h2h_points, form)
select k.competition_id, k.season_id, s.team_id, s.played, s.won, s.drawn, s.lost,
       s.goals_for, s.goals_against, s.points, s.h2h_points, s.form
from (
  select competition_id, season_id from public.matches
  where competition_id is not null and season_id is not null
  union
  select competition_id, season_id from public.competition_season_teams
) k
cross join lateral app.compute_standings(k.competition_id, k.season_id) s;

-- the public read: same signature and columns as before ------------------------------------------------
-- Order: points, head-to-head points among the teams level on points, goal difference,
-- goals for, name. PL/pgSQL so that the query plan is cached per connection (a SQL function
-- with SET search_path is planned on every call, more than the read itself costs).
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
language plpgsql stable
set search_path = ''
as $$
begin
  return query
  select (row_number() over (order by c.points desc, c.h2h_points desc,
                                      c.goals_for - c.goals_against desc, c.goals_for desc, t.name asc))::integer,
         c.team_id, t.name, t.logo_url, t.colors,
         c.played, c.won, c.drawn, c.lost, c.goals_for, c.goals_against,
         c.goals_for - c.goals_against, c.points, c.form
  from (
    select sc.team_id, sc.played, sc.won, sc.drawn, sc.lost, sc.goals_for, sc.goals_against, sc.points,
           sc.h2h_points, sc.form
    from app.standings_cache sc
    where sc.competition_id = p_competition_id and sc.season_id = p_season_id
      and not exists (select 1 from app.standings_dirty d
                      where d.xid = pg_current_xact_id_if_assigned()
                        and d.competition_id = p_competition_id and d.season_id = p_season_id)
    union all
    -- this transaction changed the table and has not committed yet: read its own writes
    select s.team_id, s.played, s.won, s.drawn, s.lost, s.goals_for, s.goals_against, s.points,
           s.h2h_points, s.form
    from app.compute_standings(p_competition_id, p_season_id) s
    where exists (select 1 from app.standings_dirty d
                  where d.xid = pg_current_xact_id_if_assigned()
                    and d.competition_id = p_competition_id and d.season_id = p_season_id)
  ) c
  join public.teams t on t.id = c.team_id
  order by 1;
end
$$;
