-- Platform: the `private` schema, the shared trigger helpers, the write guards' shared helpers, the
-- login throttle and the API's session liveness check.
--
-- Baseline (decision 0016): this file holds the current definition of every object below. Until
-- the first production deploy a change to one of them is made here, in place; see the decision
-- for the rule after that.
--
-- `private` holds what the Data API must never expose: the security definer helpers that RLS
-- policies and SQL functions call, and internal tables. API roles may use the schema, but only the
-- functions granted to them: anon reaches the private implementations behind the public
-- certificate and document checks and the landing page's statistics, through their security
-- invoker wrappers in `public`.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

comment on schema private is 'SIMK internal helpers; not exposed through the Data API.';

-- ---------------------------------------------------------------------------------------------
-- The association's calendar. Dates SIMK computes (join and expiry dates, "today", due dates,
-- export file names) follow Asia/Jakarta, whatever the session's TimeZone is: current_date on
-- hosted Supabase is the UTC date, a day behind between 00:00 and 07:00 WIB.
-- ---------------------------------------------------------------------------------------------

create function private.today()
returns date
language plpgsql
stable
parallel safe
set search_path = ''
as $$
declare
  clock text := current_setting('simk.today', true);
begin
  if coalesce(clock, '') = '' then
    return (now() at time zone 'Asia/Jakarta')::date;
  end if;
  -- A test clock: a date (2026-12-31) or an instant (2026-12-31 23:30+07), whose WIB date it is.
  if clock ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    return clock::date;
  end if;
  return (clock::timestamptz at time zone 'Asia/Jakarta')::date;
end;
$$;

comment on function private.today() is
  'Today in Asia/Jakarta (WIB), the association''s calendar; use instead of current_date. The setting simk.today (a date, or an instant taken in WIB) replaces the real date: the test clock (decision 0046), never set in production.';
revoke all on function private.today() from public;
grant execute on function private.today() to anon, authenticated, service_role;

create function private.calendar_date(p_at timestamptz)
returns date
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select (p_at at time zone 'Asia/Jakarta')::date
$$;

comment on function private.calendar_date(timestamptz) is
  'The Asia/Jakarta (WIB) date of an instant, as private.today() gives it for now().';
revoke all on function private.calendar_date(timestamptz) from public;
grant execute on function private.calendar_date(timestamptz) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Time-ordered identifiers. A random (v4) key lands on a random leaf of its index: a bulk insert
-- into a large table then reads and dirties most of the index (bill generation: 1.6 M buffer
-- reads for 500 k bills, docs/benchmarks/payments.md "Fifth pass"). A v7 key appends at the
-- index's right edge.
-- ---------------------------------------------------------------------------------------------

create function private.time_ordered_uuid()
returns uuid
language plpgsql
volatile
parallel safe
set search_path = ''
as $$
declare
  id bytea := uuid_send(gen_random_uuid());
