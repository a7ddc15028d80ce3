-- A signed-out visitor's page start may be answered from the static host's CDN copy
-- (docs/decisions-hosting.md, "Page starts kept by the host"). The host forwards
-- /rest/v1/rpc/page_<page> to the project (build/page-start-proxy.ts); a CDN keeps a proxied
-- answer only when the answer says it may, with `CDN-Cache-Control` (RFC 9213: Netlify, Vercel
-- and Cloudflare read it; browsers ignore it). The app shows a copy older than its fresh time
-- as "updating" and asks the project again (src/app/page-start.ts).
--
-- Each page function moves to `app`, unchanged and under its own name (its body names its
-- arguments by it: `page_team.id`), and public.page_<page> becomes a wrapper with the same
-- arguments that adds the header: edit the answers in `app`.

-- Says so only for what every signed-out visitor is given alike: the `anon` role's GET, in the
-- JSON every caller of the address gets. A signed-in caller's answer (more rows under RLS) and
-- one in another format (`Accept: text/csv` at the same address) must never be kept for others.
create or replace function app.shared_answer(answer jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if current_user = 'anon'
    and current_setting('request.method', true) = 'GET'
    and coalesce(current_setting('request.headers', true)::jsonb ->> 'accept', '*/*')
      in ('*/*', 'application/json')
  then
    -- Fresh for 15 s; after that a copy may still be given for a day while the CDN asks again,
    -- and the app, seeing its Age, shows it as updating and asks the project itself.
    perform set_config(
      'response.headers',
      '[{"CDN-Cache-Control": "public, max-age=15, stale-while-revalidate=86400"}]',
      true
    );
  end if;
  return answer;
end;
$$;
grant execute on function app.shared_answer(jsonb) to anon, authenticated, service_role;

-- Each wrapper has its function's arguments, defaults and grants, and passes them on by name.
do $$
declare
  page text;
  fn oid;
begin
  foreach page in array array[
    'home', 'tables', 'matches', 'statistics', 'news', 'article', 'team', 'player'
  ] loop
    select p.oid into strict fn
    from pg_proc p
    where p.pronamespace = 'public'::regnamespace and p.proname = 'page_' || page;
    execute format('alter function %s set schema app', fn::regprocedure);
    execute format(
      'create function public.page_%1$s(%2$s) returns jsonb language sql stable '
      'set search_path = '''' as $body$ select app.shared_answer(app.page_%1$s(%3$s)) $body$',
      page,
      pg_get_function_arguments(fn),
      (select string_agg(quote_ident(name), ', ' order by position)
       from unnest((select proargnames from pg_proc where oid = fn)) with ordinality
         as a(name, position))
    );
    execute format(
      'grant execute on function app.page_%1$s(%2$s), public.page_%1$s(%2$s) '
      'to anon, authenticated, service_role',
      page,
      pg_get_function_identity_arguments(fn)
    );
  end loop;
end;
$$;
