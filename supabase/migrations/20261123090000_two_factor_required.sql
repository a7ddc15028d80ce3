-- Calcetto: two-factor sign-in enforced by the database.
--
-- A user who has a verified factor signs in with the password first (the session is aal1) and then
-- with the code from the authenticator app (aal2). Until the second step, the session is worth no
-- more than a signed-out visitor's: it reads what anyone reads, plus its own profile (the app needs
-- it to ask for the code), and writes nothing. Auth's own factor endpoints (not in this database's
-- API) finish the second step. Users without a verified factor are unaffected.
--
-- One predicate says it everywhere, app.mfa_satisfied(), in the form Supabase documents for MFA
-- through RLS: the token's aal is aal2, or the user has no verified factor.
--   * The role helpers (app.current_role, app.is_active, app.is_captain_of) answer as for a
--     signed-out visitor when it is false, so every permissive policy and every function that asks
--     them (has_role, can_manage_player, can_enter_result, can_write_object, dashboard_counts, …)
--     refuses.
--   * Restrictive policies on every table in public (writes; reads of what a visitor cannot read)
--     and on storage.objects (writes) refuse the same, should a policy ever forget to ask a helper.
--   * Functions that act for the caller with the owner's rights (admin RPCs and the fixture import
--     through app.require_admin; ensure_profile when it would create a profile) stop with a clear
--     error: SQLSTATE 28000, 'Two-factor authentication required: …', hint 'insufficient_aal'.
--
-- auth.mfa_factors belongs to Supabase Auth. On a hosted project `postgres` may read it, so the
-- predicate is SECURITY DEFINER (owned by postgres) and the API roles need no access to the auth
-- schema's tables.

create or replace function app.mfa_satisfied() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', '') = 'aal2'
      or not exists (select 1 from auth.mfa_factors f
                     where f.user_id = auth.uid() and f.status = 'verified')
$$;

create or replace function app.require_mfa() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  if not app.mfa_satisfied() then
    raise exception 'Two-factor authentication required: enter the code from your authenticator app first.'
      using errcode = '28000', hint = 'insufficient_aal';
  end if;
end
$$;

revoke all on function app.mfa_satisfied(), app.require_mfa() from public;
grant execute on function app.mfa_satisfied(), app.require_mfa() to anon, authenticated, service_role;

-- role helpers: a session still owing its second step has no role ---------------------------------
create or replace function app.current_role() returns text
language sql stable
security definer
set search_path = ''
as $$
  select p.role::text from public.profiles p
  where p.id = auth.uid() and p.status = 'active' and app.mfa_satisfied()
$$;

create or replace function app.is_active() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.id = auth.uid() and p.status = 'active')
     and app.mfa_satisfied()
$$;

create or replace function app.is_captain_of(p_team_id bigint) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select p_team_id is not null and exists (
    select 1 from public.profiles p
    where p.id = auth.uid() and p.status = 'active' and p.role = 'captain' and p.team_id = p_team_id)
    and app.mfa_satisfied()
$$;

-- functions acting with the owner's rights -----------------------------------------------------------
-- admin_list_users, admin_set_user_role, admin_set_user_status and import_fixtures all start here.
create or replace function app.require_admin() returns void
language plpgsql stable
set search_path = ''
as $$
begin
  perform app.require_mfa();
  if not coalesce(app.has_role(array['admin']), false) then
    raise exception 'Access Denied – You do not have the necessary permissions.' using errcode = '42501';
  end if;
end
$$;

-- Reading one's own profile is what the app does before asking for the code, so an aal1 session
-- still gets it. Creating one is a write (and may make the account the first admin): only after the
-- second step. In practice the profile exists long before a factor does (the app creates it at the
-- first sign-in, and factors are enrolled from the signed-in app).
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
  perform app.require_mfa();
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

-- restrictive policies: defence in depth ----------------------------------------------------------
-- Writes, on every table of the schema.
do $$
declare t text;
begin
  for t in
    select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
  loop
    execute format('create policy mfa_required_insert on public.%I as restrictive for insert to authenticated
                    with check ((select app.mfa_satisfied()))', t);
    execute format('create policy mfa_required_update on public.%I as restrictive for update to authenticated
                    using ((select app.mfa_satisfied())) with check ((select app.mfa_satisfied()))', t);
    execute format('create policy mfa_required_delete on public.%I as restrictive for delete to authenticated
                    using ((select app.mfa_satisfied()))', t);
  end loop;
end
$$;

-- Reads: every other table is readable by anyone (its select policy is `using (true)`); these four
-- are not, and an aal1 session reads of them exactly what a signed-out visitor reads, plus its own
-- profile.
create policy mfa_required_select on public.profiles as restrictive for select to authenticated
  using ((select app.mfa_satisfied()) or id = (select auth.uid()));
create policy mfa_required_select on public.player_private as restrictive for select to authenticated
  using ((select app.mfa_satisfied()));
create policy mfa_required_select on public.articles as restrictive for select to authenticated
  using ((select app.mfa_satisfied()) or status = 'published');
create policy mfa_required_select on public.comments as restrictive for select to authenticated
  using ((select app.mfa_satisfied()) or app.article_is_published(article_id));

-- Storage: public buckets are read by anyone; writes need the second step.
create policy calcetto_mfa_insert on storage.objects as restrictive for insert to authenticated
  with check ((select app.mfa_satisfied()));
create policy calcetto_mfa_update on storage.objects as restrictive for update to authenticated
  using ((select app.mfa_satisfied())) with check ((select app.mfa_satisfied()));
create policy calcetto_mfa_delete on storage.objects as restrictive for delete to authenticated
  using ((select app.mfa_satisfied()));
