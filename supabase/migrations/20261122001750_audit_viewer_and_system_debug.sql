-- The audit viewer and the system information of the /debug page (issue 28 §2, §5).
--
-- Baseline (decision 0016): the current definition of each object below.
--
-- The audit log itself (public.audit_logs, its writer and policy) is in organizations and access;
-- here: what makes it append-only for every role, the helpers of its viewer (GET /audit/entries),
-- the record of the daily dues job's runs, and one function that gathers what a system
-- administrator checks when something seems wrong: the database's version and migration level,
-- the message outbox's depth and failures, the daily job's last runs and the storage used per
-- bucket. Nothing secret: no keys, no URLs, no settings, no message contents or recipients.
-- See docs/data-model.md.

-- ---------------------------------------------------------------------------------------------
-- The audit log is append-only
-- ---------------------------------------------------------------------------------------------

-- Append-only for everyone: grants keep the API roles from changing entries, and this trigger
-- keeps out the owner too (postgres, the API's own connection, a service-role key). Only DDL
-- (disabling the trigger), which no API path runs, could get around it.
create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'the audit log is append-only: % is not allowed', tg_op using errcode = '42501';
end;
$$;

comment on function private.refuse_audit_change() is
  'BEFORE UPDATE/DELETE/TRUNCATE trigger of audit_logs: raises 42501 for every role, the owner included (append-only).';
revoke all on function private.refuse_audit_change() from public;

create trigger audit_logs_append_only before update or delete on public.audit_logs
  for each row execute function private.refuse_audit_change();
create trigger audit_logs_no_truncate before truncate on public.audit_logs
  for each statement execute function private.refuse_audit_change();

-- ---------------------------------------------------------------------------------------------
-- The audit viewer
-- ---------------------------------------------------------------------------------------------

-- The audit log's readers (spec §6; issue 28 §2): system.view_audit through a role at the DPP reads
-- every entry, through a DPW or DPC role that organization's (and its DPCs') entries.
create function private.audit_viewer_scope()
returns table (is_national boolean, organization_ids uuid[])
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return query
    with held as (
      select coalesce(private.organization_ids_with_permission('system.view_audit'), '{}'::uuid[]) as ids
    )
    select exists (select 1 from public.organizations o where o.level = 'DPP' and o.id = any (held.ids)), held.ids
    from held;
end;
$$;

comment on function private.audit_viewer_scope() is
  'What the audit viewer (GET /audit/entries) shows the caller, a summary of policy audit_logs_select: every entry (is_national) when their system.view_audit scope holds the DPP (SUPER_ADMIN, ADMIN_DPP), otherwise the entries of the organizations where they hold system.view_audit (organization_ids), a part of what the policy lets officers read.';
revoke all on function private.audit_viewer_scope() from public;
grant execute on function private.audit_viewer_scope() to authenticated, service_role;

-- The audit viewer's actor filter and its actor column: who a user id is (their member name, else
-- their email), for ids the caller already reads in audit entries.
create function private.audit_actor_name(p_user_id uuid)
returns text
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
begin
  return coalesce(
    (select m.full_name from public.members m where m.user_id = p_user_id limit 1),
    (select u.email::text from auth.users u where u.id = p_user_id)
  );
end;
$$;

comment on function private.audit_actor_name(uuid) is
  'The name the audit viewer shows for an actor: their member full name, else their account email; null for none (the system).';
revoke all on function private.audit_actor_name(uuid) from public;
grant execute on function private.audit_actor_name(uuid) to authenticated, service_role;

create function private.audit_actor_ids(p_search text)
returns uuid[]
language plpgsql
stable
security definer
parallel safe
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  return (
    select coalesce(array_agg(distinct id), '{}'::uuid[])
    from (
      (select m.user_id as id from public.members m
        where m.user_id is not null and (m.full_name ilike pattern or m.email ilike pattern or m.nap = btrim(p_search))
        limit 200)
      union all
      (select u.id from auth.users u where u.email ilike pattern limit 200)
    ) found
  );
end;
$$;

comment on function private.audit_actor_ids(text) is
  'The audit viewer''s actor filter: the user ids whose member name, email or NAP (exact) or account email matches the text (at most 400). Which of their entries the caller sees stays policy audit_logs_select''s.';
