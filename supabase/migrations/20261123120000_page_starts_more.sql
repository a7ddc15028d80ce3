-- The first screen in one request for the home page, a player, the news list and an article
-- (see 20261123110000_page_starts.sql and docs/decisions-frontend.md, "Starting a page's data
-- from index.html"). Each part has the shape of the request the page makes for it later; what
-- the app's fetcher computes in JavaScript after its request (the layout's parsing, a gallery
-- image's URL, the countdown's "switched off") the app applies when it files the part.

-- A JSON array, or an empty one: the home page reads whatever it cannot use as nothing.
create or replace function app.json_list(value jsonb)
returns jsonb
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'array' then value else '[]'::jsonb end
$$;

-- A widget's numeric setting, as the app's numberSetting() reads it: null unless a JSON number.
create or replace function app.widget_number(settings jsonb, key text)
returns jsonb
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(settings -> key) = 'number' then settings -> key end
$$;

-- The number as a bigint when it is a whole number within [low, high], else null. A widget whose
-- setting is outside (a fraction, a negative limit) gets no part: it asks on its own, as before.
create or replace function app.whole_number(value jsonb, low bigint, high bigint)
returns bigint
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'number'
               and (value #>> '{}')::numeric = trunc((value #>> '{}')::numeric)
               and (value #>> '{}')::numeric between low and high
              then (value #>> '{}')::numeric::bigint end
$$;

-- One widget's data, as { kind, params, data }: `params` are the parameters of the widget's own
-- query (its query key), resolved from its settings and the league context exactly as the
-- widget resolves them; `data` is what that query's request returns. Null for a widget that asks
-- for nothing (a hero, a pinned article without an article, a league widget without a league).
create or replace function app.home_widget(
  kind text, settings jsonb, context_competition bigint, context_season bigint)
returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  max_id constant bigint := 999999999999999;
  competition jsonb;
  season jsonb;
  album jsonb;
  row_limit jsonb;
  data jsonb;
begin
  case kind
  when 'countdown' then
    select jsonb_build_object('enabled', e.enabled, 'title', e.title, 'event_date', e.event_date)
      into data
      from public.countdown_event e where e.id = 1;
    return jsonb_build_object('kind', kind, 'params', null, 'data', data);

  when 'media_carousel' then
    album := app.widget_number(settings, 'album_id');
    row_limit := coalesce(app.widget_number(settings, 'limit'), '8');
    if (album is not null and app.whole_number(album, 1, max_id) is null)
       or app.whole_number(row_limit, 1, 1000) is null then
      return null;
    end if;
    select coalesce(jsonb_agg(to_jsonb(m)), '[]'::jsonb) into data
    from (select mi.id, mi.storage_path, mi.caption
          from public.media_items mi
          where mi.type = 'image'
            and (album is null or mi.album_id = app.whole_number(album, 1, max_id))
          order by mi.created_at desc, mi.id desc
          limit app.whole_number(row_limit, 1, 1000)) m;
    return jsonb_build_object('kind', kind,
                              'params', jsonb_build_object('albumId', album, 'limit', row_limit),
                              'data', data);

  when 'latest_news' then
    row_limit := coalesce(app.widget_number(settings, 'limit'), '3');
    if app.whole_number(row_limit, 1, 1000) is null then
      return null;
    end if;
    select coalesce(jsonb_agg(to_jsonb(a)), '[]'::jsonb) into data
    from (select ar.id, ar.title, ar.slug, ar.cover_image_url, ar.published_at
          from public.articles ar
          where ar.status = 'published'
          order by ar.published_at desc
          limit app.whole_number(row_limit, 1, 1000)) a;
    return jsonb_build_object('kind', kind, 'params', jsonb_build_object('limit', row_limit),
                              'data', data);

  when 'pinned_article' then
    if app.whole_number(app.widget_number(settings, 'article_id'), 1, max_id) is null then
      return null;
    end if;
    select jsonb_build_object('id', a.id, 'title', a.title, 'slug', a.slug, 'content', a.content,
                              'cover_image_url', a.cover_image_url,
                              'published_at', a.published_at)
      into data
      from public.articles a
      where a.id = app.whole_number(app.widget_number(settings, 'article_id'), 1, max_id)
        and a.pinned and a.status = 'published';
    return jsonb_build_object(
      'kind', kind,
      'params', jsonb_build_object('articleId', app.widget_number(settings, 'article_id')),
      'data', data);

  when 'league_table' then
    competition := coalesce(app.widget_number(settings, 'competition_id'),
                            to_jsonb(context_competition));
    season := coalesce(app.widget_number(settings, 'season_id'), to_jsonb(context_season));
    if app.whole_number(competition, 1, max_id) is null
       or app.whole_number(season, 1, max_id) is null then
      return null;
    end if;
    select coalesce(jsonb_agg(to_jsonb(s) - 'ordinality' order by s.ordinality), '[]'::jsonb)
      into data
      from public.standings(app.whole_number(competition, 1, max_id),
                            app.whole_number(season, 1, max_id)) with ordinality s;
    return jsonb_build_object(
      'kind', kind,
      'params', jsonb_build_object('competitionId', competition, 'seasonId', season),
      'data', data);

  when 'upcoming_matches' then
    -- The widget takes its competition from its settings, its season always from the context.
    competition := coalesce(app.widget_number(settings, 'competition_id'),
                            to_jsonb(context_competition));
    season := to_jsonb(context_season);
    row_limit := coalesce(app.widget_number(settings, 'limit'), '5');
    if app.whole_number(competition, 1, max_id) is null
       or app.whole_number(season, 1, max_id) is null
       or app.whole_number(row_limit, 1, 1000) is null then
      return null;
    end if;
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', m.id, 'match_date', m.match_date,
             'home', app.team_badge(m.home_team_id),
             'away', app.team_badge(m.away_team_id),
             'venue', (select jsonb_build_object('name', v.name)
                       from public.venues v where v.id = m.venue_id))), '[]'::jsonb)
      into data
      from (select mt.* from public.matches mt
            where mt.competition_id = app.whole_number(competition, 1, max_id)
              and mt.season_id = app.whole_number(season, 1, max_id)
              and mt.status = 'scheduled' and mt.match_date >= now()
            order by mt.match_date, mt.id
            limit app.whole_number(row_limit, 1, 1000)) m;
    return jsonb_build_object(
      'kind', kind,
      'params', jsonb_build_object('competitionId', competition, 'seasonId', season,
                                   'limit', row_limit),
      'data', data);

  else
    return null;
  end case;
