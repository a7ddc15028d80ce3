-- Calcetto demo league: "Campionato Oratori Bergamo", two seasons (2025/26 finished, 2026/27 half
-- played on 2026-11-22), Serie A and Serie B, demo accounts for every role.
--
-- FOR LOCAL DEVELOPMENT ONLY. It creates accounts with a published password, an administrator
-- among them: never load it into a project that anyone else can reach. `npm run dev` and
-- `npm run db:reset` load it into the local backend, `supabase start` / `supabase db reset` into
-- the CLI's local stack (supabase/config.toml); `supabase db push` never runs it.
--
-- Plain SQL (no psql meta-commands), run after the migrations. The gallery's pictures are
-- objects of the gallery bucket, uploaded from supabase/seed/gallery/ by the local stack (and by
-- the CLI, `objects_path` in config.toml). Deterministic: every "random" choice is an md5 hash of
-- the row's ids (pg_temp.h below), so screenshots and tests are stable.
--
-- Fixed ids worth knowing (tests refer to them):
--   users     admin   c0ffee00-0000-4000-8000-000000000001  admin@calcetto.local
--             editor  c0ffee00-0000-4000-8000-000000000002  editor@calcetto.local
--             captain c0ffee00-0000-4000-8000-000000000003  captain@calcetto.local (team 1)
--             player  c0ffee00-0000-4000-8000-000000000004  player@calcetto.local
--             password of all four: calcetto-demo
--   competitions 1 Serie A (level 1), 2 Serie B (level 2); seasons 1 = 2025/26, 2 = 2026/27
--   teams 1-12 Serie A 2025/26, 13-22 Serie B 2025/26 (2026/27: the bottom two of Serie A and the
--   top two of Serie B swap); players: id = team * 100 + n
--   matches: id = season*10000 + competition*1000 + round*10 + slot (11011 = 2025/26 Serie A,
--   round 1, first match); playoffs 2025/26 Serie A: 11901, 11902 (semi-finals), 11903 (final)
--   2026/27: rounds 1-10 completed, 21106 ongoing tonight, 22093 postponed, the rest scheduled.

-- deterministic pseudo-random integer in [0, 2^28) from a text key
create function pg_temp.h(p text) returns integer
language sql immutable
as $$ select ('x' || substr(md5(p), 1, 7))::bit(28)::integer $$;

-- demo accounts ------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at)
select '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
       extensions.crypt('calcetto-demo', extensions.gen_salt('bf', 10)), now(),
       '', '', '', '',
       '{"provider":"email","providers":["email"]}'::jsonb,
       jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name),
       u.created_at, u.created_at, null
from (values
  ('c0ffee00-0000-4000-8000-000000000001'::uuid, 'admin@calcetto.local', 'Marco', 'Bianchi', timestamptz '2025-08-20 10:00+02'),
  ('c0ffee00-0000-4000-8000-000000000002'::uuid, 'editor@calcetto.local', 'Giulia', 'Rossi', timestamptz '2025-08-21 18:30+02'),
  ('c0ffee00-0000-4000-8000-000000000003'::uuid, 'captain@calcetto.local', 'Luca', 'Ferrari', timestamptz '2025-08-25 21:10+02'),
  ('c0ffee00-0000-4000-8000-000000000004'::uuid, 'player@calcetto.local', 'Sara', 'Colombo', timestamptz '2025-09-02 12:45+02')
) as u (id, email, first_name, last_name, created_at);

