-- Platform: the `private` schema, the shared trigger helper and the login throttle.
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