end
$$;

-- /: the frame, the layout as stored, the league context (the main competition: lowest level,
-- then name; the latest season: newest start date, then newest row, as the app's
-- getLeagueContext() asks for them) and every widget's part, in the layout's order.
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
                 context.competition_id, context.season_id) as value) part
      where part.value is not null))
  from layout, context
$$;

-- /players/{id}: the frame, the player's public card with their team (null when there is no
-- such player), their numbers and their goals, newest first.
create or replace function public.page_player(id text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with wanted as (
    select page_player.id::bigint as id where page_player.id ~ '^[0-9]{1,15}$'
  )
  select app.page_frame() || jsonb_build_object(
    'player', (
      select jsonb_build_object(
        'id', p.id, 'first_name', p.first_name, 'last_name', p.last_name,
        'photo_url', p.photo_url, 'role', p.role, 'jersey_number', p.jersey_number,
        'nationality', p.nationality, 'age_years', public.age_years(p),
        'team', app.team_badge(p.team_id))
      from public.players p, wanted where p.id = wanted.id),
    'stats', (
      select to_jsonb(s) from wanted, lateral public.player_stats(wanted.id) s limit 1),
    'goals', (
      select coalesce(jsonb_agg(to_jsonb(g) - 'ordinality' order by g.ordinality), '[]'::jsonb)
      from wanted, lateral public.player_goal_history(wanted.id) with ordinality g))
$$;

-- /news: the frame and the published articles, pinned first, then newest first (the app's 60).
create or replace function public.page_news(apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  select app.page_frame() || jsonb_build_object(
    'articles', (
      select coalesce(jsonb_agg(to_jsonb(a)), '[]'::jsonb)
      from (select ar.id, ar.title, ar.slug, ar.content, ar.cover_image_url, ar.published_at,
                   ar.pinned
            from public.articles ar
            where ar.status = 'published'
            order by ar.pinned desc, ar.published_at desc
            limit 60) a))
$$;

-- /news/{slug}: the frame, the slug it was asked for, the published article with its author's
-- name (null when there is none) and its comments, oldest first (null without an article).
create or replace function public.page_article(slug text default null, apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  with article as (
    select a.* from public.articles a
    where a.slug = page_article.slug and a.status = 'published'
  )
  select app.page_frame() || jsonb_build_object(
    'slug', page_article.slug,
    'article', (
      select jsonb_build_object(
        'id', a.id, 'title', a.title, 'slug', a.slug, 'content', a.content,
        'cover_image_url', a.cover_image_url, 'published_at', a.published_at,
        'pinned', a.pinned,
        'author', (select jsonb_build_object('first_name', pc.first_name,
                                             'last_name', pc.last_name)
                   from public.profile_cards pc where pc.id = a.author_id))
      from article a),
    'comments', (
      select coalesce((
        select jsonb_agg(to_jsonb(c))
        from (select cm.id, cm.body, cm.created_at, cm.author_id,
                     (select jsonb_build_object('first_name', pc.first_name,
                                                'last_name', pc.last_name,
                                                'avatar_url', pc.avatar_url)
                      from public.profile_cards pc where pc.id = cm.author_id) as author
              from public.comments cm
              where cm.article_id = a.id
              order by cm.created_at, cm.id) c), '[]'::jsonb)
      from article a))
$$;

grant execute on function app.json_list(jsonb) to anon, authenticated, service_role;
grant execute on function app.widget_number(jsonb, text) to anon, authenticated, service_role;
grant execute on function app.whole_number(jsonb, bigint, bigint)
  to anon, authenticated, service_role;
grant execute on function app.home_widget(text, jsonb, bigint, bigint)
  to anon, authenticated, service_role;
grant execute on function public.page_home(text) to anon, authenticated, service_role;
grant execute on function public.page_player(text, text) to anon, authenticated, service_role;
grant execute on function public.page_news(text) to anon, authenticated, service_role;
grant execute on function public.page_article(text, text) to anon, authenticated, service_role;
