-- Stress data for benchmarks (DESIGN §6): one competition-season with 40 teams, 480 players,
-- 5,000 completed matches and 25,000 goals. Runs on top of the demo seed (or on an empty migrated
-- database) in a few seconds; plain SQL, deterministic (arithmetic instead of random()).
--
-- The season (Stress 2024/25) is older than the demo seasons, so the app's default views (latest
-- season, main competition) still show the demo league; benchmarks address the stress data by
-- competition slug 'stress-league' and season name 'Stress 2024/25'.
-- Load locally: psql "$DB_URL" -1 -f supabase/stress-seed.sql

insert into public.competitions (name, slug, level) values ('Stress League', 'stress-league', 9);
insert into public.seasons (name, start_date, end_date) values ('Stress 2024/25', '2024-09-01', '2025-06-30');
insert into public.competition_seasons (competition_id, season_id, tournament_mode_id)
select (select id from public.competitions where slug = 'stress-league'),
       (select id from public.seasons where name = 'Stress 2024/25'),
       (select id from public.tournament_modes order by id limit 1);

insert into public.teams (name, parish, colors)
select 'Stress FC ' || lpad(i::text, 2, '0'), 'Parrocchia n. ' || i,
       array['#' || lpad(to_hex((i * 2654435) % 16777216), 6, '0'), '#ffffff']
from generate_series(1, 40) i;

create temp table stress_team as
  select row_number() over (order by id)::integer - 1 as idx, id as team_id
  from public.teams where name like 'Stress FC __';

insert into public.competition_season_teams (competition_id, season_id, team_id)
select (select id from public.competitions where slug = 'stress-league'),
       (select id from public.seasons where name = 'Stress 2024/25'), team_id
from stress_team;

insert into public.players (first_name, last_name, team_id, nationality, role, jersey_number)
select (array['Marco','Luca','Andrea','Matteo','Davide','Simone','Paolo','Fabio','Diego','Ivan','Omar'])[1 + (t.idx + k) % 11],
       'Stress' || lpad((t.idx * 12 + k)::text, 3, '0'),
       t.team_id, 'IT',
       (array['goalkeeper','defender','defender','midfielder','forward','midfielder','defender','forward',
              'midfielder','forward','goalkeeper','forward'])[k]::public.player_role,
       k
from stress_team t, generate_series(1, 12) k;

insert into public.player_private (player_id, date_of_birth)
select p.id, date '1980-01-01' + (p.id::integer * 37) % 9000
from public.players p join stress_team t on t.team_id = p.team_id;

create temp table stress_squad as
  select t.idx, array_agg(p.id order by p.id) as ids
  from stress_team t join public.players p on p.team_id = t.team_id
  group by t.idx;

-- match n: home team (n-1) mod 40 against the team 1..39 places further on; scores add up to 5
insert into public.matches (competition_id, season_id, home_team_id, away_team_id, venue_id, match_date,
                            status, home_score, away_score, round)
select (select id from public.competitions where slug = 'stress-league'),
       (select id from public.seasons where name = 'Stress 2024/25'),
       h.team_id, a.team_id, null,
       timestamptz '2024-09-02 20:30:00+02' + ((n - 1) / 17) * interval '1 day' + ((n - 1) % 3) * interval '45 minutes',
       'completed', (n * 7919 % 6)::smallint, (5 - n * 7919 % 6)::smallint, 1 + (n - 1) / 20
from generate_series(1, 5000) n
join stress_team h on h.idx = (n - 1) % 40
join stress_team a on a.idx = ((n - 1) % 40 + 1 + ((n - 1) / 40) % 39) % 40;

-- five goals a match; one in 37 is an own goal (credited to the team it counts for)
insert into public.goals (match_id, team_id, player_id, minute, own_goal)
select m.id,
       case when k <= m.home_score then m.home_team_id else m.away_team_id end,
       case when og then opp.ids[2 + (m.id::integer * 31 + k) % 9] else own.ids[2 + (m.id::integer * 13 + k * 7) % 10] end,
       1 + (m.id::integer * 17 + k * 11) % 50,
       og
from public.matches m
join public.competitions c on c.id = m.competition_id and c.slug = 'stress-league'
cross join generate_series(1, 5) k
cross join lateral (select (m.id::integer * 5 + k) % 37 = 0 as og) o
join stress_team ht on ht.team_id = m.home_team_id
join stress_team at on at.team_id = m.away_team_id
join stress_squad own on own.idx = case when k <= m.home_score then ht.idx else at.idx end
join stress_squad opp on opp.idx = case when k <= m.home_score then at.idx else ht.idx end;

drop table stress_team, stress_squad;
analyze public.matches;
analyze public.goals;
analyze public.players;
analyze public.teams;
