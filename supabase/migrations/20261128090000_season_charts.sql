-- Season charts (issue 15): a team's league position round by round and its goals per match, every
-- team's position by round (the tables page's bump chart) and a player's goals added up over the
-- season. One function per chart, so each chart is one request, computed here rather than from
-- every match downloaded into the browser (DESIGN §1).
--
-- Positions by round must order teams exactly as the table does: the ordering is one function
-- (app.standings_order) that public.standings() now sorts by too, and the numbers it orders are
-- app.compute_standings()'s, added up round by round (standings_by_round below).
--
-- Rounds are the matches' own `round` numbers. A match without one (a fixture imported without
-- it) counts in the latest round kicked off at or before it; a competition-season with no round
-- numbers at all is charted by league week (Monday to Sunday in the league's time zone), each
-- week with a completed match being a round. Either way every completed match belongs to a round
-- no later than the last one, so the last round's positions are the table's.
--
-- All of it is security invoker and reads only what anon may read (teams, matches, goals,
-- seasons, competitions): row-level security applies as it does to the table itself.

-- the table's order -----------------------------------------------------------------------------------
-- Points, head-to-head points among the teams level on points, goal difference, goals for, name:
-- the tiebreakers of the spec, as one sort key (ascending; the numbers are negated).
create type app.standings_order as (
  points integer,
  h2h_points integer,
  goal_difference integer,
  goals_for integer,
  team_name text
);

create or replace function app.standings_order(p_points integer, p_h2h_points integer,
                                               p_goals_for integer, p_goals_against integer,
                                               p_team_name text)
returns app.standings_order
language sql immutable
set search_path = ''
as $$
  select row(-p_points, -p_h2h_points, -(p_goals_for - p_goals_against), -p_goals_for,
             p_team_name)::app.standings_order
$$;

-- rounds ----------------------------------------------------------------------------------------------
-- The round each completed regular-season match of a competition-season counts in (bracket
-- matches are not in the table, so they have none here).
create or replace function app.match_rounds(p_competition_id bigint, p_season_id bigint)
returns table (match_id bigint, round integer)
language sql stable
set search_path = ''
as $$
  with bracket as (
    select coalesce((select b.match_ids from public.playoff_brackets b
                     where b.competition_id = p_competition_id and b.season_id = p_season_id), '{}') as ids
  ),
  m as (
    select mt.id, mt.match_date, mt.round
    from public.matches mt, bracket
    where mt.competition_id = p_competition_id and mt.season_id = p_season_id
      and mt.status = 'completed' and not (mt.id = any (bracket.ids))
  )
  -- numbered rounds: a match without one joins the latest round kicked off by then
  select m.id,
         coalesce(m.round,
                  (select max(o.round) from m o where o.round is not null and o.match_date <= m.match_date),
                  1)
  from m
  where exists (select 1 from m n where n.round is not null)
  union all
  -- no round numbers at all: league weeks
  select m.id,
         (dense_rank() over (
            order by date_trunc('week', m.match_date at time zone app.league_time_zone())))::integer
  from m
  where not exists (select 1 from m n where n.round is not null)
$$;

-- the table, sorted by the shared order (same signature, columns and rows as before) -----------------
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
  select (row_number() over (order by app.standings_order(c.points, c.h2h_points, c.goals_for,
                                                          c.goals_against, t.name)))::integer,
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

-- charts ----------------------------------------------------------------------------------------------
-- Every team's position after each round with a completed match (the tables page's bump chart),
-- in round order, then position. The numbers are app.compute_standings()'s (same matches, points
-- from the same tournament mode, same teams, head-to-head among the teams level on points), added
-- up round by round in one pass: computing the whole table again for each round took 10 s on the
-- stress league's 250 rounds. The backend test holds every round to standings() of the season cut
-- after that round.
create or replace function public.standings_by_round(p_competition_id bigint, p_season_id bigint)
returns table (
  round integer,
  "position" integer,
  team_id bigint,
  team_name text,
  points integer
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
  -- completed regular-season matches, each with its round
  m as (
    select mt.id, mt.home_team_id, mt.away_team_id, mt.home_score, mt.away_score, mr.round
    from app.match_rounds(p_competition_id, p_season_id) mr
    join public.matches mt on mt.id = mr.match_id
  ),
  res as (
    select m.round, x.team, x.opp, x.gf, x.ga,
           case when x.gf > x.ga then mode.pw when x.gf = x.ga then mode.pd else mode.pl end as pts
    from m
    cross join lateral (values (m.home_team_id, m.away_team_id, m.home_score, m.away_score),
                               (m.away_team_id, m.home_team_id, m.away_score, m.home_score))
      as x (team, opp, gf, ga)
    cross join mode
  ),
  rounds as (select distinct res.round from res),
  participants as (
    select cst.team_id from public.competition_season_teams cst
    where cst.competition_id = p_competition_id and cst.season_id = p_season_id
    union
    select res.team from res
  ),
  per_round as (
    select res.team, res.round, sum(res.pts) as pts, sum(res.gf) as gf, sum(res.ga) as ga
    from res group by res.team, res.round
  ),
  -- every team after every round (nothing added in a round it did not play)
  cum as (
    select r.round, p.team_id,
           coalesce(sum(pr.pts) over w, 0)::integer as points,
           coalesce(sum(pr.gf) over w, 0)::integer as goals_for,
           coalesce(sum(pr.ga) over w, 0)::integer as goals_against
    from rounds r
    cross join participants p
    left join per_round pr on pr.team = p.team_id and pr.round = r.round
    window w as (partition by p.team_id order by r.round)
  ),
  -- points won up to the round against the teams level on points after it
  h2h as (
    select a.round, a.team_id, sum(res.pts)::integer as h2h_points
    from cum a
    join cum b on b.round = a.round and b.points = a.points and b.team_id <> a.team_id
    join res on res.team = a.team_id and res.opp = b.team_id and res.round <= a.round
    group by a.round, a.team_id
  )
  select c.round,
         (row_number() over (partition by c.round
                             order by app.standings_order(c.points, coalesce(h.h2h_points, 0),
                                                          c.goals_for, c.goals_against, t.name)))::integer,
         c.team_id, t.name, c.points
  from cum c
  left join h2h h on h.round = c.round and h.team_id = c.team_id
  join public.teams t on t.id = c.team_id
  order by 1, 2
$$;

-- The competition-season a team's page charts: the latest season in which the team played a
-- completed match (a new season with nothing played yet still shows the last one), and in it the
-- main competition (lowest level, then name) of those it played in.
create or replace function app.team_chart_season(p_team_id bigint)
returns table (competition_id bigint, season_id bigint)
language sql stable
set search_path = ''
as $$
  select mt.competition_id, mt.season_id
  from public.matches mt
  join public.seasons s on s.id = mt.season_id
  join public.competitions c on c.id = mt.competition_id
  where p_team_id in (mt.home_team_id, mt.away_team_id) and mt.status = 'completed'
  order by s.start_date desc, s.id desc, c.level, c.name, c.id
  limit 1
$$;

-- A team's position after each round of its charted competition-season, out of how many teams.
create or replace function public.team_position_by_round(p_team_id bigint)
returns table (
  competition_id bigint,
  competition_name text,
  season_id bigint,
  season_name text,
  round integer,
  "position" integer,
  teams integer,
  points integer
)
language sql stable
set search_path = ''
as $$
  select cs.competition_id, c.name, cs.season_id, s.name, r.round, r."position", r.teams, r.points
  from app.team_chart_season(p_team_id) cs
  join public.competitions c on c.id = cs.competition_id
  join public.seasons s on s.id = cs.season_id
  cross join lateral (
    select x.round, x."position", x.team_id, x.points,
           (count(*) over (partition by x.round))::integer as teams
    from public.standings_by_round(cs.competition_id, cs.season_id) x
  ) r
  where r.team_id = p_team_id
  order by r.round
$$;

-- A team's completed matches of its charted competition-season, playoffs included (season
-- numbers count them, as team_season_stats does), oldest first, with the goals for and against.
create or replace function public.team_goals_by_match(p_team_id bigint)
returns table (
  competition_id bigint,
  competition_name text,
  season_id bigint,
  season_name text,
  match_id bigint,
  match_date timestamptz,
  round integer,
  opponent_id bigint,
  opponent_name text,
  home boolean,
  goals_for integer,
  goals_against integer
)
language sql stable
set search_path = ''
as $$
  select cs.competition_id, c.name, cs.season_id, s.name, mt.id, mt.match_date, mt.round, o.id, o.name,
         mt.home_team_id = p_team_id,
         (case when mt.home_team_id = p_team_id then mt.home_score else mt.away_score end)::integer,
         (case when mt.home_team_id = p_team_id then mt.away_score else mt.home_score end)::integer
  from app.team_chart_season(p_team_id) cs
  join public.competitions c on c.id = cs.competition_id
  join public.seasons s on s.id = cs.season_id
  join public.matches mt
    on mt.competition_id = cs.competition_id and mt.season_id = cs.season_id
   and p_team_id in (mt.home_team_id, mt.away_team_id) and mt.status = 'completed'
  join public.teams o
    on o.id = case when mt.home_team_id = p_team_id then mt.away_team_id else mt.home_team_id end
  order by mt.match_date, mt.id
