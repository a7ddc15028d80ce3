-- Calcetto: uploads carry no active content, and a gallery item is always an object of the
-- project's own gallery bucket.
--
-- 1. Every bucket lists the exact types it takes (no wildcard) and its size limit. Nothing is SVG
--    or HTML, not even in the staff-only buckets: Supabase Storage serves an object with the
--    content-type it was uploaded with, and an SVG opened from the storage URL runs its scripts.
--    Storage checks the declared type only; a file whose bytes are something else keeps the
--    declared raster type when served (with nosniff), so a browser never renders it as a document.
-- 2. media_items keeps only the object's path (`storage_path`); the app derives the public URL
--    with getPublicUrl(). The free-text `url` column is gone. An API caller may only record an
--    object that exists in the gallery bucket, whose type matches the item's, and that they
--    uploaded themselves (editors and admins: any gallery object). The path and type never change
--    afterwards. Seeds and the service role write as before (they bypass RLS).

-- buckets ------------------------------------------------------------------------------------------
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars',       'avatars',       true,  2097152,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('team-media',    'team-media',    true,  5242880,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('player-photos', 'player-photos', true,  5242880,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('gallery',       'gallery',       true, 52428800,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'video/mp4', 'video/webm']),
  ('branding',      'branding',      true,  2097152,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('articles',      'articles',      true,  5242880,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('venues',        'venues',        true,  5242880,
     array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- media items: a path in the gallery bucket, never a URL ----------------------------------------
-- Items the app uploaded before kept their object's path beside the URL; fill it in from the
-- public URL where an older client left it out.
update public.media_items
   set storage_path = substring(url from '/storage/v1/object/public/gallery/(.+)$')
 where storage_path is null
   and url ~ '/storage/v1/object/public/gallery/.+$';
-- What is left points outside the project's bucket (another site, a script URL, the old demo
-- seed's site-relative pictures): there is no object to derive an address from.
delete from public.media_items where storage_path is null;

alter table public.media_items drop column url;
alter table public.media_items alter column storage_path set not null;
alter table public.media_items
  add constraint media_items_storage_path_check check (length(storage_path) between 1 and 1024);

-- May the caller record the gallery object at p_path as an item of type p_type?
create or replace function app.can_record_gallery_object(p_path text, p_type public.media_type)
returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from storage.objects o
    join storage.buckets b on b.id = o.bucket_id
    where o.bucket_id = 'gallery'
      and o.name = p_path
      and trim(split_part(lower(o.metadata ->> 'mimetype'), ';', 1)) = any (b.allowed_mime_types)
      and split_part(lower(o.metadata ->> 'mimetype'), '/', 1) = p_type::text
      and (o.owner_id = auth.uid()::text
           or o.owner = auth.uid()
           or app.has_role(array['editor'])))
$$;
revoke all on function app.can_record_gallery_object(text, public.media_type) from public;
grant execute on function app.can_record_gallery_object(text, public.media_type)
  to authenticated, service_role;

drop policy if exists media_items_insert on public.media_items;
create policy media_items_insert on public.media_items for insert to authenticated
  with check (
    ((uploaded_by = (select auth.uid()) and (select app.is_active()))
      or (select app.has_role(array['editor'])))
    and app.can_record_gallery_object(storage_path, type));

-- Editors move items between albums and edit captions; what an item shows is fixed at insert.
revoke update on public.media_items from authenticated;
grant update (album_id, caption) on public.media_items to authenticated;
