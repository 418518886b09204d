-- Published content: news, blog posts and events.
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- Published content is readable by anon; drafts only by content managers. The records that belong
-- to a member (documents, certifications, SKP credits) are in …000850_member_records.sql.

create type public.content_status as enum ('draft', 'published', 'archived');
create type public.news_priority as enum ('URGENT', 'HIGH', 'NORMAL', 'LOW');
comment on type public.content_status is 'draft, published (public once published_at has passed), archived.';
comment on type public.news_priority is 'URGENT (Mendesak), HIGH (Penting), NORMAL (Normal), LOW (Rendah).';

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------

create table public.news (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  excerpt text,
  content text not null,
  image_url text,
  author_name text,
  author_id uuid references auth.users (id) on delete set null,
  organization_id uuid references public.organizations (id) on delete set null,
  category text not null default 'Umum',
  tags text[] not null default '{}',
  views integer not null default 0 check (views >= 0),
  featured boolean not null default false,
  priority public.news_priority not null default 'NORMAL',
  status public.content_status not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint news_published_at check (status <> 'published' or published_at is not null),
  constraint news_image_url_is_link check (image_url is null or private.is_safe_link(image_url))
);

comment on table public.news is 'News items (Berita). Public when status is published and published_at has passed.';
comment on constraint news_image_url_is_link on public.news is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';
create index news_published_idx on public.news (published_at desc) where status = 'published';
create index news_author_id_idx on public.news (author_id);
create index news_organization_id_idx on public.news (organization_id);

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  excerpt text,
  content text not null,
  image_url text,
  author_name text,
  author_id uuid references auth.users (id) on delete set null,
  category text not null default 'Umum',
  tags text[] not null default '{}',
  views integer not null default 0 check (views >= 0),
  status public.content_status not null default 'draft',
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint blog_posts_published_at check (status <> 'published' or published_at is not null),
  constraint blog_posts_image_url_is_link check (image_url is null or private.is_safe_link(image_url))
);

comment on table public.blog_posts is 'Blog posts. Public when status is published and published_at has passed.';
comment on constraint blog_posts_image_url_is_link on public.blog_posts is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';
create index blog_posts_published_idx on public.blog_posts (published_at desc) where status = 'published';
create index blog_posts_author_id_idx on public.blog_posts (author_id);

create table public.events (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  description text not null,
  location text,
  is_online boolean not null default false,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  image_url text,
  registration_url text,
  capacity integer check (capacity > 0),
  skp_credits numeric(5, 2) check (skp_credits >= 0),
  organization_id uuid references public.organizations (id) on delete set null,
  status public.content_status not null default 'draft',
  published_at timestamptz,
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_time_order check (ends_at >= starts_at),
  constraint events_published_at check (status <> 'published' or published_at is not null),
  constraint events_registration_url_is_link check (registration_url is null or private.is_safe_link(registration_url)),
  constraint events_image_url_is_link check (image_url is null or private.is_safe_link(image_url))
);

comment on table public.events is 'Events (Kegiatan): seminars, workshops, congresses, optionally worth SKP credits.';
comment on constraint events_registration_url_is_link on public.events is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';
comment on constraint events_image_url_is_link on public.events is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';
create index events_starts_at_idx on public.events (starts_at) where status = 'published';
create index events_organization_id_idx on public.events (organization_id);
create index events_created_by_idx on public.events (created_by);

create trigger news_set_updated_at before update on public.news
  for each row execute function private.set_updated_at();
create trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function private.set_updated_at();
create trigger events_set_updated_at before update on public.events
  for each row execute function private.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Write guards (decision 0009; rule and shared helpers in the platform migration). Authors and
-- creators are the caller.
-- ---------------------------------------------------------------------------------------------

create trigger news_stamp_caller
  before insert on public.news
  for each row execute function private.stamp_caller('author_id');
create trigger blog_posts_stamp_caller
  before insert on public.blog_posts
  for each row execute function private.stamp_caller('author_id');
