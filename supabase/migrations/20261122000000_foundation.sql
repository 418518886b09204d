-- Foundation: the project's own schemas. `private` holds helpers that the Data API must never
-- expose (security definer functions used by RLS policies).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

comment on schema private is 'SIMK internal helpers; not exposed through the Data API.';
