-- One request per page section (DESIGN §6): the header's playoffs link and the league table each
-- needed two or three requests, some of them one after the other.

-- The bracket of the main competition (lowest level, then name: the order of the public
-- competition lists) in the latest season (newest start date), or no row. The header shows the
-- Playoffs link only when it exists.
create or replace function public.current_bracket()
returns setof public.playoff_brackets
language sql stable
set search_path = ''
as $$
  select b.*
  from public.playoff_brackets b
  where b.competition_id = (
      select c.id from public.competitions c order by c.level, c.name, c.id limit 1)
    and b.season_id = (
      select s.id from public.seasons s order by s.start_date desc, s.id desc limit 1)
$$;

-- The league table and whether the final stage has started (the table is then final), in one
-- answer: {"locked": boolean, "rows": [standings rows]}.
create or replace function public.standings_table(p_competition_id bigint, p_season_id bigint)
returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'locked', public.is_regular_season_locked(p_competition_id, p_season_id),
    'rows', coalesce(
      (select jsonb_agg(to_jsonb(s) order by s."position")
       from public.standings(p_competition_id, p_season_id) s),
      '[]'::jsonb))
$$;

grant execute on function public.current_bracket() to anon, authenticated, service_role;
grant execute on function public.standings_table(bigint, bigint) to anon, authenticated, service_role;
