-- Page starts that compute each part once. A CTE referenced once is inlined, so `league.l`, used
-- four times, called app.page_league() four times in page_tables() and page_statistics(); it is
-- materialized now. page_home() wrote its widget's call in a lateral subquery that the planner
-- pulled up into both its select list and its `is not null` filter, so each widget was built
-- twice; `offset 0` keeps the subquery whole. The answers are the same (the backend contract
-- tests hold them); in the bench's seed, page_home() went from 11 to 5 ms in the database and
-- page_tables() from 6 to 3.

create or replace function public.page_tables(
  competition text default null, season text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with league as materialized (select app.page_league(competition, season) as l)
  select app.page_frame() || league.l || jsonb_build_object(
    'table', (select public.standings_table((league.l #>> '{selection,competition_id}')::bigint,
                                            (league.l #>> '{selection,season_id}')::bigint)
              where league.l -> 'selection' <> 'null'::jsonb))
  from league
$$;
create or replace function public.page_statistics(
  competition text default null, season text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with league as materialized (select app.page_league(competition, season) as l)
  select app.page_frame() || league.l || jsonb_build_object(
    'top_scorers', (
      select coalesce(jsonb_agg(to_jsonb(t) - 'ordinality' order by t.ordinality), '[]'::jsonb)
      from public.top_scorers((league.l #>> '{selection,competition_id}')::bigint,
                              (league.l #>> '{selection,season_id}')::bigint)
           with ordinality t
      where league.l -> 'selection' <> 'null'::jsonb))
  from league
$$;
create or replace function public.page_home(apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with layout as (
    select coalesce((select l.rows from public.homepage_layout l where l.id = 1), '[]'::jsonb)
             as rows
  ),
  context as (
    select (select c.id from public.competitions c order by c.level, c.name limit 1) as competition_id,
           (select s.id from public.seasons s order by s.start_date desc, s.id desc limit 1)
             as season_id
  )
  select app.page_frame() || jsonb_build_object(
    'layout', layout.rows,
    'context', jsonb_build_object('competitionId', context.competition_id,
                                  'seasonId', context.season_id),
    'widgets', (
      select coalesce(jsonb_agg(part.value order by r.n, c.n, w.n), '[]'::jsonb)
      from jsonb_array_elements(app.json_list(layout.rows)) with ordinality r (value, n)
      cross join lateral jsonb_array_elements(app.json_list(r.value -> 'columns'))
        with ordinality c (value, n)
      cross join lateral jsonb_array_elements(app.json_list(c.value -> 'widgets'))
        with ordinality w (value, n)
      cross join lateral (
        select app.home_widget(
                 w.value ->> 'kind',
                 case when jsonb_typeof(w.value -> 'settings') = 'object'
                      then w.value -> 'settings' else '{}'::jsonb end,
                 context.competition_id, context.season_id) as value
        offset 0) part
      where part.value is not null))
  from layout, context
$$;
