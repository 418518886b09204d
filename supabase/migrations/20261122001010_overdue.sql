-- Overdue dues: the overdue list (GET /dues/overdue), read from private.member_arrears
-- (…000610_member_arrears.sql), and the dues reminders an officer sends from it (decision 0037,
-- decision 0044). The daily job's scheduled reminders are in …001050_reminder_schedules.sql.
--
-- Baseline (decision 0016): the current definition of each object below.

-- ---------------------------------------------------------------------------------------------
-- The overdue list
-- ---------------------------------------------------------------------------------------------

create function public.overdue_bucket(p_days_overdue integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_days_overdue is null or p_days_overdue <= 0 then null
    when p_days_overdue <= 7 then '1-7'
    when p_days_overdue <= 30 then '8-30'
    else '>30'
  end
$$;

comment on function public.overdue_bucket(integer) is 'Overdue bucket of a number of days: 1-7, 8-30 or >30 (null when not overdue).';
revoke all on function public.overdue_bucket(integer) from public;
grant execute on function public.overdue_bucket(integer) to anon, authenticated, service_role;

create function public.overdue_members(p_as_of date default private.today(), p_organization_ids uuid[] default null)
returns table (
  member_id uuid,
  full_name text,
  nap text,
  phone text,
  email text,
  organization_id uuid,
  bill_count integer,
  amount_due bigint,
  category_names text,
  oldest_due_date date,
  days_overdue integer,
  bucket text,
  priority text,
  reminder_count integer,
  last_reminder_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  -- The chapters as an array make each one an index range of bills_organization_id_status_idx
  -- (organization_id, status, due_date), also in the generic plan of a function that is not
  -- inlined; `p is null or ...` would scan the whole country's overdue bills for one chapter.
  with overdue as (
    select b.member_id, count(*)::integer as bill_count, sum(b.amount)::bigint as amount_due,
           min(b.due_date) as oldest_due_date, array_agg(distinct b.category_id) as category_ids
    from public.bills b
    where b.organization_id = any (coalesce(p_organization_ids, array(select o.id from public.organizations o)))
      and b.status = 'unpaid' and b.due_date < p_as_of
    group by b.member_id
  )
  select m.id, m.full_name, m.nap, m.phone, m.email, m.organization_id, o.bill_count, o.amount_due,
         (select string_agg(c.name, ', ' order by c.name) from public.dues_categories c where c.id = any (o.category_ids)),
         o.oldest_due_date, (p_as_of - o.oldest_due_date)::integer,
         public.overdue_bucket(p_as_of - o.oldest_due_date),
         case when p_as_of - o.oldest_due_date > 30 then 'high'
              when p_as_of - o.oldest_due_date > 7 then 'medium' else 'low' end,
         coalesce(r.reminder_count, 0), r.last_reminder_at
  from overdue o
  join public.members m on m.id = o.member_id
  left join lateral (
    select count(*)::integer as reminder_count, max(x.created_at) as last_reminder_at
    from public.outbox_messages x
    where x.member_id = m.id and x.template = 'dues_reminder' and x.status <> 'cancelled'
  ) r on true
  order by o.oldest_due_date, m.full_name
$$;

comment on function public.overdue_members(date, uuid[]) is
  'Members with unpaid bills past their due date, visible to the caller under RLS, in the given chapters (all when null): amount due, dues categories, days overdue of the oldest bill, bucket (1-7, 8-30, >30), priority and reminder history (dues_reminder messages in the outbox).';
revoke all on function public.overdue_members(date, uuid[]) from public, anon;
grant execute on function public.overdue_members(date, uuid[]) to authenticated, service_role;

-- The overdue reminders list over private.member_arrears (decision 0044): counts are index range
-- counts and the page an ordered index range; only the page's members are then read from bills,
-- members and the outbox. public.overdue_members stays the obviously-correct reference
-- (tests/db/member-arrears.test.ts compares the two).
create function private.overdue_scope_condition(p_scope uuid[], p_organization_id uuid, p_column text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- The chapters of the overdue list as an SQL condition on a chapter column, for
  -- private.overdue_page and private.overdue_member_ids, whose statements take $1 the chapter (or
  -- null), $2 the caller's chapters, $3 the search pattern and $4 today. Built as text so each
  -- statement is planned for its scope: a chapter and the whole country each have an index of
  -- private.member_arrears in list order, and `= any (every chapter)` would lose that order.
  if cardinality(p_scope) = 0 or (p_organization_id is not null and not (p_organization_id = any (p_scope))) then
    return null;
  elsif p_organization_id is not null or cardinality(p_scope) = 1 then
    return p_column || ' = coalesce($1, $2[1])';
  elsif cardinality(p_scope) >= (select count(*) from public.organizations) then
    return 'true';
  else
    return p_column || ' = any ($2)';
  end if;
end
$$;

comment on function private.overdue_scope_condition(uuid[], uuid, text) is
  'The overdue list''s chapters (p_scope, the caller''s dues.remind chapters, narrowed to one) as an SQL condition on the named column, or null when the caller may see none of them. Used by private.overdue_page and private.overdue_member_ids.';
revoke all on function private.overdue_scope_condition(uuid[], uuid, text) from public;

create function private.overdue_arrears_condition(p_scope uuid[], p_organization_id uuid, p_search text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  scope_condition text := private.overdue_scope_condition(p_scope, p_organization_id, 'a.organization_id');
  condition text;
  duplicated uuid[];
  kept text[];
begin
  if scope_condition is null then
    return null;
  end if;
  condition := scope_condition || ' and a.oldest_unpaid_due < $4'
    || case when p_search is null then ''
            else ' and a.search_text ilike $3' end;
  if scope_condition like '%= any%' or scope_condition = 'true' then
    -- Several chapters: a member overdue in two of them (found among the few rows outside the
    -- member's chapter) is listed once, as public.overdue_members merges the chapters: by its
    -- row with the oldest date, which is the member's oldest overdue bill.
    execute format($q$
      select coalesce(array_agg(d.member_id), '{}'), coalesce(array_agg(d.kept), '{}')
      from (
        select a.member_id,
               (array_agg(a.organization_id::text order by a.oldest_unpaid_due, a.organization_id))[1] as kept
        from private.member_arrears a
        where a.member_id in (select x.member_id from private.member_arrears x where not x.in_member_chapter)
          and %s
        group by a.member_id
        having count(*) > 1
      ) d
    $q$, condition)
    into duplicated, kept
    using p_organization_id, p_scope, p_search, private.today();
    if cardinality(duplicated) > 0 then
      condition := condition || format(
        ' and (a.member_id <> all (%L::uuid[]) or (a.member_id, a.organization_id::text) in (select * from unnest(%L::uuid[], %L::text[])))',
        duplicated, duplicated, kept);
    end if;
  end if;
  return condition;
end
$$;

comment on function private.overdue_arrears_condition(uuid[], uuid, text) is
  'The overdue list''s filter without the bucket (its chapters, overdue, the search pattern; in a scope of several chapters, one row per member) as an SQL condition on private.member_arrears a, or null when the caller may see none of it.';
revoke all on function private.overdue_arrears_condition(uuid[], uuid, text) from public;

create function private.overdue_bucket_condition(p_bucket text)
returns text
language sql
immutable
set search_path = ''
as $$
  -- public.overdue_bucket of (today $4 − oldest_unpaid_due) as a range of due dates.
  select case p_bucket
    when '1-7' then 'a.oldest_unpaid_due between $4 - 7 and $4 - 1'
    when '8-30' then 'a.oldest_unpaid_due between $4 - 30 and $4 - 8'
    when '>30' then 'a.oldest_unpaid_due < $4 - 30'
    else 'true'
  end
$$;

comment on function private.overdue_bucket_condition(text) is
  'The due dates of a bucket of public.overdue_bucket (1-7, 8-30, >30; any other value: all) as an SQL condition on private.member_arrears a, with today as $4.';
revoke all on function private.overdue_bucket_condition(text) from public;

create function private.overdue_page(
  p_organization_id uuid, p_search text, p_bucket text, p_limit integer, p_offset integer
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The caller's chapters, read once for every statement below.
  scope constant uuid[] := private.organization_ids_with_permission('dues.remind');
  today constant date := private.today();
  condition text := private.overdue_arrears_condition(scope, p_organization_id, p_search);
  bucket_condition constant text := private.overdue_bucket_condition(p_bucket);
  counts constant text := format('count(*) filter (where %s)::integer, count(*) filter (where %s)::integer, '
                                 'count(*) filter (where %s)::integer',
                                 private.overdue_bucket_condition('1-7'), private.overdue_bucket_condition('8-30'),
                                 private.overdue_bucket_condition('>30'));
  in_list_order constant text := 'order by a.oldest_unpaid_due, a.full_name, a.member_id limit $5 offset $6';
  b1 integer;
  b2 integer;
  b3 integer;
  page_ids uuid[];
  page jsonb;
begin
  if condition is null then
    return jsonb_build_object('total', 0, 'buckets', jsonb_build_object('1-7', 0, '8-30', 0, '>30', 0), 'members', '[]'::jsonb);
  end if;
  if p_search is null then
    -- The counts are index ranges of the scope's order index, the page an ordered range of it.
    execute format('select %s from private.member_arrears a where %s', counts, condition)
    into b1, b2, b3 using p_organization_id, scope, p_search, today;
    execute format('select array(select a.member_id from private.member_arrears a where %s and %s %s)',
                   condition, bucket_condition, in_list_order)
    into page_ids using p_organization_id, scope, p_search, today, p_limit, p_offset;
  else
    -- A search (the trigram index on search_text) is read once, then counted and paged: a common
    -- name matches a few thousand members across the country.
    execute format($q$
      with a as materialized (
        select a.member_id, a.oldest_unpaid_due, a.full_name from private.member_arrears a where %s
      )
      select %s, array(select a.member_id from a where %s %s) from a
    $q$, condition, counts, bucket_condition, in_list_order)
    into b1, b2, b3, page_ids using p_organization_id, scope, p_search, today, p_limit, p_offset;
  end if;

  -- Only the page's members are read in full. Their bills are those of the list's chapters, as
  -- public.overdue_members counts them.
  execute format($q$
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', m.id, 'memberName', m.full_name, 'memberNAP', m.nap, 'phone', m.phone, 'email', m.email,
             'organizationId', m.organization_id, 'organizationName', org.name,
             'duesCategory', coalesce(b.category_names, ''), 'billCount', b.bill_count, 'amount', b.amount_due,
             'dueDate', to_char(b.oldest_due_date, 'YYYY-MM-DD'), 'daysOverdue', $4 - b.oldest_due_date,
             'bucket', public.overdue_bucket($4 - b.oldest_due_date),
             'priority', case when $4 - b.oldest_due_date > 30 then 'high'
                              when $4 - b.oldest_due_date > 7 then 'medium' else 'low' end,
             'lastReminderSent', to_json(r.last_reminder_at) #>> '{}', 'reminderCount', r.reminder_count)
           order by p.position), '[]'::jsonb)
    from unnest($5::uuid[]) with ordinality p (member_id, position)
    join public.members m on m.id = p.member_id
    join public.organizations org on org.id = m.organization_id
    cross join lateral (
      select count(*)::integer as bill_count, sum(x.amount)::bigint as amount_due, min(x.due_date) as oldest_due_date,
             (select string_agg(c.name, ', ' order by c.name) from public.dues_categories c
              where c.id = any (array_agg(distinct x.category_id))) as category_names
      from public.bills x
      where x.member_id = p.member_id and x.status = 'unpaid' and x.due_date < $4
        and %s
    ) b
    cross join lateral (
      select count(*)::integer as reminder_count, max(o.created_at) as last_reminder_at
      from public.outbox_messages o
      where o.member_id = p.member_id and o.template = 'dues_reminder' and o.status <> 'cancelled'
    ) r
  $q$, private.overdue_scope_condition(scope, p_organization_id, 'x.organization_id'))
  into page using p_organization_id, scope, p_search, today, page_ids;

  return jsonb_build_object(
    'total', case p_bucket when '1-7' then b1 when '8-30' then b2 when '>30' then b3 else b1 + b2 + b3 end,
    'buckets', jsonb_build_object('1-7', b1, '8-30', b2, '>30', b3),
    'members', page);
end
$$;

comment on function private.overdue_page(uuid, text, text, integer, integer) is
  'GET /dues/overdue: the overdue members of the caller''s dues.remind chapters (narrowed to one, searched by name, NAP, email or phone with an ilike pattern), as {total, buckets, members}: total with the bucket filter, the bucket counts without it, and the page (oldest due date, then name, then id) with each member''s overdue bills, categories and reminder history, as public.overdue_members computes them. Read from private.member_arrears (decision 0044): it restates the bills_select and members_select policies for the dues.remind chapters, and changes with them.';
revoke all on function private.overdue_page(uuid, text, text, integer, integer) from public;
grant execute on function private.overdue_page(uuid, text, text, integer, integer) to authenticated, service_role;

create function private.overdue_member_ids(p_organization_id uuid, p_search text, p_bucket text, p_limit integer)
returns setof uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- The caller's chapters, read once for the condition and the statement.
  scope constant uuid[] := private.organization_ids_with_permission('dues.remind');
  condition text := private.overdue_arrears_condition(scope, p_organization_id, p_search);
begin
  if condition is null then
    return;
  end if;
  return query execute format($q$
    select a.member_id from private.member_arrears a where %s and %s
    order by a.oldest_unpaid_due, a.full_name, a.member_id
    limit $5
  $q$, condition, private.overdue_bucket_condition(p_bucket))
  using p_organization_id, scope, p_search, private.today(), p_limit;
end
$$;

comment on function private.overdue_member_ids(uuid, text, text, integer) is
  'The member ids of the overdue list''s filter (private.overdue_page''s, with the bucket), in list order, at most p_limit: a send to every member of the filter. Restates the bills_select policy for the dues.remind chapters, as private.overdue_page does.';
revoke all on function private.overdue_member_ids(uuid, text, text, integer) from public;
grant execute on function private.overdue_member_ids(uuid, text, text, integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reminders an officer sends from the list, and their preview
-- ---------------------------------------------------------------------------------------------

create function private.dues_reminder_variables(
  p_full_name text,
  p_category_names text[],
  p_amount_due bigint,
  p_due_date date,
  p_site_url text default null -- a caller rendering thousands reads private.site_url() once
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  return jsonb_build_object(
    'full_name', p_full_name,
    -- Joined into category_name by private.render_message as the recipient's language writes a
    -- list ("Iuran Pokok, Iuran Pengembangan, dan Iuran Tahunan"); the template writes
    -- "pembayaran <that> sebesar …".
    'category_names', to_jsonb(p_category_names),
    'amount', private.format_rupiah(p_amount_due),
    'due_date', to_char(p_due_date, 'DD/MM/YYYY'),
    'dues_url', coalesce(p_site_url, private.site_url()) || '/member-dues'
  );
end;
$$;

comment on function private.dues_reminder_variables(text, text[], bigint, date, text) is
  'The variables of a dues_reminder: the member''s name, the bills'' categories (category_names, joined in the recipient''s language by render_message), their total and the oldest due date, and the dues page link. Officers'' reminders, their preview and the daily job''s share them, so the preview is the message sent.';
revoke all on function private.dues_reminder_variables(text, text[], bigint, date, text) from public;

create function private.decide_reminders(p_member_ids uuid[], p_channel public.message_channel)
returns table (
  id uuid,
  member_id uuid,
  full_name text,
  organization_id uuid,
  amount_due bigint,
  oldest_due_date date,
  category_names text[],
  channel public.message_channel,
  recipient text,
  reason text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  allowed uuid[] := private.organization_ids_with_permission('dues.remind');
begin
  if p_member_ids is null or cardinality(p_member_ids) not between 1 and 10000 then
    raise exception 'select 1 to 10000 members' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.members m
    where m.id = any (p_member_ids) and not (m.organization_id = any (allowed))
  ) or cardinality(allowed) = 0 then
    raise exception 'permission dues.remind is required for every selected member''s DPC' using errcode = '42501';
  end if;
  -- One statement for the whole selection (10,000 members in well under the 2 s of issue 14;
  -- docs/benchmarks/messaging.md).
  return query
  with selected as (
    select ids.id, m.id as member_id, m.full_name, m.organization_id, o.amount_due, o.oldest_due_date,
           o.category_names, route.channel, route.recipient
    from (select distinct unnest(p_member_ids) as id) ids
    left join public.members m on m.id = ids.id
    left join lateral (
      select sum(b.amount)::bigint as amount_due, min(b.due_date) as oldest_due_date,
             array_agg(distinct c.name) as category_names
      from public.bills b join public.dues_categories c on c.id = b.category_id
      where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today()
    ) o on true
    -- No phone: the reminder goes by email, and the result says so.
    cross join lateral private.message_route(p_channel, m.phone, m.email) route
  )
  select s.id, s.member_id, s.full_name, s.organization_id, s.amount_due, s.oldest_due_date, s.category_names,
         s.channel, s.recipient,
         case
           when s.member_id is null then 'not_found'
           when s.amount_due is null then 'not_overdue'
           when s.recipient is null then 'no_contact'
           else coalesce(
             private.message_skip_reason(s.member_id, 'dues_reminder', s.channel),
             case when exists (
               select 1 from public.outbox_messages x
               where x.member_id = s.member_id and x.template = 'dues_reminder' and x.channel = s.channel
                 and x.status not in ('failed', 'cancelled') and x.created_at > now() - interval '24 hours'
             ) then 'recently_reminded' end)
         end
  from selected s;
end;
$$;

comment on function private.decide_reminders(uuid[], public.message_channel) is
  'The one home of who an officer''s reminder reaches: per selected member (1 to 10,000, else 22023) the overdue total, categories and oldest due date, the channel and recipient (email when there is no phone), and why it is skipped, or null to send: not_found, not_overdue, no_contact, preference (private.message_skip_reason), recently_reminded (one per member and channel per 24 hours). Requires dues.remind for every member''s DPC (42501). Read by queue_reminders to send and by reminder_send_preview to say beforehand what a send will do.';
revoke all on function private.decide_reminders(uuid[], public.message_channel) from public;

create function private.queue_reminders(p_member_ids uuid[], p_channel public.message_channel default 'whatsapp')
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  site_url constant text := private.site_url();
  result jsonb;
begin
  -- Decide every member (private.decide_reminders: the checks and the skips), then render and
  -- insert the reminders together. The insert is private.queue_message's, row for row.
  with decided as materialized (
    select * from private.decide_reminders(p_member_ids, p_channel)
  ), reminders as (
    select d.*, private.dues_reminder_variables(d.full_name, d.category_names, d.amount_due, d.oldest_due_date, site_url) as variables,
           private.member_language(d.member_id) as language
    from decided d
    where d.reason is null
  ), queued as (
    insert into public.outbox_messages (channel, recipient, template, variables, language, subject, body_text, body_html,
                                        member_id, organization_id, queued_by, fallback_from)
    select r.channel, btrim(r.recipient), 'dues_reminder', t.variables, r.language,
           case when r.channel = 'email' then t.subject end, t.body_text,
           case when r.channel = 'email' then t.body_html end,
           r.member_id, r.organization_id, (select auth.uid()),
           case when r.channel <> p_channel then p_channel end
    from reminders r
    cross join lateral private.render_message('dues_reminder', r.variables, r.channel, r.language) t
    returning 1
  )
  select jsonb_build_object(
           'queued', (select count(*) from queued),
           'fallback', coalesce((select jsonb_agg(jsonb_build_object('member_id', d.member_id, 'channel', d.channel) order by d.id)
                                 from decided d where d.reason is null and d.channel <> p_channel), '[]'),
           'skipped', coalesce((select jsonb_agg(jsonb_build_object('member_id', d.id, 'reason', d.reason) order by d.id)
                                from decided d where d.reason is not null), '[]'))
  into result;
  perform private.write_audit('reminders.queue', 'outbox_messages', null, null, null,
    jsonb_build_object('members', p_member_ids, 'channel', p_channel) || result);
  return result;
end;
$$;

comment on function private.queue_reminders(uuid[], public.message_channel) is
  'Queues one dues_reminder per selected overdue member, covering all their overdue bills (categories, total, oldest due date), on p_channel; a member without a phone gets it by email (listed in fallback). Skips, with the reason: not_found, not_overdue, no_contact, preference (private.message_skip_reason), recently_reminded (one per member and channel per 24 hours). Requires dues.remind for every member''s DPC (42501). Returns {queued, fallback: [{member_id, channel}], skipped: [{member_id, reason}]}; audited as reminders.queue.';
revoke all on function private.queue_reminders(uuid[], public.message_channel) from public;
grant execute on function private.queue_reminders(uuid[], public.message_channel) to authenticated, service_role;

create function public.queue_reminders(p_member_ids uuid[], p_channel public.message_channel default 'whatsapp')
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.queue_reminders(p_member_ids, p_channel)
$$;

comment on function public.queue_reminders(uuid[], public.message_channel) is
  'Queues overdue reminders for the selected members; returns the counts queued, fallen back to email and skipped with reasons (private.queue_reminders).';
revoke all on function public.queue_reminders(uuid[], public.message_channel) from public, anon;
grant execute on function public.queue_reminders(uuid[], public.message_channel) to authenticated, service_role;

create function private.reminder_send_preview(p_member_ids uuid[], p_channel public.message_channel default 'whatsapp')
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  -- The same decisions a send makes now (private.decide_reminders), counted, nothing queued.
  with d as materialized (
    select x.channel, x.reason from private.decide_reminders(p_member_ids, p_channel) x
  )
  select jsonb_build_object(
    'requested', (select count(*) from d),
    'queued', (select count(*) from d where d.reason is null),
    'fallback', (select count(*) from d where d.reason is null and d.channel <> p_channel),
    'skipped_by_reason', coalesce((select jsonb_object_agg(r.reason, r.n)
                                   from (select d.reason, count(*) as n from d where d.reason is not null group by d.reason) r),
                                  '{}'))
$$;

comment on function private.reminder_send_preview(uuid[], public.message_channel) is
  'What queue_reminders would do now for these members on p_channel, without queueing: {requested, queued, fallback (by email for want of a phone), skipped_by_reason {reason: count}}, from the same private.decide_reminders. Same checks (22023, 42501). Not audited: nothing changes.';
revoke all on function private.reminder_send_preview(uuid[], public.message_channel) from public;
grant execute on function private.reminder_send_preview(uuid[], public.message_channel) to authenticated, service_role;

create function private.preview_reminder(p_member_id uuid, p_channel public.message_channel default 'whatsapp')
returns table (channel public.message_channel, subject text, body_text text, body_html text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r record;
begin
  select m.organization_id, m.full_name, m.phone, m.email,
         (select sum(b.amount)::bigint from public.bills b
          where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today()) as amount_due,
         (select min(b.due_date) from public.bills b
          where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today()) as oldest_due_date,
         (select array_agg(distinct c.name) from public.bills b join public.dues_categories c on c.id = b.category_id
          where b.member_id = m.id and b.status = 'unpaid' and b.due_date < private.today()) as category_names
  into r
  from public.members m where m.id = p_member_id;
  if not found or not (r.organization_id = any (private.organization_ids_with_permission('dues.remind'))) then
    raise exception 'no member % to remind in the caller''s scope', p_member_id using errcode = 'P0002';
  end if;
  if r.amount_due is null then
    raise exception 'member % has no overdue bill', p_member_id using errcode = 'P0002';
  end if;
  -- The channel queue_reminders would use: no phone means email.
  channel := case when p_channel <> 'email' and r.phone is null and r.email is not null then 'email' else p_channel end;
  select x.subject, x.body_text, x.body_html into subject, body_text, body_html
  from private.render_message('dues_reminder',
         private.dues_reminder_variables(r.full_name, r.category_names, r.amount_due, r.oldest_due_date), channel,
         private.member_language(p_member_id)) x;
  if channel <> 'email' then
    subject := null;
    body_html := null;
  end if;
  return next;
end;
$$;

comment on function private.preview_reminder(uuid, public.message_channel) is
  'The dues_reminder a member would receive now on a channel, exactly as queue_reminders renders it (in the member''s language; WhatsApp and SMS: the text; email: subject, text and HTML; no phone: the email fallback). Requires dues.remind in the member''s DPC; P0002 for a member out of scope or without overdue bills.';
revoke all on function private.preview_reminder(uuid, public.message_channel) from public;
grant execute on function private.preview_reminder(uuid, public.message_channel) to authenticated, service_role;

create function public.preview_reminder(p_member_id uuid, p_channel public.message_channel default 'whatsapp')
returns table (channel public.message_channel, subject text, body_text text, body_html text)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.preview_reminder(p_member_id, p_channel)
$$;

comment on function public.preview_reminder(uuid, public.message_channel) is
  'The overdue reminder a member would receive on a channel (private.preview_reminder).';
revoke all on function public.preview_reminder(uuid, public.message_channel) from public, anon;
grant execute on function public.preview_reminder(uuid, public.message_channel) to authenticated, service_role;
