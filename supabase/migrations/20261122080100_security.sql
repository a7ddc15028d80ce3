-- Calcetto: row-level security, privileges and role guards.
--
-- Matrix (DESIGN §2): everyone reads public league data, published articles, comments, gallery,
-- theme, homepage and event. Writes need an *active* profile (blocked users write nothing):
--   player  : own profile names/avatar, own comments, gallery uploads (own media items)
--   captain : + own team's players (and their private data), team logo/photo, sponsors,
--             results of own team's matches (scores, goals, status ongoing/completed)
--   editor  : + articles, albums, media, homepage layout, countdown event, comment moderation
--   admin   : everything (roles/status only through the admin_* RPCs)

-- helpers -------------------------------------------------------------------------------------------
create or replace function app.current_role() returns text
language sql stable
security definer
set search_path = ''
as $$
  select p.role::text from public.profiles p where p.id = auth.uid() and p.status = 'active'
$$;

create or replace function app.is_active() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = auth.uid() and p.status = 'active')
$$;

-- admin passes every check; others pass when their role is listed
create or replace function app.has_role(roles text[]) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(r = 'admin' or r = any (roles), false)
  from (select app.current_role() as r) s
$$;

create or replace function app.is_captain_of(p_team_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select p_team_id is not null and exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.status = 'active' and p.role = 'captain' and p.team_id = p_team_id)
$$;