begin
  -- RFC 9562 UUIDv7: 48-bit Unix time in milliseconds, version 7, then v4's random bits (whose
  -- variant bits are already RFC 9562's). PL/pgSQL: as a column default it costs ~2 µs a row,
  -- a SQL function with SET search_path (never inlined) ~5 µs.
  id := overlay(id placing substring(int8send((extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6);
  id := set_byte(id, 6, (get_byte(id, 6) & 15) | 112);
  return encode(id, 'hex')::uuid;
end
$$;

comment on function private.time_ordered_uuid() is
  'A UUIDv7 (RFC 9562): millisecond Unix time, then random bits; ascending over time, so a bulk insert appends to the primary key index instead of touching random leaves. For keys that are not secret (their creation time shows).';
revoke all on function private.time_ordered_uuid() from public;
grant execute on function private.time_ordered_uuid() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Shared trigger helpers
-- ---------------------------------------------------------------------------------------------

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at.';
revoke all on function private.set_updated_at() from public;

-- ---------------------------------------------------------------------------------------------
-- Write guards: every column the Data API roles can write is guarded (issue 9, decision 0009).
--
-- Hosted Supabase exposes `public` through PostgREST, so every grant to `authenticated` is reachable
-- with a user's own token, not only through our API. Policies check *which rows* a caller may
-- write; the guards check *what* they write into them. The rule, enforced for the API roles
-- (`anon`, `authenticated`): nobody widens their own scope or anyone else's, creates an
-- organization outside their scope, grants a role or permission above their own, or makes a
-- document verifiable. The tools, in order of preference:
--   1. column grants: columns no API caller ever writes (ids, timestamps, who-did-it columns) are
--      simply not granted;
--   2. policies that test the new row (organization inserts);
--   3. BEFORE triggers named `<table>_authorize_write`, which compare NEW with OLD. They fire before
--      the other BEFORE triggers of their table (triggers fire in name order), so a refusal is a
--      permission error (42501), not an incidental constraint error;
--   4. SQL functions for the officer-only step of vouching for a document.
-- The guards test `current_user`: SIMK's security definer functions run as their owner and are
-- the "system" path, as are the service role and `postgres` (Supabase Studio, migrations, seed).
-- The shared helpers are here; each table's guard sits with its table. The adversarial suite in
-- tests/db/adversarial-writes.test.ts proves it for every table, column and demo role, generated
-- from the catalog.
-- ---------------------------------------------------------------------------------------------

create function private.is_api_caller()
returns boolean
language sql
stable
parallel safe
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

comment on function private.is_api_caller() is
  'True when the statement runs as a Data API role (anon, authenticated) rather than as a SIMK security definer function, the service role or an owner (Studio, migrations, seed): the write guards apply only then.';
revoke all on function private.is_api_caller() from public;
grant execute on function private.is_api_caller() to anon, authenticated, service_role;

create function private.deny(p_message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', p_message using errcode = '42501';
end;
$$;

comment on function private.deny(text) is 'Raises a permission error (42501) with the message: the write guards'' refusal.';
revoke all on function private.deny(text) from public;
grant execute on function private.deny(text) to anon, authenticated, service_role;

-- Who-did-it columns (author_id, created_by, uploaded_by) are not granted to API roles; this
-- BEFORE INSERT trigger fills the named column with the caller, so it can never name someone else.
create function private.stamp_caller()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_api_caller() then
    new := jsonb_populate_record(new, jsonb_build_object(tg_argv[0], auth.uid()));
  end if;
  return new;
end;
$$;

comment on function private.stamp_caller() is
  'BEFORE INSERT trigger (argument: a column name): for API callers, sets that column to auth.uid().';
revoke all on function private.stamp_caller() from public;

-- ---------------------------------------------------------------------------------------------
-- Login throttling: failed logins per identifier and per IP address, kept in the database so the
-- limits hold across restarts and across edge function instances. Only the API's server-side
-- connection uses it; API roles (anon, authenticated) have no access at all.
-- ---------------------------------------------------------------------------------------------

create table private.login_failures (
  id bigint generated always as identity primary key,
  identifier text not null,
  ip inet,
  failed_at timestamptz not null default now()
);

comment on table private.login_failures is
  'Failed login attempts (normalized email or NAP, client IP). Read by private.login_retry_after().';

create index login_failures_identifier_failed_at_idx on private.login_failures (identifier, failed_at);
create index login_failures_ip_failed_at_idx on private.login_failures (ip, failed_at);
create index login_failures_failed_at_idx on private.login_failures (failed_at);

alter table private.login_failures enable row level security;
revoke all on private.login_failures from public, anon, authenticated;
grant select, insert, delete on private.login_failures to service_role;

create function private.login_retry_after(
  p_identifier text,
  p_ip inet,
  p_window interval default interval '15 minutes',
  p_identifier_limit integer default 5,
  p_ip_limit integer default 20
) returns integer
language sql
stable
set search_path = ''
as $$
  -- Seconds until the oldest failure that keeps a counter at its limit leaves the window; 0 when
  -- neither the identifier nor the IP has reached its limit.
  with identifier_failures as (
    select failed_at from private.login_failures
    where identifier = p_identifier and failed_at > now() - p_window
    order by failed_at desc
    offset p_identifier_limit - 1 limit 1
  ),
  ip_failures as (
    select failed_at from private.login_failures
    where p_ip is not null and ip = p_ip and failed_at > now() - p_window
    order by failed_at desc
    offset p_ip_limit - 1 limit 1
  )
  select coalesce(ceil(extract(epoch from max(failed_at) + p_window - now())), 0)::integer
  from (select failed_at from identifier_failures union all select failed_at from ip_failures) as limited
$$;

comment on function private.login_retry_after(text, inet, interval, integer, integer) is
  'Seconds a login for this identifier or IP must wait (5 per identifier, 20 per IP in 15 minutes); 0 if allowed.';

create function private.record_login_failure(p_identifier text, p_ip inet) returns void
language sql
set search_path = ''
as $$
  delete from private.login_failures where failed_at < now() - interval '1 day';
  insert into private.login_failures (identifier, ip) values (p_identifier, p_ip);
$$;

comment on function private.record_login_failure(text, inet) is
  'Records a failed login and prunes failures older than a day.';

create function private.clear_login_failures(p_identifier text) returns void
language sql
set search_path = ''
as $$
  delete from private.login_failures where identifier = p_identifier;
$$;

comment on function private.clear_login_failures(text) is
  'A successful login resets the failure count of its identifier (not of its IP).';

revoke all on function private.login_retry_after(text, inet, interval, integer, integer) from public;
revoke all on function private.record_login_failure(text, inet) from public;
revoke all on function private.clear_login_failures(text) from public;
grant execute on function private.login_retry_after(text, inet, interval, integer, integer) to service_role;
grant execute on function private.record_login_failure(text, inet) to service_role;
grant execute on function private.clear_login_failures(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Input guards (decision 0015). The API refuses control characters and unsafe links before any
-- SQL runs; these check constraints hold the same rules for every other path into the tables
-- (the Data API with a user's token, Studio). A stored link is an absolute http(s) URL with a
-- host, or a path of this site ("/kegiatan/…"): a protocol-relative "//host", "/\host" or
-- another scheme ("javascript:") would send readers to another site from a page we serve.
-- ---------------------------------------------------------------------------------------------

create function private.is_site_path(p_value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_value !~ '[[:cntrl:][:space:]]' and p_value ~ '^/([^/\\].*)?$'
$$;

comment on function private.is_site_path(text) is
  'A path of this site (/dashboard/…): never //host, /\host, another scheme or an absolute URL, and no control characters or spaces.';
revoke all on function private.is_site_path(text) from public;
grant execute on function private.is_site_path(text) to anon, authenticated, service_role;

create function private.is_safe_link(p_value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select private.is_site_path(p_value)
      or (p_value !~ '[[:cntrl:][:space:]]' and p_value ~* '^https?://[^/?#\\@]+([/?#].*)?$')
$$;

comment on function private.is_safe_link(text) is
  'An absolute http(s) URL with a host, or a path of this site (private.is_site_path); never //host or another scheme.';
revoke all on function private.is_safe_link(text) from public;
grant execute on function private.is_safe_link(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Session liveness for the API: is an access token's session still live?
--
-- An access token is a signed statement that stays valid until its `exp` (up to an hour). Sign-out
-- deletes the session row, deleting a user deletes (or soft-deletes) the user and ban sets
-- `banned_until`, but none of that changes the token itself. The API therefore asks the database,
-- for each authenticated request (with a cache of a few seconds), whether the token's session
-- still exists for that user and the user is neither deleted nor banned. See
-- docs/decisions/0011-session-revocation-and-timing.md.
--
-- The API never names GoTrue's tables itself (tests/unit/api-auth-boundary.test.ts); this one
-- narrow function is the only place that reads them for it. It answers a boolean and nothing
-- else, and only the server-side connection may call it.
-- ---------------------------------------------------------------------------------------------

-- PL/pgSQL, like the scope helpers (decision 0007): private.session_ok() calls it in every
-- statement that reaches personal data, and a prepared plan per connection keeps that cheap.
create function private.session_is_live(p_session_id uuid, p_user_id uuid)
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return exists (
    select 1
      from auth.sessions s
      join auth.users u on u.id = s.user_id
     where s.id = p_session_id
       and s.user_id = p_user_id
       and (s.not_after is null or s.not_after > now())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
  );
end;
$$;

comment on function private.session_is_live(uuid, uuid) is
  'True while the session exists for this user, has not passed not_after, and the user is neither deleted nor banned. Called by the API and the storage service for every authenticated request (short cache), and by private.session_ok() in row-level security.';

revoke all on function private.session_is_live(uuid, uuid) from public, anon, authenticated;
grant execute on function private.session_is_live(uuid, uuid) to service_role;

create function private.has_verified_factor(p_user_id uuid)
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return exists (select 1 from auth.mfa_factors f where f.user_id = p_user_id and f.status = 'verified');
end;
$$;

comment on function private.has_verified_factor(uuid) is
  'True when the user has a verified second factor (Supabase Auth MFA): their sessions then reach personal data only at aal2.';

revoke all on function private.has_verified_factor(uuid) from public, anon, authenticated;
grant execute on function private.has_verified_factor(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The same rule inside the database (decision 0050): row-level security reaches personal data only
-- for an access token whose session is live and, when its user has a verified second factor, whose
-- `aal` is aal2 (Supabase's documented MFA pattern). Callers outside the API (the Data API, the
-- storage service) therefore stop at sign-out, ban and deletion as the API does, and a password
-- alone does not open an account that has an authenticator.
--
-- private.current_user_id() answers null when this is false, and every helper that names the
-- caller (current_member_id, member_role_id, active_officer_scopes, has_permission, …) goes through
-- it, so no policy needs its own check. Policies call those helpers inside `(select …)`: the check
-- runs once per statement, not per row.
--
-- A token without `session_id` is not one GoTrue issued to a user (it puts one in every user
-- token); only a holder of the signing key can make one, and such a holder can sign a
-- service_role token as well. Its session is not looked up; the second-factor rule still applies.
-- ---------------------------------------------------------------------------------------------

create function private.session_ok()
returns boolean
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  v_claims jsonb := auth.jwt();
  v_user uuid := auth.uid();
  v_session text := v_claims ->> 'session_id';
begin
  if v_user is null then
    return true; -- anon and service callers: no user whose data could be reached
  end if;
  if v_session is not null
     and (v_session !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          or not private.session_is_live(v_session::uuid, v_user)) then
    return false;
  end if;
  return coalesce(v_claims ->> 'aal', '') = 'aal2' or not private.has_verified_factor(v_user);
end;
$$;

comment on function private.session_ok() is
  'True unless the request''s access token belongs to an ended session (signed out, expired, user deleted or banned: private.session_is_live) or is below aal2 while its user has a verified second factor. private.current_user_id() answers null when false.';

revoke all on function private.session_ok() from public;
grant execute on function private.session_ok() to authenticated, service_role;
