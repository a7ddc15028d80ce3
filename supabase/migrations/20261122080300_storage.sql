-- Calcetto: storage buckets (public read) and who may write where.
-- Path conventions (first folder decides):
--   avatars/<user uuid>/<file>            the user himself
--   team-media/<team id>/<file>           admin, or captain of that team
--   player-photos/<team id>/<file>        admin, or captain of that team
--   gallery/<anything>                    any active signed-in user uploads; owner or editor/admin deletes
--   branding/<anything>                   admin
--   articles/<anything>                   editor/admin
--   venues/<anything>                     admin

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars',       'avatars',       true,  2097152, array['image/*']),
  ('team-media',    'team-media',    true,  5242880, array['image/*']),
  ('player-photos', 'player-photos', true,  5242880, array['image/*']),
  ('gallery',       'gallery',       true, 52428800, array['image/*', 'video/*']),
  ('branding',      'branding',      true,  2097152, array['image/*']),
  ('articles',      'articles',      true,  5242880, array['image/*']),
  ('venues',        'venues',        true,  5242880, array['image/*'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- who may write an object at this path of this bucket (insert, update, delete alike)
create or replace function app.can_write_object(p_bucket text, p_name text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select case p_bucket
    when 'avatars' then app.is_active()
      and (storage.foldername(p_name))[1] = auth.uid()::text
    when 'team-media' then app.has_role(array['admin'])
      or app.is_captain_of(app.try_bigint((storage.foldername(p_name))[1]))
    when 'player-photos' then app.has_role(array['admin'])
      or app.is_captain_of(app.try_bigint((storage.foldername(p_name))[1]))
    when 'gallery' then app.has_role(array['editor'])
    when 'branding' then app.has_role(array['admin'])
    when 'articles' then app.has_role(array['editor'])
    when 'venues' then app.has_role(array['admin'])
    else false
  end
$$;
revoke all on function app.can_write_object(text, text) from public;
grant execute on function app.can_write_object(text, text) to anon, authenticated, service_role;

create policy calcetto_public_read on storage.objects for select to anon, authenticated
  using (bucket_id in ('avatars', 'team-media', 'player-photos', 'gallery', 'branding', 'articles', 'venues'));

create policy calcetto_insert on storage.objects for insert to authenticated
  with check (
    app.can_write_object(bucket_id, name)
    or (bucket_id = 'gallery' and (select app.is_active())));

create policy calcetto_update on storage.objects for update to authenticated
  using (
    app.can_write_object(bucket_id, name)
    or (bucket_id = 'gallery' and (select app.is_active())
        and (owner = (select auth.uid()) or owner_id = (select auth.uid())::text)))
  with check (
    app.can_write_object(bucket_id, name)
    or (bucket_id = 'gallery' and (select app.is_active())
        and (owner = (select auth.uid()) or owner_id = (select auth.uid())::text)));

create policy calcetto_delete on storage.objects for delete to authenticated
  using (
    app.can_write_object(bucket_id, name)
    or (bucket_id = 'gallery' and (select app.is_active())
        and (owner = (select auth.uid()) or owner_id = (select auth.uid())::text)));