$$;

-- A player's goals match by match over his latest season, added up: the matches player_stats()
-- counts (completed matches of his current team, and any other completed match he scored in),
-- in every competition of the season, oldest first. Own goals count for no player.
create or replace function public.player_goals_by_match(p_player_id bigint)
returns table (
  season_id bigint,
  season_name text,
  match_id bigint,
  match_date timestamptz,
  competition_name text,
  opponent_id bigint,
  opponent_name text,
  goals integer,
  cumulative_goals integer
)
language sql stable
set search_path = ''
as $$
  with pl as (select p.id, p.team_id from public.players p where p.id = p_player_id),
  scored as (
    select gl.match_id, min(gl.team_id) as team_id, count(*)::integer as goals
    from public.goals gl
    join public.matches mt on mt.id = gl.match_id
    where gl.player_id = p_player_id and not gl.own_goal and mt.status = 'completed'
    group by gl.match_id
  ),
  -- each match once, with the side he played for: his current team's, else the one he scored for
  games as (
    select mt.id as match_id, mt.season_id,
           case when pl.team_id in (mt.home_team_id, mt.away_team_id) then pl.team_id
                else sc.team_id end as side
    from public.matches mt
    cross join pl
    left join scored sc on sc.match_id = mt.id
    where mt.status = 'completed'
      and (pl.team_id in (mt.home_team_id, mt.away_team_id) or sc.match_id is not null)
  ),
  season as (
    select s.id, s.name from public.seasons s
    where exists (select 1 from games g where g.season_id = s.id)
    order by s.start_date desc, s.id desc
    limit 1
  )
  select season.id, season.name, mt.id, mt.match_date, c.name, o.id, o.name,
         coalesce(sc.goals, 0),
         (sum(coalesce(sc.goals, 0)) over (order by mt.match_date, mt.id))::integer
  from season
  join games g on g.season_id = season.id
  join public.matches mt on mt.id = g.match_id
  left join scored sc on sc.match_id = mt.id
  left join public.competitions c on c.id = mt.competition_id
  join public.teams o on o.id = case when g.side = mt.home_team_id then mt.away_team_id else mt.home_team_id end
  order by mt.match_date, mt.id
$$;

-- grants ----------------------------------------------------------------------------------------------
-- The app.* helpers run with the visitor's rights inside the public functions, so the API roles
-- may execute them, as app.compute_standings() already could.
revoke all on function app.standings_order(integer, integer, integer, integer, text),
  app.match_rounds(bigint, bigint), app.team_chart_season(bigint)
  from public;
grant execute on function app.standings_order(integer, integer, integer, integer, text),
  app.match_rounds(bigint, bigint), app.team_chart_season(bigint)
  to anon, authenticated, service_role;
grant execute on function public.standings_by_round(bigint, bigint),
  public.team_position_by_round(bigint), public.team_goals_by_match(bigint),
  public.player_goals_by_match(bigint)
  to anon, authenticated, service_role;
