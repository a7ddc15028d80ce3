-- Calcetto: what save_result() checks holds however a row arrives.
--
-- save_result() refuses a scorer who does not play for the team of the goal and more goals than the
-- score, but a captain may also write goals and his match's score and status directly (RLS lets
-- him, so that the checks were only as good as the path the app happened to take). The rules now
-- live on the tables, for every writer, the demo seed and the service role included:
--   * a scorer plays for the team credited with the goal (an own goal: for the other team), unless
--     he has scored in this match before (a player keeps the goals he scored for a team he has
--     left since) -- checked when the goal is written;
--   * a team never has more goals than its score (no score: no goals), only ongoing and completed
--     matches have goals, and every goal is credited to one of the match's two teams -- checked at
--     commit, on goals and when the match's score, status or teams change afterwards, so that a
--     transaction may change the score and the goals in either order (save_result does);
--   * a match listed in a playoff bracket stays in the bracket's competition and season (the
--     bracket's own trigger checks this only when the bracket is written).
-- Messages are save_result()'s, which the app already translates; the one new message is
-- 'Only an ongoing or completed match can have goals.' (SQLSTATE 23514).
--
-- The other checked paths add nothing to what the tables already hold: save_player() runs with
-- the caller's rights (RLS decides); role, status and team of a profile change only through the
-- admin RPCs (profiles_guard refuses API callers); the fixture import's checks are the matches
-- table's own constraints; captains' limits on matches and teams are guard triggers.

-- scorers -------------------------------------------------------------------------------------------
-- save_result() replaces a match's goals (delete, then insert) in one transaction. The scorers of
-- the deleted goals are noted in a transaction-local setting ('match:player' strings), so that a
-- goal re-inserted for a player who has left the squad since is still recognised as his. Only
-- trusted code sets it: API callers cannot set settings, and a PostgREST request is one statement,
-- never a delete and an insert.
create or replace function app.goals_note_removed_scorers() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare removed jsonb;
begin
  select jsonb_agg(distinct o.match_id || ':' || o.player_id) into removed
  from old_rows o where o.player_id is not null;
  if removed is not null then
    perform set_config('calcetto.removed_scorers',
      (coalesce(nullif(current_setting('calcetto.removed_scorers', true), ''), '[]')::jsonb || removed)::text,
      true);
  end if;
  return null;
end
$$;
create trigger goals_note_removed_scorers after delete on public.goals
  referencing old table as old_rows
  for each statement execute function app.goals_note_removed_scorers();