insert into auth.identities (id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select ('c0ffee00-0000-4000-9000-' || right(u.id::text, 12))::uuid, u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
       'email', null, u.created_at, u.created_at
from auth.users u
where u.email like '%@calcetto.local';

-- teams come first (a captain's profile refers to his team), profiles right after

-- league reference data ---------------------------------------------------------------------------
insert into public.competitions (id, name, slug, level) values
  (1, 'Serie A', 'serie-a', 1),
  (2, 'Serie B', 'serie-b', 2);

insert into public.seasons (id, name, start_date, end_date) values
  (1, '2025/26', '2025-09-01', '2026-06-30'),
  (2, '2026/27', '2026-09-01', '2027-06-30');

insert into public.tournament_modes (id, name, points_win, points_draw, points_loss, playoff_teams, legs) values
  (1, 'Andata e ritorno con playoff a 4', 3, 1, 0, 4, 2),
  (2, 'Andata e ritorno', 3, 1, 0, 0, 2);

insert into public.competition_seasons (competition_id, season_id, tournament_mode_id) values
  (1, 1, 1), (2, 1, 2), (1, 2, 1), (2, 2, 2);

insert into public.venues (id, name, structure, address, city, latitude, longitude, image_url) values
  (1, 'Centro Sportivo San Luigi', 'Campo in erba sintetica coperto', 'Via Gavazzeni 12', 'Bergamo', 45.6881, 9.6602, '/demo/venues/centro-sportivo-san-luigi.webp'),
  (2, 'PalaCalcetto Redona', 'Palazzetto con due campi indoor', 'Via Leone XIII 8', 'Bergamo', 45.7106, 9.6851, '/demo/venues/palacalcetto-redona.webp'),
  (3, 'Campo Parrocchiale San Rocco', 'Campo all''aperto illuminato', 'Via San Rocco 5', 'Seriate', 45.6849, 9.7233, '/demo/venues/campo-parrocchiale-san-rocco.webp'),
  (4, 'Centro Sportivo Pietro Bertoli', 'Tre campi a 5 in erba sintetica', 'Via Roma 40', 'Dalmine', 45.6497, 9.6011, '/demo/venues/centro-sportivo-pietro-bertoli.webp'),
  (5, 'Oratorio Don Bosco', 'Campo a 5 con tribunetta', 'Via Don Bosco 3', 'Treviglio', 45.5217, 9.5921, '/demo/venues/oratorio-don-bosco.webp'),
  (6, 'Sporting Club Lallio', 'Campo coperto con pallone pressostatico', 'Via Papa Giovanni XXIII 21', 'Lallio', 45.6651, 9.6284, '/demo/venues/sporting-club-lallio.webp');

insert into public.teams (id, name, parish, colors, venue_id, logo_url, photo_url) values
  (1, 'Oratorio San Luigi', 'Parrocchia San Luigi Gonzaga', '{#1d4ed8,#ffffff}', 1, '/demo/teams/oratorio-san-luigi.webp', '/demo/teams/oratorio-san-luigi-squad.webp'),
  (2, 'Virtus San Rocco', 'Parrocchia San Rocco', '{#b91c1c,#facc15}', 3, '/demo/teams/virtus-san-rocco.webp', null),
  (3, 'Polisportiva Sant''Anna', 'Parrocchia Sant''Anna', '{#047857,#ffffff}', 2, '/demo/teams/polisportiva-sant-anna.webp', null),
  (4, 'Don Bosco Treviglio', 'Parrocchia San Martino', '{#0f172a,#f59e0b}', 5, '/demo/teams/don-bosco-treviglio.webp', null),
  (5, 'Aurora Redona', 'Parrocchia Santi Giovanni e Lorenzo', '{#7c3aed,#ffffff}', 2, '/demo/teams/aurora-redona.webp', null),
  (6, 'San Giorgio Dalmine', 'Parrocchia San Giuseppe', '{#dc2626,#ffffff}', 4, '/demo/teams/san-giorgio-dalmine.webp', null),
  (7, 'Pro Loreto', 'Parrocchia Santa Maria di Loreto', '{#0ea5e9,#1e3a8a}', 1, '/demo/teams/pro-loreto.webp', null),
  (8, 'Atletico Santa Caterina', 'Parrocchia Santa Caterina', '{#ea580c,#111827}', 6, '/demo/teams/atletico-santa-caterina.webp', null),
  (9, 'Real Sant''Ambrogio', 'Parrocchia Sant''Ambrogio', '{#facc15,#1e40af}', 6, '/demo/teams/real-sant-ambrogio.webp', null),
  (10, 'Oratorio Boccaleone', 'Parrocchia Sant''Antonio', '{#16a34a,#111827}', 2, '/demo/teams/oratorio-boccaleone.webp', null),
  (11, 'Juventina Celadina', 'Parrocchia San Pio X', '{#111111,#ffffff}', 3, '/demo/teams/juventina-celadina.webp', null),
  (12, 'Sporting Colognola', 'Parrocchia San Sisto', '{#be123c,#e5e7eb}', 6, '/demo/teams/sporting-colognola.webp', null),
  (13, 'Oratorio San Tomaso', 'Parrocchia San Tomaso de'' Calvi', '{#2563eb,#f97316}', 1, '/demo/teams/oratorio-san-tomaso.webp', null),
  (14, 'Amici di Monterosso', 'Parrocchia Beata Vergine Immacolata', '{#0891b2,#ffffff}', 3, '/demo/teams/amici-di-monterosso.webp', null),
  (15, 'Stella Azzurra Seriate', 'Parrocchia Santissimo Redentore', '{#1e40af,#93c5fd}', 3, '/demo/teams/stella-azzurra-seriate.webp', null),
  (16, 'San Paolo d''Argon', 'Parrocchia della Conversione di San Paolo', '{#9f1239,#fde68a}', 3, '/demo/teams/san-paolo-d-argon.webp', null),
  (17, 'Gioventù Lallio', 'Parrocchia San Bartolomeo', '{#65a30d,#ffffff}', 6, '/demo/teams/gioventu-lallio.webp', null),
  (18, 'Oratorio Grumello', 'Parrocchia Santi Pietro e Paolo', '{#a16207,#ffffff}', 5, '/demo/teams/oratorio-grumello.webp', null),
  (19, 'Fortitudo Longuelo', 'Parrocchia Santa Maria Immacolata', '{#4338ca,#fbbf24}', 4, '/demo/teams/fortitudo-longuelo.webp', null),
  (20, 'Audax Valtesse', 'Parrocchia Sant''Antonio di Valtesse', '{#e11d48,#0f172a}', 2, '/demo/teams/audax-valtesse.webp', null),
  (21, 'Libertas Sforzatica', 'Parrocchia Santa Maria d''Oleno', '{#0d9488,#f8fafc}', 4, '/demo/teams/libertas-sforzatica.webp', null),
  (22, 'Nuova Malpensata', 'Parrocchia San Giuseppe alla Malpensata', '{#f59e0b,#1f2937}', 5, '/demo/teams/nuova-malpensata.webp', null);

insert into public.profiles (id, role, status, team_id, first_name, last_name, created_at) values
  ('c0ffee00-0000-4000-8000-000000000001', 'admin', 'active', null, 'Marco', 'Bianchi', '2025-08-20 10:00+02'),
  ('c0ffee00-0000-4000-8000-000000000002', 'editor', 'active', null, 'Giulia', 'Rossi', '2025-08-21 18:30+02'),
  ('c0ffee00-0000-4000-8000-000000000003', 'captain', 'active', 1, 'Luca', 'Ferrari', '2025-08-25 21:10+02'),
  ('c0ffee00-0000-4000-8000-000000000004', 'player', 'active', null, 'Sara', 'Colombo', '2025-09-02 12:45+02');

-- Team strength (0-4) drives the generated scores, so the table looks like a real league.
create temp table seed_strength (team_id bigint primary key, s integer not null);
insert into seed_strength values
  (1, 4), (2, 4), (3, 3), (4, 3), (5, 2), (6, 2), (7, 2), (8, 1), (9, 1), (10, 1), (11, 0), (12, 0),
  (13, 3), (14, 3), (15, 3), (16, 2), (17, 2), (18, 1), (19, 1), (20, 1), (21, 0), (22, 0);

-- players: 8-12 per team ------------------------------------------------------------------------------
-- g numbers every player slot; names walk two lists of coprime lengths (no repeated full names);
-- one slot in thirteen is a player from abroad.
insert into public.players (id, first_name, last_name, team_id, nationality, role, jersey_number)
select t.id * 100 + k,
       coalesce(f.first_name, (array['Marco','Luca','Andrea','Matteo','Davide','Alessandro','Francesco','Simone',
         'Stefano','Lorenzo','Federico','Riccardo','Giacomo','Nicola','Paolo','Fabio','Daniele','Michele','Tommaso',
         'Gabriele','Emanuele','Filippo','Alberto','Roberto','Giovanni','Pietro','Samuele','Mattia','Cristian',
         'Diego','Enrico','Claudio','Massimo','Sergio','Valerio','Jacopo','Edoardo','Leonardo','Giorgio','Manuel',
         'Ivan'])[1 + (g * 7) % 41]),
       coalesce(f.last_name, (array['Rossi','Bianchi','Colombo','Ferrari','Esposito','Ricci','Marino','Greco','Bruno',
         'Gallo','Conti','De Luca','Mancini','Costa','Giordano','Rizzo','Lombardi','Moretti','Barbieri','Fontana',
         'Santoro','Mariani','Rinaldi','Caruso','Ferrara','Galli','Martini','Leone','Longo','Gentile','Martinelli',
         'Vitale','Lombardo','Serra','Coppola','De Santis','D''Angelo','Marchetti','Parisi','Villa','Conte',
         'Ferraro','Ferri','Fabbri','Bianco','Marini','Grasso','Valentini','Messina','Sala','Gatti','Pellegrini',
         'Palumbo','Sanna','Farina','Rota','Pesenti','Locatelli','Carminati','Gamba','Testa','Bonetti','Cattaneo',
         'Brambilla','Zanetti','Cortinovis','Magni'])[1 + (g * 13) % 67]),
       t.id,
       coalesce(f.nationality, 'IT'),
       (array['goalkeeper','defender','defender','midfielder','forward','midfielder','defender','forward',
              'midfielder','forward','goalkeeper','forward'])[k]::public.player_role,
       (array[1, 2, 5, 8, 9, 10, 3, 11, 7, 17, 12, 21])[k]
from public.teams t
cross join lateral generate_series(1, 8 + (t.id::integer * 3) % 5) as k
cross join lateral (select (t.id::integer - 1) * 12 + (k - 1) as g) gg
left join (values
  (0, 'Moussa', 'Diop', 'SN'), (1, 'Ardit', 'Hoxha', 'AL'), (2, 'Andrei', 'Popescu', 'RO'),
  (3, 'Youssef', 'El Amrani', 'MA'), (4, 'Lucas', 'Ferreira', 'BR'), (5, 'Diego', 'Quispe', 'PE'),
  (6, 'Oleksandr', 'Kovalenko', 'UA'), (7, 'Chinedu', 'Okafor', 'NG'), (8, 'Matías', 'Romero', 'AR'),
  (9, 'Kwame', 'Mensah', 'GH'), (10, 'Bogdan', 'Ionescu', 'RO'), (11, 'Erion', 'Berisha', 'AL'),
  (12, 'Jonathan', 'Vargas', 'EC'), (13, 'Adrian', 'Nowak', 'PL'), (14, 'Mamadou', 'Ba', 'SN'),
  (15, 'Karim', 'Benali', 'TN'), (16, 'Luis', 'Mendoza', 'BO'), (17, 'Nikola', 'Petrović', 'RS'),
  (18, 'Samuel', 'Owusu', 'GH'), (19, 'Tiago', 'Almeida', 'PT')
) as f (n, first_name, last_name, nationality) on gg.g % 13 = 5 and f.n = (gg.g / 13) % 20;

-- Date of birth between 1982 and 2006, an Italian electronic ID card number (CA00000AA).
insert into public.player_private (player_id, document_id, date_of_birth)
select p.id,
       'C' || chr(65 + (p.id::integer * 7) % 26) || lpad(((p.id * 48271) % 100000)::text, 5, '0')
           || chr(65 + (p.id::integer * 11) % 26) || chr(65 + (p.id::integer * 17) % 26),
       date '1982-03-01' + (pg_temp.h('dob' || p.id) % 8700)
from public.players p;

-- 2025/26: who plays where --------------------------------------------------------------------------
insert into public.competition_season_teams (competition_id, season_id, team_id)
select case when id <= 12 then 1 else 2 end, 1, id from public.teams;

-- Fixtures of one competition-season: a double round-robin by the circle method, one round a
-- week from week_one (two weeks off at Christmas), Serie A Monday-Wednesday, Serie B
-- Thursday-Saturday, at the home team's venue, refereed by a team of the other division.
create temp table seed_fixture_plan (
  competition_id bigint, season_id bigint, round integer, slot integer,
  home_team_id bigint, away_team_id bigint, referee_team_id bigint, match_date timestamptz
);

create function pg_temp.plan_fixtures(p_season bigint, p_week_one date) returns void
language sql
as $$
  insert into pg_temp.seed_fixture_plan
  with t as (
    select competition_id, array_agg(team_id order by team_id) as ids, count(*)::integer as n
    from public.competition_season_teams where season_id = p_season group by competition_id
  ),
  first_leg as (
    select t.competition_id, t.n, r, i,
           t.ids[1 + case when i = 0 then 0 else (i - 1 + r) % (t.n - 1) + 1 end] as a,
           t.ids[1 + (t.n - 2 - i + r) % (t.n - 1) + 1] as b
    from t, generate_series(0, t.n - 2) r, generate_series(0, t.n / 2 - 1) i
  ),
  legs as (
    select competition_id, n, r + 1 as round, i + 1 as slot,
           case when (r + i) % 2 = 0 then a else b end as home, case when (r + i) % 2 = 0 then b else a end as away
    from first_leg
    union all
    select competition_id, n, r + n, i + 1,
           case when (r + i) % 2 = 0 then b else a end, case when (r + i) % 2 = 0 then a else b end
    from first_leg
  )
  select l.competition_id, p_season, l.round, l.slot, l.home, l.away,
         (select o.ids[1 + (l.round * 2 + l.slot) % o.n] from t o where o.competition_id <> l.competition_id),
         ((p_week_one + 7 * (l.round - 1) + case when l.round >= 15 then 14 else 0 end
                      + case when l.competition_id = 1 then (l.slot - 1) / 2 else 3 + (l.slot - 1) / 2 end)
          + case when l.slot % 2 = 1 then time '20:30' else time '21:45' end) at time zone 'Europe/Rome'
  from legs l
$$;

-- Generated result from the two teams' strengths (five-a-side scores: 3-2, 6-4, 8-5...)
create function pg_temp.score(p_key text, p_for bigint, p_against bigint, p_home boolean) returns smallint
language sql stable
as $$
  select greatest(0, case when p_home then 1 else 0 end + pg_temp.h(p_key || 'f') % 5 + sf.s
                     - pg_temp.h(p_key || 'd') % 3 - sa.s / 2)::smallint
  from pg_temp.seed_strength sf, pg_temp.seed_strength sa
  where sf.team_id = p_for and sa.team_id = p_against
$$;

select pg_temp.plan_fixtures(1, date '2025-09-15');

insert into public.matches (id, competition_id, season_id, home_team_id, away_team_id, referee_team_id, venue_id,
                            match_date, status, home_score, away_score, round)
select p.season_id * 10000 + p.competition_id * 1000 + p.round * 10 + p.slot,
       p.competition_id, p.season_id, p.home_team_id, p.away_team_id, p.referee_team_id, ht.venue_id,
       p.match_date, 'completed',
       pg_temp.score('s1-' || p.competition_id || '-' || p.round || '-' || p.slot || 'h', p.home_team_id, p.away_team_id, true),
       pg_temp.score('s1-' || p.competition_id || '-' || p.round || '-' || p.slot || 'a', p.away_team_id, p.home_team_id, false),
       p.round
from seed_fixture_plan p join public.teams ht on ht.id = p.home_team_id;

-- 2025/26 Serie A playoffs: semi-finals 1st v 4th and 2nd v 3rd at the better-placed team's
-- venue, final at the Centro Sportivo San Luigi. Participants come from the generated table; the
-- scores: 1st beats 4th 5-3, 3rd wins 4-2 at 2nd, 1st beats 3rd 6-5 in the final (article 3 tells it).
create temp table seed_s1 as
  select 1::bigint as competition_id, "position", team_id from public.standings(1, 1)
  union all
  select 2, "position", team_id from public.standings(2, 1);

insert into public.matches (id, competition_id, season_id, home_team_id, away_team_id, referee_team_id, venue_id,
                            match_date, status, home_score, away_score)
select v.id, 1, 1, h.team_id, a.team_id, r.team_id, coalesce(v.venue_id, ht.venue_id),
       v.match_date, 'completed', v.hs, v.aws
from (values
  (11901, 1, 4, 13, null::bigint, timestamptz '2026-03-16 20:30:00+01', 5::smallint, 3::smallint),
  (11902, 2, 3, 14, null, timestamptz '2026-03-17 20:30:00+01', 2, 4),
  (11903, 1, 3, 15, 1, timestamptz '2026-03-28 18:00:00+01', 6, 5)
) as v (id, home_pos, away_pos, referee_pos, venue_id, match_date, hs, aws)
join seed_s1 h on h.competition_id = 1 and h."position" = v.home_pos
join seed_s1 a on a.competition_id = 1 and a."position" = v.away_pos
join seed_s1 r on r.competition_id = 2 and r."position" = v.referee_pos - 12
join public.teams ht on ht.id = h.team_id;

insert into public.playoff_brackets (id, competition_id, season_id, match_ids) values
  (1, 1, 1, '{11901,11902,11903}');

-- 2026/27: the bottom two of Serie A go down, the top two of Serie B come up ------------------------
insert into public.competition_season_teams (competition_id, season_id, team_id)
select case when (s.competition_id = 1 and s."position" <= 10) or (s.competition_id = 2 and s."position" <= 2)
            then 1 else 2 end, 2, s.team_id
from seed_s1 s;

select pg_temp.plan_fixtures(2, date '2026-09-14');

insert into public.matches (id, competition_id, season_id, home_team_id, away_team_id, referee_team_id, venue_id,
                            match_date, status, home_score, away_score, round)
select m.id, p.competition_id, p.season_id, p.home_team_id, p.away_team_id, p.referee_team_id, ht.venue_id,
       m.match_date, m.status,
       case m.status when 'ongoing' then 2 when 'completed' then
         pg_temp.score('s2-' || p.competition_id || '-' || p.round || '-' || p.slot || 'h', p.home_team_id, p.away_team_id, true) end,
       case m.status when 'ongoing' then 1 when 'completed' then
         pg_temp.score('s2-' || p.competition_id || '-' || p.round || '-' || p.slot || 'a', p.away_team_id, p.home_team_id, false) end,
       p.round
from seed_fixture_plan p
join public.teams ht on ht.id = p.home_team_id
cross join lateral (
  select p.season_id * 10000 + p.competition_id * 1000 + p.round * 10 + p.slot as id
) i
cross join lateral (
  select i.id,
         case i.id when 21106 then timestamptz '2026-11-22 20:30:00+01' else p.match_date end as match_date,
         (case when i.id = 21106 then 'ongoing'
               when i.id = 22093 then 'postponed'
               when p.round <= 10 then 'completed'
               else 'scheduled' end)::public.match_status as status
) m
where p.season_id = 2;

-- goals: one row per goal of every completed or ongoing match ---------------------------------------
-- Scorers are drawn from the team's outfield players, forwards most often; about one goal in
-- thirty is an own goal: credited to the team it counts for, player = the unlucky opponent.
create temp table seed_pool as
  select t.id as team_id,
         (select array_agg(p.id order by p.id) from public.players p
          where p.team_id = t.id and p.role <> 'goalkeeper') as outfield,
         (select array_agg(p.id order by p.id, n) from public.players p
          cross join lateral generate_series(1, case p.role when 'forward' then 4 when 'midfielder' then 2
                                                            when 'defender' then 1 else 0 end) n
          where p.team_id = t.id) as weighted
  from public.teams t;

insert into public.goals (match_id, team_id, player_id, minute, own_goal)
select m.id, s.team_id,
       case when og then opp.outfield[1 + pg_temp.h(key || 'p') % cardinality(opp.outfield)]
            else own.weighted[1 + pg_temp.h(key || 'p') % cardinality(own.weighted)] end,
       case when m.status = 'ongoing' then 1 + pg_temp.h(key || 'm') % 30
            else 1 + pg_temp.h(key || 'm') % 50 end,
       og
from public.matches m
cross join lateral (values (m.home_team_id, m.away_team_id, m.home_score), (m.away_team_id, m.home_team_id, m.away_score))
  as s (team_id, opp_id, n)
cross join lateral generate_series(1, s.n) k
cross join lateral (select m.id || '-' || s.team_id || '-' || k as key) kk
cross join lateral (select pg_temp.h(kk.key || 'og') % 30 = 0 as og) o
join seed_pool own on own.team_id = s.team_id
join seed_pool opp on opp.team_id = s.opp_id
where m.status in ('completed', 'ongoing');

-- honors ------------------------------------------------------------------------------------------
insert into public.honors (id, team_id, competition_id, season_id, achievement)
select v.id, v.team_id, v.competition_id, v.season_id, v.achievement
from (
  select 1 as id,
         (select case when home_score > away_score then home_team_id else away_team_id end
          from public.matches where id = 11903) as team_id,
         1 as competition_id, 1 as season_id, 'Campione Serie A 2025/26 (vincitore dei playoff)' as achievement
  union all
  select 2, (select team_id from seed_s1 where competition_id = 1 and "position" = 1), 1, 1,
         'Primo posto nella stagione regolare di Serie A 2025/26'
  union all
  select 3, (select team_id from seed_s1 where competition_id = 2 and "position" = 1), 2, 1, 'Vincitrice Serie B 2025/26'
  union all
  select 4, (select team_id from seed_s1 where competition_id = 2 and "position" = 1), 2, 1, 'Promossa in Serie A'
  union all
  select 5, (select team_id from seed_s1 where competition_id = 2 and "position" = 2), 2, 1, 'Promossa in Serie A'
  union all
  select 6, 1, null, 1, 'Coppa Oratori 2025/26'
  union all
  select 7, 7, null, 1, 'Premio Fair Play 2025/26'
  union all
  select 8, 3, 1, null, 'Campione Serie A 2024/25'
  union all
  select 9, 4, null, null, 'Coppa Oratori 2024/25'
  union all
  select 10, 1, 1, null, 'Campione Serie A 2022/23'
) v;

-- sponsors ------------------------------------------------------------------------------------------
insert into public.sponsors (id, name, team_id, website, logo_url) values
  (1, 'Panificio Locatelli', 1, 'https://www.panificio-locatelli.example', '/demo/sponsors/panificio-locatelli.webp'),
  (2, 'Ferramenta Bonetti', 1, 'https://www.ferramenta-bonetti.example', '/demo/sponsors/ferramenta-bonetti.webp'),
  (3, 'Pizzeria Da Gino', 2, 'https://www.pizzeria-dagino.example', '/demo/sponsors/pizzeria-da-gino.webp'),
  (4, 'Autofficina Pesenti', 3, 'https://www.autofficina-pesenti.example', '/demo/sponsors/autofficina-pesenti.webp'),
  (5, 'Farmacia San Rocco', 2, 'https://www.farmacia-sanrocco.example', '/demo/sponsors/farmacia-san-rocco.webp'),
  (6, 'Studio Dentistico Carminati', 4, 'https://www.studio-carminati.example', '/demo/sponsors/studio-dentistico-carminati.webp'),
  (7, 'Gelateria Il Sorriso', 5, 'https://www.gelateria-ilsorriso.example', '/demo/sponsors/gelateria-il-sorriso.webp'),
  (8, 'Edilizia Cortinovis', 13, 'https://www.edilizia-cortinovis.example', '/demo/sponsors/edilizia-cortinovis.webp'),
  (9, 'Cartoleria Gamba', 15, 'https://www.cartoleria-gamba.example', '/demo/sponsors/cartoleria-gamba.webp'),
  (10, 'Banca di Credito Cooperativo Orobica', null, 'https://www.bcc-orobica.example', '/demo/sponsors/bcc-orobica.webp');

-- news ---------------------------------------------------------------------------------------------
-- Team names in the texts follow the generated 2025/26 results (see the honors above).
insert into public.articles (id, title, slug, content, status, cover_image_url, author_id, published_at, pinned, created_at)
select a.id, a.title, a.slug, a.content, a.status::public.article_status, a.cover, a.author::uuid,
       a.published_at, a.pinned, coalesce(a.published_at, timestamptz '2026-11-20 22:10+01') - interval '2 hours'
from (values
  (1, 'Final Four di Coppa Oratori: appuntamento al 19 dicembre',
   'final-four-di-coppa-oratori-appuntamento-al-19-dicembre',
   '<p>È ufficiale: la <strong>Final Four della Coppa Oratori 2026/27</strong> si giocherà sabato 19 dicembre al Centro Sportivo San Luigi di Bergamo. Semifinali alle 17:00 e alle 18:15, finale alle 20:30, con la premiazione subito dopo.</p>'
   || '<h2>Come ci si arriva</h2><p>Le quattro squadre saranno le vincitrici dei gironi di qualificazione, che si chiudono nella settimana del 7 dicembre. In caso di parità al termine dei tempi regolamentari si tirano direttamente i rigori, tre per squadra.</p>'
   || '<h2>Informazioni utili</h2><ul><li>Ingresso libero, come sempre.</li><li>Il bar dell''oratorio resterà aperto per tutta la serata.</li><li>Parcheggio consigliato in via Gavazzeni e nel piazzale della chiesa.</li></ul>'
   || '<p>Vi aspettiamo numerosi: portate sciarpe, bandiere e tanta voglia di fare festa!</p>',
   'published', '/demo/articles/final-four-coppa.1200w.webp', 'c0ffee00-0000-4000-8000-000000000002',
   timestamptz '2026-11-18 12:00+01', true),
  (2, 'Si riparte: presentato il calendario 2026/27',
   'si-riparte-presentato-il-calendario-2026-27',
   '<p>Lunedì 14 settembre si alza il sipario sulla nuova stagione del Campionato Oratori. Dodici squadre in Serie A, dieci in Serie B, andata e ritorno, e come sempre i playoff a quattro per assegnare lo scudetto.</p>'
   || '<h2>Le novità</h2><ul><li>La Serie A gioca dal lunedì al mercoledì, la Serie B dal giovedì al sabato.</li><li>Ogni partita è arbitrata da una squadra dell''altra serie.</li><li>Sosta natalizia di due settimane, ripresa il 4 gennaio.</li></ul>'
   || '<p>Il calendario completo è nella sezione <em>Partite</em>: ogni capitano può inserire i risultati della propria squadra direttamente dal sito.</p>',
   'published', '/demo/articles/calendario.1200w.webp', 'c0ffee00-0000-4000-8000-000000000002',
   timestamptz '2026-09-03 18:00+02', false),
  (3, 'Playoff 2025/26: la finale più bella di sempre',
   'playoff-2025-26-la-finale-piu-bella-di-sempre',
   '<p>Undici gol, due rimonte e un finale al cardiopalma: la finale playoff di Serie A del 28 marzo resterà a lungo nella memoria di chi era sugli spalti del Centro Sportivo San Luigi.</p>'
   || '<h2>La cronaca</h2><p>In semifinale la Virtus San Rocco aveva superato il Don Bosco Treviglio per 5-3, mentre la Polisportiva Sant''Anna aveva espugnato il campo dell''Oratorio San Luigi (2-4). In finale le due squadre si sono rincorse per cinquanta minuti: il 6-5 per la <strong>Virtus San Rocco</strong> è arrivato a pochi secondi dalla sirena, tra gli applausi di entrambe le tifoserie.</p>'
   || '<h2>I numeri della stagione</h2><ul><li>132 partite di stagione regolare in Serie A e 90 in Serie B.</li><li>Tre partite di playoff, tutte decise con almeno due gol di scarto o all''ultimo respiro.</li><li>Zero partite rinviate per maltempo: un record.</li></ul>'
   || '<p>Complimenti alla Virtus San Rocco, che dopo il primo posto in stagione regolare si prende anche lo scudetto, e a tutte le squadre per una stagione giocata con lealtà.</p>',
   'published', '/demo/articles/finale-playoff.1200w.webp', 'c0ffee00-0000-4000-8000-000000000001',
   timestamptz '2026-03-29 10:30+02', false),
  (4, 'Fair play: arriva il cartellino verde',
   'fair-play-arriva-il-cartellino-verde',
   '<p>Dalla stagione 2026/27 gli arbitri potranno mostrare il <strong>cartellino verde</strong> per premiare i gesti di correttezza in campo: un pallone restituito, un avversario aiutato a rialzarsi, un''ammissione sincera.</p>'
   || '<h2>Come funziona</h2><ul><li>Ogni cartellino verde vale un punto nella classifica Fair Play.</li><li>La squadra con più punti a fine stagione riceve il Premio Fair Play.</li><li>Le ammonizioni tolgono un punto, le espulsioni tre.</li></ul>'
   || '<p>L''anno scorso il premio è andato alla Pro Loreto: chi raccoglierà il testimone?</p>',
   'published', '/demo/articles/fair-play.1200w.webp', 'c0ffee00-0000-4000-8000-000000000002',
   timestamptz '2026-10-05 09:00+02', false),
  (5, 'Torneo di Natale per i ragazzi: iscrizioni aperte',
   'torneo-di-natale-per-i-ragazzi-iscrizioni-aperte',
   '<p>Anche quest''anno, durante la sosta, gli oratori ospitano il <strong>Torneo di Natale</strong> per le categorie giovanili: pulcini, esordienti e giovanissimi.</p>'
   || '<h2>Date e luoghi</h2><ul><li>27 e 28 dicembre al PalaCalcetto Redona.</li><li>2 e 3 gennaio al Centro Sportivo Pietro Bertoli di Dalmine.</li></ul>'
   || '<p>Le iscrizioni si raccolgono in segreteria entro il 10 dicembre. Quota: 5 euro a ragazzo, devoluti alla Caritas parrocchiale.</p>',
   'published', '/demo/articles/torneo-natale.1200w.webp', 'c0ffee00-0000-4000-8000-000000000002',
   timestamptz '2026-11-10 17:45+01', false),
  (6, 'Assemblea dei capitani: le decisioni',
   'assemblea-dei-capitani-le-decisioni',
   '<p>Si è svolta giovedì sera, nel salone dell''oratorio di San Luigi, l''assemblea dei capitani di Serie A e Serie B.</p>'
   || '<h2>Cosa è stato deciso</h2><ul><li>I risultati vanno inseriti sul sito entro le 12 del giorno dopo la partita.</li><li>Le partite rinviate si recuperano entro tre settimane.</li><li>Il tesseramento resta aperto fino al 31 gennaio.</li></ul>'
   || '<p>Il verbale completo è disponibile in segreteria. Grazie a tutti i capitani per la partecipazione!</p>',
   'published', '/demo/articles/assemblea.1200w.webp', 'c0ffee00-0000-4000-8000-000000000001',
   timestamptz '2026-10-16 23:00+02', false),
  (7, 'Intervista doppia: i capitani della Serie B',
   'intervista-doppia-i-capitani-della-serie-b',
   '<p><em>Bozza</em> — domande da completare dopo la pausa natalizia.</p><h2>Le domande</h2><ul><li>Il ricordo più bello in oratorio?</li><li>L''avversario più forte?</li><li>Obiettivo della stagione?</li></ul>',
   'draft', null, 'c0ffee00-0000-4000-8000-000000000002', null::timestamptz, false)
) as a (id, title, slug, content, status, cover, author, published_at, pinned);

insert into public.comments (id, article_id, author_id, body, created_at) values
  (1, 1, 'c0ffee00-0000-4000-8000-000000000003', 'Ci saremo! Speriamo di arrivarci da protagonisti.', '2026-11-18 13:20+01'),
  (2, 1, 'c0ffee00-0000-4000-8000-000000000004', 'Il bar aperto è la notizia migliore 😄', '2026-11-18 19:02+01'),
  (3, 1, 'c0ffee00-0000-4000-8000-000000000001', 'Grazie a tutti i volontari che stanno organizzando la serata.', '2026-11-19 08:15+01'),
  (4, 3, 'c0ffee00-0000-4000-8000-000000000004', 'Che partita! Non dormo ancora adesso.', '2026-03-29 11:40+02'),
  (5, 3, 'c0ffee00-0000-4000-8000-000000000003', 'Onore agli avversari, finale giocata a viso aperto.', '2026-03-29 14:05+02'),
  (6, 4, 'c0ffee00-0000-4000-8000-000000000003', 'Bella iniziativa, il calcetto in oratorio deve essere prima di tutto questo.', '2026-10-05 12:30+02'),
  (7, 2, 'c0ffee00-0000-4000-8000-000000000004', 'Finalmente si ricomincia!', '2026-09-03 20:10+02'),
  (8, 6, 'c0ffee00-0000-4000-8000-000000000002', 'Il verbale è anche in bacheca all''ingresso dell''oratorio.', '2026-10-17 09:00+02');

-- gallery -------------------------------------------------------------------------------------------
insert into public.albums (id, name, description, created_at) values
  (1, 'Finale playoff 2025/26', 'La serata della finale al Centro Sportivo San Luigi.', '2026-03-29 09:00+02'),
  (2, 'Open day di settembre', 'Prove libere, iscrizioni e grigliata di inizio stagione.', '2026-09-07 20:00+02'),
  (3, 'Serata di premiazione', null, '2026-06-12 23:30+02');

-- storage_path: objects of the gallery bucket, from supabase/seed/gallery/
insert into public.media_items (id, album_id, type, storage_path, caption, uploaded_by, created_at)
select row_number() over (order by v.album_id nulls last, v.n), v.album_id, 'image', v.path, v.caption,
       'c0ffee00-0000-4000-8000-000000000002', v.created_at
from (values
  (1, 1, 'demo/finale-1.webp', 'Il riscaldamento prima della finale', timestamptz '2026-03-29 09:01+02'),
  (1, 2, 'demo/finale-2.webp', 'Calcio d''inizio', '2026-03-29 09:02+02'),
  (1, 3, 'demo/finale-3.webp', 'Il gol del 6-5', '2026-03-29 09:03+02'),
  (1, 4, 'demo/finale-4.webp', 'La festa dei campioni', '2026-03-29 09:04+02'),
  (1, 5, 'demo/finale-5.webp', 'Le due squadre insieme a fine partita', '2026-03-29 09:05+02'),
  (2, 1, 'demo/openday-1.webp', 'Iscrizioni in segreteria', '2026-09-07 20:01+02'),
  (2, 2, 'demo/openday-2.webp', 'Partitella tra genitori e figli', '2026-09-07 20:02+02'),
  (2, 3, 'demo/openday-3.webp', 'La grigliata', '2026-09-07 20:03+02'),
  (2, 4, 'demo/openday-4.webp', 'Tramonto sul campo', '2026-09-07 20:04+02'),
  (3, 1, 'demo/premiazione-1.webp', 'Le coppe pronte sul tavolo', '2026-06-12 23:31+02'),
  (3, 2, 'demo/premiazione-2.webp', 'Premio Fair Play alla Pro Loreto', '2026-06-12 23:32+02'),
  (3, 3, 'demo/premiazione-3.webp', 'Foto di gruppo', '2026-06-12 23:33+02'),
  (null, 1, 'demo/campo-neve.webp', 'Il campo di San Rocco dopo la nevicata', '2026-01-12 08:30+01')
) as v (album_id, n, path, caption, created_at);

-- site configuration --------------------------------------------------------------------------------
update public.themes
set primary_color = '#1e3a8a', secondary_color = '#f59e0b', font_family = 'Inter', logo_url = '/demo/logo.webp'
where id = 1;

update public.countdown_event
set enabled = true, title = 'Final Four Coppa Oratori', event_date = timestamptz '2026-12-19 17:00:00+01'
where id = 1;

-- Widget settings: hero {title, subtitle, button_text, button_link, image_url};
-- upcoming_matches {competition_id?, limit}; league_table {competition_id, season_id?, limit};
-- latest_news {limit}; media_carousel {album_id?, limit}; pinned_article {article_id};
-- countdown {} (reads countdown_event). width: columns out of 12.
update public.homepage_layout set rows = $json$
[
  {"id": "row-hero", "columns": [
    {"id": "col-hero", "width": 12, "widgets": [
      {"id": "w-hero", "kind": "hero", "settings": {
        "title": "Campionato Oratori Bergamo",
        "subtitle": "Calcio a 5 tra parrocchie dal 1998: Serie A e Serie B, 22 squadre, una sola passione.",
        "button_text": "Calendario e risultati",
        "button_link": "/matches",
        "image_url": "/demo/hero.1600w.webp"}}]}]},
  {"id": "row-2", "columns": [
    {"id": "col-countdown", "width": 4, "widgets": [
      {"id": "w-countdown", "kind": "countdown", "settings": {}}]},
    {"id": "col-upcoming", "width": 8, "widgets": [
      {"id": "w-upcoming", "kind": "upcoming_matches", "settings": {"limit": 6}}]}]},
  {"id": "row-3", "columns": [
    {"id": "col-table", "width": 8, "widgets": [
      {"id": "w-table", "kind": "league_table", "settings": {"competition_id": 1, "limit": 12}}]},
    {"id": "col-pinned", "width": 4, "widgets": [
      {"id": "w-pinned", "kind": "pinned_article", "settings": {"article_id": 1}}]}]},
  {"id": "row-4", "columns": [
    {"id": "col-news", "width": 8, "widgets": [
      {"id": "w-news", "kind": "latest_news", "settings": {"limit": 4}}]},
    {"id": "col-gallery", "width": 4, "widgets": [
      {"id": "w-gallery", "kind": "media_carousel", "settings": {"album_id": 1, "limit": 8}}]}]}
]
$json$::jsonb
where id = 1;

-- identity sequences after explicit ids -------------------------------------------------------------
do $$
declare t text; m bigint;
begin
  foreach t in array array['competitions', 'seasons', 'tournament_modes', 'venues', 'teams', 'players', 'matches',
                           'playoff_brackets', 'honors', 'sponsors', 'articles', 'comments', 'albums', 'media_items']
  loop
    execute format('select max(id) from public.%I', t) into m;
    perform setval(pg_get_serial_sequence('public.' || t, 'id'), coalesce(m, 1), m is not null);
  end loop;
end
$$;

drop table seed_strength, seed_fixture_plan, seed_s1, seed_pool;
