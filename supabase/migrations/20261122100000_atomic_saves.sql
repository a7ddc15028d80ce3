-- Calcetto: the two admin saves that used to take several requests, as one transaction each.
--
-- The player form wrote players and then player_private, the result form wrote the match and then
-- its goals, each in requests of their own: a failure half-way (a refused private field, a bad
-- goal, a dropped connection) left a half-saved record. Each save is now one RPC; a PostgREST
-- request is one transaction, so all of it is saved or none of it.
--
-- Both functions are SECURITY INVOKER: every statement runs with the caller's own rights, so the
-- row-level security policies and guard triggers of the security migration decide exactly as they
-- did for the separate requests (a captain: his team's players and their private data, the score,
-- status and goals of his team's matches; an editor or a player: none of it). What the functions
-- add is what separate requests could not do: an UPDATE that RLS filtered out (PostgREST answers it
-- with success and no rows) becomes an error, and the result's goals are checked against the score
-- and the squads before the transaction commits.

-- players -------------------------------------------------------------------------------------------
-- p_player: the players columns to write (first_name, last_name, photo_url, team_id, nationality,
--   role, jersey_number); on update, a key left out keeps its value, as a PATCH did.
-- p_private: player_private columns (document_id, date_of_birth), or null to leave them alone
--   (callers who may not see them). Same rule for left-out keys.
-- p_id: null creates the player, otherwise updates him. Returns the player's id.
create or replace function public.save_player(p_player jsonb, p_private jsonb default null,
                                              p_id bigint default null)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  saved_id bigint;
begin
  if p_player is null or jsonb_typeof(p_player) <> 'object' then
    raise exception 'Invalid player data.' using errcode = '22023';
  end if;
  if p_private is not null and jsonb_typeof(p_private) <> 'object' then
    raise exception 'Invalid private player data.' using errcode = '22023';
  end if;

  if p_id is null then
    insert into public.players (first_name, last_name, photo_url, team_id, nationality, role, jersey_number)
    select r.first_name, r.last_name, r.photo_url, r.team_id, r.nationality, r.role, r.jersey_number
    from jsonb_populate_record(null::public.players, p_player) r
    returning id into saved_id;
  else
    -- Populating from the current row keeps the columns p_player leaves out.
    update public.players pl
    set (first_name, last_name, photo_url, team_id, nationality, role, jersey_number) =
        (select r.first_name, r.last_name, r.photo_url, r.team_id, r.nationality, r.role, r.jersey_number
         from jsonb_populate_record(pl, p_player) r)
    where pl.id = p_id
    returning pl.id into saved_id;
    if saved_id is null then
      -- players is readable by everyone: a row that exists but was not updated was filtered by RLS
      if exists (select 1 from public.players where id = p_id) then
        raise exception 'You cannot change this player.' using errcode = '42501';
      end if;
      raise exception 'Player not found.' using errcode = 'P0002';
    end if;
  end if;

  if p_private is not null then
    insert into public.player_private as pp (player_id, document_id, date_of_birth)
    select saved_id, r.document_id, r.date_of_birth
    from jsonb_populate_record(null::public.player_private, p_private) r
    on conflict (player_id) do update
      set document_id = case when p_private ? 'document_id' then excluded.document_id else pp.document_id end,
          date_of_birth = case when p_private ? 'date_of_birth' then excluded.date_of_birth else pp.date_of_birth end;
  end if;
  return saved_id;
end
$$;

-- match results ---------------------------------------------------------------------------------------
-- Sets status and scores (null scores: none yet) and replaces the match's goals with p_goals:
-- [{team_id, player_id?, minute?, own_goal?}] in the order given. team_id is the team the goal
-- counts for (for an own goal, the team that benefits; the goals_validate trigger refuses a team
-- that does not play the match). Checked here, as the form does:
--   * a team cannot have more goals than its score (fewer is fine: scorers may be incomplete);
--   * a scorer plays for the team that scored (for an own goal, the other team), or already scored
--     in this match before the save (a player who has since left the squad keeps his goals).
create or replace function public.save_result(p_match_id bigint, p_status public.match_status, p_goals jsonb,
                                              p_home_score smallint default null,
                                              p_away_score smallint default null)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  m record;
  goal_list jsonb := coalesce(p_goals, '[]'::jsonb);
begin
  if jsonb_typeof(goal_list) <> 'array'
     or exists (select 1 from jsonb_array_elements(goal_list) e where jsonb_typeof(e) <> 'object') then
    raise exception 'Invalid goals.' using errcode = '22023';
  end if;

  -- First, so that the row lock it takes serialises two saves of the same match.
  update public.matches
  set status = p_status, home_score = p_home_score, away_score = p_away_score
  where id = p_match_id
  returning id, home_team_id, away_team_id into m;
  if not found then
    -- matches is readable by everyone: a row that exists but was not updated was filtered by RLS
    if exists (select 1 from public.matches where id = p_match_id) then
      raise exception 'You cannot enter the result of this match.' using errcode = '42501';
    end if;
    raise exception 'Match not found.' using errcode = 'P0002';
  end if;

  if (p_home_score is not null
      and (select count(*) from jsonb_to_recordset(goal_list) g(team_id bigint)
           where g.team_id = m.home_team_id) > p_home_score)
     or (p_away_score is not null
      and (select count(*) from jsonb_to_recordset(goal_list) g(team_id bigint)
           where g.team_id = m.away_team_id) > p_away_score) then
    raise exception 'A team has more goals than its score.' using errcode = '23514';
  end if;

  if exists (
    select 1 from jsonb_to_recordset(goal_list) g(team_id bigint, player_id bigint, own_goal boolean)
    where g.player_id is not null
      -- the scorer's team: the team credited, or the other one for an own goal
      and not exists (
        select 1 from public.players p
        where p.id = g.player_id
          and p.team_id = case when coalesce(g.own_goal, false) = (g.team_id = m.home_team_id)
                               then m.away_team_id else m.home_team_id end)
      and not exists (
        select 1 from public.goals old where old.match_id = m.id and old.player_id = g.player_id)
  ) then
    raise exception 'A scorer does not play for the team of the goal.' using errcode = '23514';
  end if;

  delete from public.goals where match_id = m.id;
  insert into public.goals (match_id, team_id, player_id, minute, own_goal)
  select m.id, g.team_id, g.player_id, g.minute, coalesce(g.own_goal, false)
  from rows from (jsonb_to_recordset(goal_list)
                  as (team_id bigint, player_id bigint, minute smallint, own_goal boolean))
       with ordinality g(team_id, player_id, minute, own_goal, n)
  order by g.n;
end
$$;

-- execute privileges ----------------------------------------------------------------------------------
revoke execute on function public.save_player(jsonb, jsonb, bigint),
  public.save_result(bigint, public.match_status, jsonb, smallint, smallint)
  from public, anon;
grant execute on function public.save_player(jsonb, jsonb, bigint),
  public.save_result(bigint, public.match_status, jsonb, smallint, smallint)
  to authenticated, service_role;
