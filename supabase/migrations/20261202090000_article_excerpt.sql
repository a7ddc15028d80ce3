-- A list's excerpt of an article: its plain text, computed once when the article is saved
-- (a stored generated column) instead of in the visitor's browser at each visit. The news list
-- and the home page's pinned article showed `content` through htmlToText(), which parsed each
-- article's HTML into a document: 3-6 ms of a desktop's main thread for /news's six demo
-- articles, inside the first view's build (a DevTools trace's JavaScript samples: half of
-- it), and the list's answer carried every article's whole HTML, 60 of them for a season.
-- Side by side on the bench's phone (12 visits each), the first view of `/` went in 78 ms
-- sooner and /news's 24 ms sooner. The excerpt reads the HTML as htmlToText() did, which
-- tests/backend/article-excerpt.test.ts holds against the DOM: a space after each block's
-- end, no script, style, template or noscript, no comments or tags, references decoded, white
-- space collapsed; cut at a word after 1000 characters, more than four lines of the widest
-- card show.

-- The character a character reference names: numeric ones as the browser reads them
-- (U+FFFD for zero, surrogates and beyond U+10FFFF); the named ones that editors and a
-- browser's own serializer write (HTML 4's), else null: the reference then stays as it was.
-- A reference without its semicolon (`&amp c`), which a browser reads all the same, stays as
-- written too: no editor writes one.
create or replace function app.html_entity(name text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when reference.code is null then (select chr(e.code) from (values
    ('amp', 38), ('lt', 60), ('gt', 62), ('quot', 34), ('apos', 39), ('OElig', 338),
    ('oelig', 339), ('Scaron', 352), ('scaron', 353), ('Yuml', 376), ('circ', 710),
    ('tilde', 732), ('ensp', 8194), ('emsp', 8195), ('thinsp', 8201), ('zwnj', 8204),
    ('zwj', 8205), ('lrm', 8206), ('rlm', 8207), ('ndash', 8211), ('mdash', 8212),
    ('lsquo', 8216), ('rsquo', 8217), ('sbquo', 8218), ('ldquo', 8220), ('rdquo', 8221),
    ('bdquo', 8222), ('dagger', 8224), ('Dagger', 8225), ('permil', 8240), ('lsaquo', 8249),
    ('rsaquo', 8250), ('euro', 8364), ('hellip', 8230), ('bull', 8226), ('prime', 8242),
    ('Prime', 8243), ('trade', 8482), ('larr', 8592), ('rarr', 8594), ('uarr', 8593),
    ('darr', 8595), ('harr', 8596), ('minus', 8722), ('times', 215), ('nbsp', 160),
    ('iexcl', 161), ('cent', 162), ('pound', 163), ('curren', 164), ('yen', 165),
    ('brvbar', 166), ('sect', 167), ('uml', 168), ('copy', 169), ('ordf', 170), ('laquo', 171),
    ('not', 172), ('shy', 173), ('reg', 174), ('macr', 175), ('deg', 176), ('plusmn', 177),
    ('sup2', 178), ('sup3', 179), ('acute', 180), ('micro', 181), ('para', 182), ('middot', 183),
    ('cedil', 184), ('sup1', 185), ('ordm', 186), ('raquo', 187), ('frac14', 188),
    ('frac12', 189), ('frac34', 190), ('iquest', 191), ('Agrave', 192), ('Aacute', 193),
    ('Acirc', 194), ('Atilde', 195), ('Auml', 196), ('Aring', 197), ('AElig', 198),
    ('Ccedil', 199), ('Egrave', 200), ('Eacute', 201), ('Ecirc', 202), ('Euml', 203),
    ('Igrave', 204), ('Iacute', 205), ('Icirc', 206), ('Iuml', 207), ('ETH', 208),
    ('Ntilde', 209), ('Ograve', 210), ('Oacute', 211), ('Ocirc', 212), ('Otilde', 213),
    ('Ouml', 214), ('Oslash', 216), ('Ugrave', 217), ('Uacute', 218), ('Ucirc', 219),
    ('Uuml', 220), ('Yacute', 221), ('THORN', 222), ('szlig', 223), ('agrave', 224),
    ('aacute', 225), ('acirc', 226), ('atilde', 227), ('auml', 228), ('aring', 229),
    ('aelig', 230), ('ccedil', 231), ('egrave', 232), ('eacute', 233), ('ecirc', 234),
    ('euml', 235), ('igrave', 236), ('iacute', 237), ('icirc', 238), ('iuml', 239), ('eth', 240),
    ('ntilde', 241), ('ograve', 242), ('oacute', 243), ('ocirc', 244), ('otilde', 245),
    ('ouml', 246), ('divide', 247), ('oslash', 248), ('ugrave', 249), ('uacute', 250),
    ('ucirc', 251), ('uuml', 252), ('yacute', 253), ('thorn', 254), ('yuml', 255)
    ) e (entity, code) where e.entity = name)
    when reference.code between 1 and 1114111 and reference.code not between 55296 and 57343
      then chr(reference.code::integer)
    else chr(65533)
  end
  -- A numeric reference's code point (0 when it has more digits than any code point), else null.
  from (select case
    when name ~ '^#[0-9]+$' then
      case when length(ltrim(substr(name, 2), '0')) <= 7 then substr(name, 2)::bigint else 0 end
    when name ~ '^#[xX][0-9a-fA-F]+$' then
      case when length(ltrim(substr(name, 3), '0')) <= 6
           then ('x' || lpad(substr(name, 3), 8, '0'))::bit(32)::bigint else 0 end
  end as code) reference
$$;

create or replace function app.html_excerpt(html text)
returns text
language sql immutable parallel safe
set search_path = ''
as $$
  with markup as (
    -- Blocks' ends get a space first, as htmlToText() did, then what has no text goes: the
    -- elements whose content is not text, comments, tags. PostgreSQL takes an RE's preference
    -- for the shortest or the longest match from its first quantifier, and a group with `|`
    -- prefers the longest: the leading `<{1,1}?` makes the elements' RE prefer the shortest, so
    -- that each ends at its own end tag.
    select regexp_replace(
             regexp_replace(
               regexp_replace(
                 regexp_replace(
                   coalesce(html, ''),
                   '(</(p|h[1-6]|li|div|ul|ol|blockquote|figcaption)>|<br\s*/?>)', '\1 ', 'gi'),
                 '<{1,1}?(script|style|template|noscript)([\s/][^>]*)?>.*?</\1\s*>', '', 'gi'),
               '<!--.*?-->', '', 'g'),
             '</?[A-Za-z]("[^"]*"|''[^'']*''|[^>"''])*>|<[!?][^>]*>', '', 'g') as text
  ),
  reference as (
    select '&(#[0-9]+|#[xX][0-9a-fA-F]+|[A-Za-z][A-Za-z0-9]*);' as pattern
  ),
  parts as (
    select p.part, p.n
    from markup, reference,
      regexp_split_to_table(markup.text, reference.pattern) with ordinality p (part, n)
  ),
  refs as (
    select r.ref[1] as name, '&' || r.ref[1] || ';' as source, r.n
    from markup, reference,
      regexp_matches(markup.text, reference.pattern, 'g') with ordinality r (ref, n)
  ),
  plain as (
    select btrim(regexp_replace(
             coalesce(string_agg(
               parts.part || coalesce(app.html_entity(refs.name), refs.source, ''),
               '' order by parts.n), ''),
             -- JavaScript's \s: the white space htmlToText() collapsed, no-break spaces included.
             '[ \t\n\r\f\v\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]+',
             ' ', 'g')) as text
    from parts left join refs using (n)
  )
  select case when char_length(plain.text) <= 1000 then plain.text
              else regexp_replace(left(plain.text, 1000), ' [^ ]*$', '') || '…' end
  from plain
$$;

alter table public.articles
  add column excerpt text not null generated always as (app.html_excerpt(content)) stored;

-- Unchanged from 20261123120000_page_starts_more.sql but for the pinned article, which now
-- carries its excerpt instead of its content.
--
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
    select jsonb_build_object('id', a.id, 'title', a.title, 'slug', a.slug, 'excerpt', a.excerpt,
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

-- /news: the frame and the published articles, pinned first, then newest first (the app's 60),
-- each with its excerpt rather than its whole content.
create or replace function public.page_news(apikey text default null)
returns jsonb
language sql stable
set search_path = ''
as $$
  select app.page_frame() || jsonb_build_object(
    'articles', (
      select coalesce(jsonb_agg(to_jsonb(a)), '[]'::jsonb)
      from (select ar.id, ar.title, ar.slug, ar.excerpt, ar.cover_image_url, ar.published_at,
                   ar.pinned
            from public.articles ar
            where ar.status = 'published'
            order by ar.pinned desc, ar.published_at desc
            limit 60) a))
$$;

grant execute on function app.html_entity(text), app.html_excerpt(text)
  to anon, authenticated, service_role;