create trigger events_stamp_caller
  before insert on public.events
  for each row execute function private.stamp_caller('created_by');

-- ---------------------------------------------------------------------------------------------
-- RLS, grants and policies
-- ---------------------------------------------------------------------------------------------

alter table public.news enable row level security;
alter table public.blog_posts enable row level security;
alter table public.events enable row level security;

revoke all on public.news, public.blog_posts, public.events from public, anon, authenticated;
grant all on public.news, public.blog_posts, public.events to service_role;
grant select on public.news, public.blog_posts, public.events to anon;
-- Ids, timestamps and who-did-it columns (author_id, created_by: stamped by the database) are not
-- granted.
grant select, delete on public.news, public.blog_posts, public.events to authenticated;
grant insert (slug, title, excerpt, content, image_url, author_name, organization_id, category, tags, views,
  featured, priority, status, published_at) on public.news to authenticated;
grant update (slug, title, excerpt, content, image_url, author_name, organization_id, category, tags, views,
  featured, priority, status, published_at) on public.news to authenticated;
grant insert (slug, title, excerpt, content, image_url, author_name, category, tags, views, status, published_at)
  on public.blog_posts to authenticated;
grant update (slug, title, excerpt, content, image_url, author_name, category, tags, views, status, published_at)
  on public.blog_posts to authenticated;
grant insert (slug, title, description, location, is_online, starts_at, ends_at, image_url, registration_url,
  capacity, skp_credits, organization_id, status, published_at) on public.events to authenticated;
grant update (slug, title, description, location, is_online, starts_at, ends_at, image_url, registration_url,
  capacity, skp_credits, organization_id, status, published_at) on public.events to authenticated;

-- News and blog: anon sees published items; managers also see drafts. One policy per role.
create policy news_select_anon on public.news
  for select to anon
  using (status = 'published' and published_at <= now());
create policy news_select on public.news
  for select to authenticated
  using ((status = 'published' and published_at <= now()) or (select private.has_permission('content.manage')));
create policy news_insert on public.news
  for insert to authenticated
  with check ((select private.has_permission('content.manage')));
create policy news_update on public.news
  for update to authenticated
  using ((select private.has_permission('content.manage')))
  with check ((select private.has_permission('content.manage')));
create policy news_delete on public.news
  for delete to authenticated
  using ((select private.has_permission('content.manage')));

create policy blog_posts_select_anon on public.blog_posts
  for select to anon
  using (status = 'published' and published_at <= now());
create policy blog_posts_select on public.blog_posts
  for select to authenticated
  using ((status = 'published' and published_at <= now()) or (select private.has_permission('content.manage')));
create policy blog_posts_insert on public.blog_posts
  for insert to authenticated
  with check ((select private.has_permission('content.manage')));
create policy blog_posts_update on public.blog_posts
  for update to authenticated
  using ((select private.has_permission('content.manage')))
  with check ((select private.has_permission('content.manage')));
create policy blog_posts_delete on public.blog_posts
  for delete to authenticated
  using ((select private.has_permission('content.manage')));

-- Events: national managers everywhere; event managers (DPW) for their organizations.
create policy events_select_anon on public.events
  for select to anon
  using (status = 'published' and published_at <= now());
create policy events_select on public.events
  for select to authenticated
  using (
    (status = 'published' and published_at <= now())
    or (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage'))))
  );
create policy events_insert on public.events
  for insert to authenticated
  with check (
    (organization_id is null and (select private.has_permission('content.manage')))
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage'))))
  );
create policy events_update on public.events
  for update to authenticated
  using (
    (organization_id is null and (select private.has_permission('content.manage')))
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage'))))
  )
  with check (
    (organization_id is null and (select private.has_permission('content.manage')))
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage'))))
  );
create policy events_delete on public.events
  for delete to authenticated
  using (
    (organization_id is null and (select private.has_permission('content.manage')))
    or organization_id = any (array(select unnest(private.organization_ids_with_permission('events.manage'))))
  );
