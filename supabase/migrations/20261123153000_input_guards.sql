-- Input guards at the database boundary (decision 0015).
--
-- The API refuses control characters and unsafe links before any SQL runs; these constraints hold
-- the same rules for every other path into the tables (the Data API with a user's token, Studio).
-- A stored link is an absolute http(s) URL with a host, or a path of this site ("/kegiatan/…").
-- A protocol-relative "//host", "/\host" or another scheme ("javascript:") would send readers to
-- another site from a page we serve.

alter table public.events
  add constraint events_registration_url_is_link check (
    registration_url is null
    or (registration_url !~ '[[:cntrl:][:space:]]'
      and (registration_url ~* '^https?://[^/?#\\@]+([/?#].*)?$' or registration_url ~ '^/([^/\\].*)?$'))
  ),
  add constraint events_image_url_is_link check (
    image_url is null
    or (image_url !~ '[[:cntrl:][:space:]]'
      and (image_url ~* '^https?://[^/?#\\@]+([/?#].*)?$' or image_url ~ '^/([^/\\].*)?$'))
  );
comment on constraint events_registration_url_is_link on public.events is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';
comment on constraint events_image_url_is_link on public.events is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';

alter table public.news
  add constraint news_image_url_is_link check (
    image_url is null
    or (image_url !~ '[[:cntrl:][:space:]]'
      and (image_url ~* '^https?://[^/?#\\@]+([/?#].*)?$' or image_url ~ '^/([^/\\].*)?$'))
  );
comment on constraint news_image_url_is_link on public.news is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';

alter table public.blog_posts
  add constraint blog_posts_image_url_is_link check (
    image_url is null
    or (image_url !~ '[[:cntrl:][:space:]]'
      and (image_url ~* '^https?://[^/?#\\@]+([/?#].*)?$' or image_url ~ '^/([^/\\].*)?$'))
  );
comment on constraint blog_posts_image_url_is_link on public.blog_posts is
  'An absolute http(s) URL or a path of this site; never //host or another scheme.';

-- Notification links open inside the app: a path of this site only ("^/" also let "//host" in).
alter table public.notifications
  drop constraint notifications_action_url_check,
  add constraint notifications_action_url_is_path check (
    action_url is null or (action_url !~ '[[:cntrl:][:space:]]' and action_url ~ '^/([^/\\].*)?$')
  );
comment on constraint notifications_action_url_is_path on public.notifications is
  'A path of this site (/dashboard/…); never //host, another scheme or an absolute URL.';

alter table public.members
  add constraint members_full_name_no_control_characters check (full_name !~ '[[:cntrl:]]');
comment on constraint members_full_name_no_control_characters on public.members is
  'Names hold no control characters (tabs, line breaks, NUL-like bytes, escape sequences).';

alter table public.organizations
  add constraint organizations_name_no_control_characters check (name !~ '[[:cntrl:]]');
comment on constraint organizations_name_no_control_characters on public.organizations is
  'Names hold no control characters (tabs, line breaks, NUL-like bytes, escape sequences).';