-- captain (or admin) of the team a player belongs to
create or replace function app.can_manage_player(p_player_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select app.has_role(array['admin'])
      or exists (select 1 from public.players pl where pl.id = p_player_id and app.is_captain_of(pl.team_id))
$$;

-- captain of either team of a match (or admin)
create or replace function app.can_enter_result(p_match_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select app.has_role(array['admin'])
      or exists (select 1 from public.matches m
                 where m.id = p_match_id
                   and (app.is_captain_of(m.home_team_id) or app.is_captain_of(m.away_team_id)))
$$;

-- true when the statement runs with an API role's own rights (not inside a definer RPC, not
-- service_role or a superuser), i.e. when the role guards below must apply
create or replace function app.is_api_caller() returns boolean
language sql stable
set search_path = ''
as $$ select current_user in ('anon', 'authenticated') $$;

-- numeric first folder of a storage path (null when not numeric)
create or replace function app.try_bigint(p text) returns bigint
language sql immutable
set search_path = ''
as $$ select case when p ~ '^[0-9]{1,18}$' then p::bigint end $$;

revoke all on function app.current_role(), app.is_active(), app.has_role(text[]), app.is_captain_of(bigint),
  app.can_manage_player(bigint), app.can_enter_result(bigint), app.is_api_caller(), app.try_bigint(text)
  from public;
grant execute on function app.current_role(), app.is_active(), app.has_role(text[]), app.is_captain_of(bigint),
  app.can_manage_player(bigint), app.can_enter_result(bigint), app.is_api_caller(), app.try_bigint(text)
  to anon, authenticated, service_role;

-- privileges ------------------------------------------------------------------------------------
-- Hosted projects grant ALL on public tables to the API roles and rely on RLS. Narrow that:
-- anon never writes; TRUNCATE/REFERENCES/TRIGGER are never needed (TRUNCATE bypasses RLS).
revoke insert, update, delete, truncate, references, trigger on all tables in schema public from anon;
revoke truncate, references, trigger on all tables in schema public from authenticated;

-- profiles: rows are created by ensure_profile(); users change only names and avatar;
-- role/status/team only through the admin_* RPCs.
revoke insert, update, delete on public.profiles from authenticated;
grant update (first_name, last_name, avatar_url) on public.profiles to authenticated;

-- private player data never reaches anon
revoke all on public.player_private from anon;

-- comments: only the body can be edited
revoke update on public.comments from authenticated;
grant update (body) on public.comments to authenticated;

-- enable RLS everywhere ------------------------------------------------------------------------------
do $$
declare t text;
begin
  for t in select tablename from pg_tables where schemaname = 'public' loop
    execute format('alter table public.%I enable row level security', t);
  end loop;
end
$$;

-- public read -----------------------------------------------------------------------------------
do $$
declare t text;
begin
  foreach t in array array['themes','competitions','seasons','tournament_modes','competition_seasons',
    'competition_season_teams','venues','teams','players','matches','goals','playoff_brackets',
    'sponsors','honors','albums','media_items','homepage_layout','countdown_event']
  loop
    execute format('create policy %I on public.%I for select to anon, authenticated using (true)',
                   t || '_read', t);
  end loop;
end
$$;

-- admin-only writes ------------------------------------------------------------------------------
do $$
declare t text;
begin
  foreach t in array array['competitions','seasons','tournament_modes','competition_seasons',
    'competition_season_teams','venues','playoff_brackets','honors']
  loop
    execute format('create policy %I on public.%I for insert to authenticated with check ((select app.has_role(array[''admin''])))', t || '_admin_insert', t);
    execute format('create policy %I on public.%I for update to authenticated using ((select app.has_role(array[''admin'']))) with check ((select app.has_role(array[''admin''])))', t || '_admin_update', t);
    execute format('create policy %I on public.%I for delete to authenticated using ((select app.has_role(array[''admin''])))', t || '_admin_delete', t);
  end loop;
end
$$;

-- themes (single row): admin
create policy themes_admin_insert on public.themes for insert to authenticated
  with check ((select app.has_role(array['admin'])));
create policy themes_admin_update on public.themes for update to authenticated
  using ((select app.has_role(array['admin']))) with check ((select app.has_role(array['admin'])));

-- homepage layout and countdown event (single rows): editor/admin
create policy homepage_layout_editor_insert on public.homepage_layout for insert to authenticated
  with check ((select app.has_role(array['editor'])));
create policy homepage_layout_editor_update on public.homepage_layout for update to authenticated
  using ((select app.has_role(array['editor']))) with check ((select app.has_role(array['editor'])));
create policy countdown_event_editor_insert on public.countdown_event for insert to authenticated
  with check ((select app.has_role(array['editor'])));
create policy countdown_event_editor_update on public.countdown_event for update to authenticated
  using ((select app.has_role(array['editor']))) with check ((select app.has_role(array['editor'])));

-- teams: admin creates/deletes; a captain updates his own team (logo and photo only, see trigger)
create policy teams_admin_insert on public.teams for insert to authenticated
  with check ((select app.has_role(array['admin'])));
create policy teams_update on public.teams for update to authenticated
  using ((select app.has_role(array['admin'])) or app.is_captain_of(id))
  with check ((select app.has_role(array['admin'])) or app.is_captain_of(id));
create policy teams_admin_delete on public.teams for delete to authenticated
  using ((select app.has_role(array['admin'])));

create or replace function app.teams_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if app.is_api_caller() and not app.has_role(array['admin'])
     and (to_jsonb(new) - array['logo_url', 'photo_url', 'updated_at'])
         is distinct from (to_jsonb(old) - array['logo_url', 'photo_url', 'updated_at']) then
    raise exception 'Captains can change only the team logo and photo.' using errcode = '42501';
  end if;
  return new;
end
$$;
create trigger teams_guard before update on public.teams
  for each row execute function app.teams_guard();

-- players: admin, or the captain of the player's team (cannot move players to another team)
create policy players_insert on public.players for insert to authenticated
  with check ((select app.has_role(array['admin'])) or app.is_captain_of(team_id));
create policy players_update on public.players for update to authenticated
  using ((select app.has_role(array['admin'])) or app.is_captain_of(team_id))
  with check ((select app.has_role(array['admin'])) or app.is_captain_of(team_id));
create policy players_delete on public.players for delete to authenticated
  using ((select app.has_role(array['admin'])) or app.is_captain_of(team_id));

-- player_private: staff of the player (admin, captain of his team). Editors: no.
create policy player_private_select on public.player_private for select to authenticated
  using (app.can_manage_player(player_id));
create policy player_private_insert on public.player_private for insert to authenticated
  with check (app.can_manage_player(player_id));
create policy player_private_update on public.player_private for update to authenticated
  using (app.can_manage_player(player_id)) with check (app.can_manage_player(player_id));
create policy player_private_delete on public.player_private for delete to authenticated
  using (app.can_manage_player(player_id));

-- sponsors: admin, or the captain of the sponsored team (league-wide sponsors: admin only)
create policy sponsors_insert on public.sponsors for insert to authenticated
  with check ((select app.has_role(array['admin'])) or app.is_captain_of(team_id));
create policy sponsors_update on public.sponsors for update to authenticated
  using ((select app.has_role(array['admin'])) or app.is_captain_of(team_id))
  with check ((select app.has_role(array['admin'])) or app.is_captain_of(team_id));
create policy sponsors_delete on public.sponsors for delete to authenticated
  using ((select app.has_role(array['admin'])) or app.is_captain_of(team_id));

-- matches: admin writes fixtures; captains of either team update the result (see trigger)
create policy matches_admin_insert on public.matches for insert to authenticated
  with check ((select app.has_role(array['admin'])));
create policy matches_update on public.matches for update to authenticated
  using ((select app.has_role(array['admin'])) or app.is_captain_of(home_team_id) or app.is_captain_of(away_team_id))
  with check ((select app.has_role(array['admin'])) or app.is_captain_of(home_team_id) or app.is_captain_of(away_team_id));
create policy matches_admin_delete on public.matches for delete to authenticated
  using ((select app.has_role(array['admin'])));

create or replace function app.matches_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if app.is_api_caller() and not app.has_role(array['admin']) then
    if (to_jsonb(new) - array['home_score', 'away_score', 'status', 'updated_at'])
       is distinct from (to_jsonb(old) - array['home_score', 'away_score', 'status', 'updated_at']) then
      raise exception 'Captains can change only the score and the status of a match.' using errcode = '42501';
    end if;
    if new.status not in ('ongoing', 'completed') then
      raise exception 'Captains can set a match only to ongoing or completed.' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
create trigger matches_guard before update on public.matches
  for each row execute function app.matches_guard();

-- goals: admin, or a captain of either team of the match
create policy goals_insert on public.goals for insert to authenticated
  with check (app.can_enter_result(match_id));
create policy goals_update on public.goals for update to authenticated
  using (app.can_enter_result(match_id)) with check (app.can_enter_result(match_id));
create policy goals_delete on public.goals for delete to authenticated
  using (app.can_enter_result(match_id));

-- profiles --------------------------------------------------------------------------------------
-- The table itself: own row (even when blocked, so the app can tell), admins all rows.
-- Public names and avatars are in the view public.profile_cards (below).
create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select app.has_role(array['admin'])));
create policy profiles_update on public.profiles for update to authenticated
  using ((id = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['admin'])))
  with check ((id = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['admin'])));