-- The goals p_ids (just written) are refused if their scorer plays for neither the team the goal
-- needs nor scored in the match before: a goal of his still there and not among p_ids, or a goal
-- deleted earlier in this transaction. Set-based: a 25,000-goal import costs one query.
create or replace function app.check_scorers(p_ids bigint[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed jsonb := coalesce(nullif(current_setting('calcetto.removed_scorers', true), ''), '[]')::jsonb;
begin
  if exists (
    select 1
    from public.goals n
    join public.matches m on m.id = n.match_id
    where n.id = any (p_ids) and n.player_id is not null
      -- the scorer's team: the team credited, or the other one for an own goal
      and not exists (
            select 1 from public.players p
            where p.id = n.player_id
              and p.team_id = case when n.own_goal = (n.team_id = m.home_team_id)
                                   then m.away_team_id else m.home_team_id end)
      and not exists (
            select 1 from public.goals g
            where g.match_id = n.match_id and g.player_id = n.player_id and g.id <> all (p_ids))
      and not removed ? (n.match_id || ':' || n.player_id)
  ) then
    raise exception 'A scorer does not play for the team of the goal.' using errcode = '23514';
  end if;
end
$$;

create or replace function app.goals_check_scorers() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform app.check_scorers(array(select n.id from new_rows n where n.player_id is not null));
  else
    -- a goal whose match, team, scorer and own-goal flag stay as they were checks nothing, and a
    -- scorer who had a goal in this match among the rows before the update scored in it before
    perform app.check_scorers(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where n.player_id is not null
        and (o.match_id, o.team_id, o.player_id, o.own_goal)
            is distinct from (n.match_id, n.team_id, n.player_id, n.own_goal)
        and not exists (select 1 from old_rows b
                        where b.match_id = n.match_id and b.player_id = n.player_id)));
  end if;
  return null;
end
$$;
create trigger goals_check_scorers_insert after insert on public.goals
  referencing new table as new_rows
  for each statement execute function app.goals_check_scorers();
create trigger goals_check_scorers_update after update on public.goals
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.goals_check_scorers();

-- goals against the match's score and status, at commit ----------------------------------------------
-- Statements note the matches whose goals, score, status or teams they changed in
-- app.goal_checks, and that the transaction has checks due in app.goal_checks_due (one row, hence
-- one deferred event, per transaction). At commit, once the transaction has written everything, the
-- event checks every noted match in one query. Same idea as app.standings_dirty; the xid keeps
-- concurrent transactions apart.
create table app.goal_checks (
  xid xid8 not null default pg_current_xact_id(),
  match_id bigint not null,
  primary key (xid, match_id)
);
create table app.goal_checks_due (
  xid xid8 primary key default pg_current_xact_id()
);
revoke all on app.goal_checks, app.goal_checks_due from public, anon, authenticated, service_role;

create or replace function app.goal_checks_note_goals() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare noted integer;
begin
  if tg_op = 'INSERT' then
    insert into app.goal_checks (match_id)
    select distinct n.match_id from new_rows n
    on conflict do nothing;
  else
    insert into app.goal_checks (match_id)
    select distinct n.match_id from new_rows n join old_rows o on o.id = n.id
    where (o.match_id, o.team_id) is distinct from (n.match_id, n.team_id)
    on conflict do nothing;
  end if;
  get diagnostics noted = row_count;
  if noted > 0 then
    insert into app.goal_checks_due default values on conflict do nothing;
  end if;
  return null;
end
$$;
create trigger goal_checks_note_insert after insert on public.goals
  referencing new table as new_rows
  for each statement execute function app.goal_checks_note_goals();
create trigger goal_checks_note_update after update on public.goals
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.goal_checks_note_goals();

create or replace function app.goal_checks_note_matches() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare noted integer;
begin
  insert into app.goal_checks (match_id)
  select n.id from new_rows n join old_rows o on o.id = n.id
  where (o.status, o.home_score, o.away_score, o.home_team_id, o.away_team_id)
        is distinct from (n.status, n.home_score, n.away_score, n.home_team_id, n.away_team_id)
  on conflict do nothing;
  get diagnostics noted = row_count;
  if noted > 0 then
    insert into app.goal_checks_due default values on conflict do nothing;
  end if;
  return null;
end
$$;
create trigger goal_checks_note_update after update on public.matches
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.goal_checks_note_matches();

create or replace function app.goal_checks_run() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare bad record;
begin
  delete from app.goal_checks_due d where d.xid = new.xid;
  with noted as (
    delete from app.goal_checks c where c.xid = new.xid returning c.match_id
  )
  select m.id,
         m.status not in ('ongoing', 'completed') as not_played,
         count(*) filter (where g.team_id not in (m.home_team_id, m.away_team_id)) > 0 as stray
    into bad
  from noted
  join public.matches m on m.id = noted.match_id
  join public.goals g on g.match_id = m.id
  group by m.id
  having m.status not in ('ongoing', 'completed')
      or count(*) filter (where g.team_id not in (m.home_team_id, m.away_team_id)) > 0
      or count(*) filter (where g.team_id = m.home_team_id) > coalesce(m.home_score, 0)
      or count(*) filter (where g.team_id = m.away_team_id) > coalesce(m.away_score, 0)
  order by m.id
  limit 1;
  if bad.id is null then
    return null;
  elsif bad.not_played then
    raise exception 'Only an ongoing or completed match can have goals.'
      using errcode = '23514', detail = format('Match %s.', bad.id);
  elsif bad.stray then
    raise exception 'A goal must be credited to the home or the away team of its match.'
      using errcode = '23514', detail = format('Match %s.', bad.id);
  end if;
  raise exception 'A team has more goals than its score.'
    using errcode = '23514', detail = format('Match %s.', bad.id);
end
$$;
create constraint trigger goal_checks_run after insert on app.goal_checks_due
  deferrable initially deferred
  for each row execute function app.goal_checks_run();

-- bracket matches stay in their bracket's competition and season -----------------------------------
create or replace function app.matches_keep_bracket() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.playoff_brackets b
             where new.id = any (b.match_ids)
               and (b.competition_id, b.season_id) is distinct from (new.competition_id, new.season_id)) then
    raise exception 'A playoff match stays in its bracket''s competition and season; remove it from the bracket first.'
      using errcode = '23514';
  end if;
  return new;
end
$$;
create trigger matches_keep_bracket before update of competition_id, season_id on public.matches
  for each row
  when ((old.competition_id, old.season_id) is distinct from (new.competition_id, new.season_id))
  execute function app.matches_keep_bracket();

-- internal: triggers only
revoke all on function app.goals_note_removed_scorers(), app.check_scorers(bigint[]), app.goals_check_scorers(),
  app.goal_checks_note_goals(), app.goal_checks_note_matches(), app.goal_checks_run(),
  app.matches_keep_bracket()
  from public, anon, authenticated;
