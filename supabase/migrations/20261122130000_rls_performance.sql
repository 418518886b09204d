-- RLS performance: parallel-safe scope helpers and a members SELECT policy the planner can use.
--
-- Measured by `npm run bench:db` at 200k members (docs/benchmarks/db.md); the reasons are in
-- docs/decisions/0007-rls-performance.md. Scope rules are unchanged: the RLS matrix in tests/db
-- is the proof.

-- ---------------------------------------------------------------------------------------------
-- 1. Parallel safety. A query that mentions a PARALLEL UNSAFE function anywhere (the default for
--    CREATE FUNCTION) is planned without parallel workers, so every national count under RLS ran
--    on one core. The helpers only read tables and the request's claims (which parallel workers
--    inherit with the other settings); they write nothing and keep no state, so they are parallel
--    safe. In policies they sit in init plans, which the leader evaluates once per statement.
-- ---------------------------------------------------------------------------------------------

alter function private.active_officer_scopes() parallel safe;
alter function private.expand_scope(uuid[], public.organization_level[]) parallel safe;
alter function private.administered_organization_ids() parallel safe;
alter function private.organization_ids_with_permission(text) parallel safe;
alter function private.has_national_scope() parallel safe;
alter function private.has_permission(text) parallel safe;
alter function private.can_in_organization(text, uuid) parallel safe;
alter function private.current_member_id() parallel safe;

-- ---------------------------------------------------------------------------------------------
-- 2. The caller's id without auth.uid() in the policy text. GoTrue's auth.uid() is not marked
--    parallel safe (and stays exactly as GoTrue defines it), so naming it anywhere in a query,
--    including a policy, plans the whole query without parallel workers. private.current_user_id()
--    returns auth.uid() and is declared parallel safe: it only reads the request's claims, which
--    parallel workers inherit. Policies call it inside `(select …)`, like auth.uid().
--    (Comparing `id` with private.current_member_id() instead would break INSERT … RETURNING of a
--    self-registration: the new row is not yet visible to the helper.)
-- ---------------------------------------------------------------------------------------------

create function private.current_user_id()
returns uuid
language sql
stable
parallel safe
set search_path = ''
as $$
  select auth.uid()
$$;

comment on function private.current_user_id() is
  'auth.uid() for policies, declared parallel safe so that a policy does not force a serial plan.';
revoke all on function private.current_user_id() from public;
grant execute on function private.current_user_id() to authenticated, service_role;

-- The national arm first: for SUPER_ADMIN/ADMIN_DPP the OR stops there on every row.
alter policy members_select on public.members
  using (
    (select private.has_national_scope())
    or organization_id = any (array(select unnest(private.administered_organization_ids())))
    or user_id = (select private.current_user_id())
  );
