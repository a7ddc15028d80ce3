-- A bracket whose match list is empty is no bracket (spec §4): the header showed Playoffs for it
-- and the link led to an empty page. Every page start's frame (app.page_frame()) reads this
-- function too, so the first screen and the app agree.
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
    and cardinality(b.match_ids) > 0
$$;