create or replace function app.profiles_guard() returns trigger
language plpgsql
set search_path = ''
as $$
declare other_admins integer;
begin
  -- role, status and team are changed only by trusted code (the admin_* RPCs, service role)
  if tg_op = 'UPDATE' and app.is_api_caller()
     and (new.role, new.status, new.team_id, new.id) is distinct from (old.role, old.status, old.team_id, old.id) then
    raise exception 'Role, status and team can be changed only by an administrator.' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and old.role = 'admin' and new.role <> 'admin' and old.id = auth.uid() then
    raise exception 'You cannot demote your own admin account.' using errcode = 'P0001';
  end if;
  if old.role = 'admin' and old.status = 'active'
     and (tg_op = 'DELETE' or new.role <> 'admin' or new.status <> 'active') then
    select count(*) into other_admins from public.profiles
      where role = 'admin' and status = 'active' and id <> old.id;
    if other_admins = 0 then
      raise exception 'The last active administrator cannot be removed, demoted or blocked.' using errcode = 'P0001';
    end if;
  end if;
  if tg_op = 'DELETE' then return old; end if;
  return new;
end
$$;
create trigger profiles_guard before update or delete on public.profiles
  for each row execute function app.profiles_guard();

-- Names and avatars of every profile, for article authors and comment authors. Deliberately not
-- security_invoker: it exposes only these four columns of every profile.
create view public.profile_cards as
  select id, first_name, last_name, avatar_url from public.profiles;
revoke all on public.profile_cards from anon, authenticated;
grant select on public.profile_cards to anon, authenticated, service_role;

-- articles and comments ----------------------------------------------------------------------------
create policy articles_select on public.articles for select to anon, authenticated
  using (status = 'published' or (select app.has_role(array['editor'])));
create policy articles_editor_insert on public.articles for insert to authenticated
  with check ((select app.has_role(array['editor'])));
create policy articles_editor_update on public.articles for update to authenticated
  using ((select app.has_role(array['editor']))) with check ((select app.has_role(array['editor'])));
create policy articles_editor_delete on public.articles for delete to authenticated
  using ((select app.has_role(array['editor'])));

create or replace function app.article_is_published(p_article_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$ select exists (select 1 from public.articles a where a.id = p_article_id and a.status = 'published') $$;
revoke all on function app.article_is_published(bigint) from public;
grant execute on function app.article_is_published(bigint) to anon, authenticated, service_role;

create policy comments_select on public.comments for select to anon, authenticated
  using (app.article_is_published(article_id) or (select app.has_role(array['editor'])));
create policy comments_insert on public.comments for insert to authenticated
  with check (author_id = (select auth.uid()) and (select app.is_active()) and app.article_is_published(article_id));
create policy comments_update on public.comments for update to authenticated
  using ((author_id = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['editor'])))
  with check ((author_id = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['editor'])));
create policy comments_delete on public.comments for delete to authenticated
  using ((author_id = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['editor'])));

-- gallery ----------------------------------------------------------------------------------------
create policy albums_editor_insert on public.albums for insert to authenticated
  with check ((select app.has_role(array['editor'])));
create policy albums_editor_update on public.albums for update to authenticated
  using ((select app.has_role(array['editor']))) with check ((select app.has_role(array['editor'])));
create policy albums_editor_delete on public.albums for delete to authenticated
  using ((select app.has_role(array['editor'])));

-- any active user uploads (as himself); editors manage everything; owners delete their own
create policy media_items_insert on public.media_items for insert to authenticated
  with check ((uploaded_by = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['editor'])));
create policy media_items_editor_update on public.media_items for update to authenticated
  using ((select app.has_role(array['editor']))) with check ((select app.has_role(array['editor'])));
create policy media_items_delete on public.media_items for delete to authenticated
  using ((uploaded_by = (select auth.uid()) and (select app.is_active())) or (select app.has_role(array['editor'])));