revoke all on function private.audit_actor_ids(text) from public;
grant execute on function private.audit_actor_ids(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The daily job's runs
-- ---------------------------------------------------------------------------------------------

create table private.daily_job_runs (
  id bigint generated always as identity primary key,
  run_date date not null,
  bills_issued integer not null check (bills_issued >= 0),
  members_expired integer not null check (members_expired >= 0),
  started_at timestamptz not null,
  finished_at timestamptz not null default clock_timestamp()
);

comment on table private.daily_job_runs is
  'One row per completed run of private.run_daily_dues (pg_cron, the local timer or a manual call): its date, what it did and how long it took. A run that fails rolls back and leaves none (pg_cron''s cron.job_run_details keeps failures where it runs). Read by public.system_debug.';

create index daily_job_runs_started_at_idx on private.daily_job_runs (started_at desc);

revoke all on private.daily_job_runs from public, anon, authenticated;
grant select on private.daily_job_runs to service_role;

-- ---------------------------------------------------------------------------------------------
-- System information
-- ---------------------------------------------------------------------------------------------

create function public.system_debug()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_migration jsonb;
  v_cron_runs jsonb;
begin
  perform private.require_system_admin('only a system administrator sees the system information');

  -- Hosted Supabase and `supabase db push` keep the applied migrations here.
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute $q$
      select jsonb_build_object('version', m.version, 'name', m.name,
               'count', (select count(*) from supabase_migrations.schema_migrations))
      from supabase_migrations.schema_migrations m
      order by m.version desc
      limit 1 $q$
    into v_migration;
  end if;

  -- Where pg_cron runs the job, its own record of each run, failures included.
  if to_regclass('cron.job_run_details') is not null then
    execute $q$
      select coalesce(jsonb_agg(jsonb_build_object('status', r.status, 'started_at', r.start_time,
                                                   'finished_at', r.end_time) order by r.start_time desc), '[]')
      from (select d.status, d.start_time, d.end_time
              from cron.job_run_details d join cron.job j on j.jobid = d.jobid
             where j.jobname = 'simk-daily-dues'
             order by d.start_time desc limit 7) r $q$
    into v_cron_runs;
  end if;

  return jsonb_build_object(
    'postgres_version', current_setting('server_version'),
    'migration', v_migration,
    'outbox', jsonb_build_object(
      'queued', (select count(*) from public.outbox_messages where status = 'queued'),
      'retrying', (select count(*) from public.outbox_messages where status = 'queued' and attempts > 0),
      'sending', (select count(*) from public.outbox_messages where status = 'sending'),
      'failed', (select count(*) from public.outbox_messages where status = 'failed'),
      'failed_last_day', (select count(*) from public.outbox_messages
                           where status = 'failed' and created_at > now() - interval '1 day'),
      'oldest_queued_at', (select min(next_attempt_at) from public.outbox_messages where status = 'queued'),
      'failed_by_channel', (
        select coalesce(jsonb_object_agg(f.channel, f.n), '{}')
        from (select channel, count(*) as n from public.outbox_messages where status = 'failed' group by channel) f
      )
    ),
    'daily_job', jsonb_build_object(
      'scheduler', case when v_cron_runs is null then 'local' else 'pg_cron' end,
      'runs', (
        select coalesce(jsonb_agg(jsonb_build_object(
                 'run_date', r.run_date, 'started_at', r.started_at, 'finished_at', r.finished_at,
                 'bills_issued', r.bills_issued, 'members_expired', r.members_expired) order by r.started_at desc), '[]')
        from (select * from private.daily_job_runs order by started_at desc limit 7) r
      ),
      'cron_runs', coalesce(v_cron_runs, '[]')
    ),
    'storage', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'bucket', b.id, 'public', coalesce(b.public, false), 'objects', s.objects, 'bytes', s.bytes)
             order by b.id), '[]')
      from storage.buckets b
      cross join lateral (
        select count(o.id) as objects, coalesce(sum((o.metadata ->> 'size')::bigint), 0) as bytes
        from storage.objects o where o.bucket_id = b.id
      ) s
    )
  );
end;
$$;

comment on function public.system_debug() is
  'The /debug page''s system information (GET /system/debug): PostgreSQL version, the latest applied migration, the outbox''s depth and failures (counts only), the daily job''s last runs (private.daily_job_runs, and pg_cron''s record where it runs) and objects and bytes per storage bucket. SUPER_ADMIN only (private.require_system_admin). Nothing secret: no settings, keys, URLs, recipients or message contents.';
revoke all on function public.system_debug() from public, anon;
grant execute on function public.system_debug() to authenticated, service_role;
