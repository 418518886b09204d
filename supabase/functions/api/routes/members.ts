import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type postgres from 'postgres';
import {
  createMemberSchema,
  listMembersQuerySchema,
  memberDetailSchema,
  memberListSchema,
  memberMessages,
  memberMutationResultSchema,
  memberProfileSchema,
  memberStatsSchema,
  reasonSchema,
  updateMemberSchema,
  verificationQueueSchema,
  type MemberProfile,
} from '../../_shared/contracts/members.ts';
import { organizationListSchema } from '../../_shared/contracts/organizations.ts';
import { pageNumber, pageSize } from '../../_shared/contracts/primitives.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requirePermission } from '../auth/require-permission.ts';
import { requireUser } from '../auth/require-user.ts';
import { asCaller, type Sql } from '../db.ts';
import { AppError } from '../errors.ts';
import { creatableChapters, toMemberColumns } from './member-data.ts';
import { memberTransferRoutes } from './member-transfer.ts';
import { bearerAuth, failure, jsonBody, ok } from './_shared/openapi-helpers.ts';
import { callerOf, mapDatabaseErrors, pagination } from './route-support.ts';

const tags = ['Members'];
const idParams = z.object({ id: z.guid().openapi({ param: { name: 'id', in: 'path' } }) });
const officerErrors = {
  401: failure('Not signed in'),
  403: failure('Not an officer with the permission, or the member is outside the scope'),
};

const statsRoute = createRoute({
  method: 'get',
  path: '/members/stats/overview',
  tags,
  summary: "Member counts in the officer's scope",
  security: bearerAuth,
  responses: { 200: ok(memberStatsSchema, 'Counts by status and type'), ...officerErrors },
});

const listRoute = createRoute({
  method: 'get',
  path: '/members',
  tags,
  summary: 'Member directory: search by NAP or name (case, accents and typos forgiven), status filter, pages',
  security: bearerAuth,
  request: { query: listMembersQuerySchema },
  responses: {
    200: ok(memberListSchema, 'One page of members and the pagination'),
    400: failure('Invalid query'),
    ...officerErrors,
  },
});

const verificationRoute = createRoute({
  method: 'get',
  path: '/members/verification',
  tags,
  summary: 'Pending applications in scope, oldest first, with their documents',
  security: bearerAuth,
  request: {
    query: z.object({
      page: pageNumber(),
      limit: pageSize({ max: 100, fallback: 20 }),
    }),
  },
  responses: { 200: ok(verificationQueueSchema, 'Pending applications'), ...officerErrors },
});

const chaptersRoute = createRoute({
  method: 'get',
  path: '/members/chapters',
  tags,
  summary: 'The active DPCs in which the caller may add members, by province and name (registration picker)',
  security: bearerAuth,
  responses: { 200: ok(organizationListSchema, 'Chapters in scope'), ...officerErrors },
});

const createMemberRoute = createRoute({
  method: 'post',
  path: '/members',
  tags,
  summary: 'Add a member directly (PENDING; the NAP is assigned on verification)',
  security: bearerAuth,
  request: jsonBody(createMemberSchema),
  responses: {
    201: ok(memberMutationResultSchema, 'Member added'),
    400: failure('Invalid input, or the DPC is not an active chapter'),
    409: failure('Email or STR number already registered'),
    ...officerErrors,
  },
});

const detailRoute = createRoute({
  method: 'get',
  path: '/members/{id}',
  tags,
  summary: 'A member: profile, bills, payments, mutations and documents',
  security: bearerAuth,
  request: { params: idParams },
  responses: {
    200: ok(memberDetailSchema, 'The member'),
    404: failure('Not found or outside the scope'),
    ...officerErrors,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/members/{id}',
  tags,
  summary: "Edit a member's data (officer of the member's DPC)",
  security: bearerAuth,
  request: { params: idParams, ...jsonBody(updateMemberSchema) },
  responses: {
    200: ok(memberMutationResultSchema, 'Updated member'),
    400: failure('Invalid input'),
    404: failure('Not found or outside the scope'),
    409: failure('Email or STR number already used by another member'),
    ...officerErrors,
  },
});

const actionResponses = {
  200: ok(memberMutationResultSchema, 'The member after the change'),
  400: failure('Reason missing'),
  404: failure('Not found or outside the scope'),
  409: failure('Not allowed from the current status'),
  ...officerErrors,
};
const reasonActionRoute = (path: string, summary: string) =>
  createRoute({
    method: 'post',
    path,
    tags,
    summary,
    security: bearerAuth,
    request: { params: idParams, ...jsonBody(reasonSchema) },
    responses: actionResponses,
  });
const deactivateRoute = reasonActionRoute('/members/{id}/deactivate', 'Deactivate a member (reason required, audited)');
const rejectRoute = reasonActionRoute('/members/{id}/reject', 'Reject a pending application with a reason');
const verifyRoute = createRoute({
  method: 'post',
  path: '/members/{id}/verify',
  tags,
  summary: 'Verify a pending application: assigns the NAP and notifies the member',
  security: bearerAuth,
  request: { params: idParams },
  responses: actionResponses,
});

/** The profile columns, camelCased, dates as `YYYY-MM-DD` and times as ISO text. */
function profileColumns(sql: postgres.TransactionSql) {
  return sql`
    m.id, m.nap, m.full_name as "fullName", m.email, m.phone, m.birth_date::text as "birthDate", m.gender,
    m.address, m.city, m.province, m.postal_code as "postalCode", m.profession, m.specialization, m.workplace,
    m.education, m.str_number as "strNumber", m.str_expiry_date::text as "strExpiryDate", m.sip_number as "sipNumber",
    m.sip_expiry_date::text as "sipExpiryDate", m.member_since::text as "memberSince",
    m.membership_type as "membershipType", m.membership_status as "membershipStatus", m.status_reason as "statusReason",
    m.position, m.join_date::text as "joinDate", m.expiry_date::text as "expiryDate",
    m.organization_id as "organizationId", o.name as "organizationName", o.bps_code as "organizationCode",
    m.user_id is not null as "hasLogin", to_json(m.verified_at) #>> '{}' as "verifiedAt",
    to_json(m.created_at) #>> '{}' as "createdAt"
  `;
}

async function loadProfile(tx: postgres.TransactionSql, id: string): Promise<MemberProfile> {
  const [row] = await tx<MemberProfile[]>`
    select ${profileColumns(tx)}
    from public.members m join public.organizations o on o.id = m.organization_id
    where m.id = ${id}
  `;
  if (!row) throw new AppError('MEMBER_NOT_FOUND');
  return row;
}

/** 409 when another member already has this email or STR number (anywhere in the register). */
async function assertNoDuplicate(
  tx: postgres.TransactionSql,
  values: { email?: string | null; strNumber?: string | null },
  exceptId?: string,
) {
  if (!values.email && !values.strNumber) return;
  const found = await tx<{ field: string; value: string }[]>`
    select d.field, d.value from public.find_member_duplicates(
      '{}'::text[], ${values.email ? [values.email] : []}::text[], ${values.strNumber ? [values.strNumber] : []}::text[]
    ) d
    where ${exceptId ?? null}::uuid is null or not exists (
      select 1 from public.members m where m.id = ${exceptId ?? null}::uuid
        and ((d.field = 'email' and lower(m.email) = d.value) or (d.field = 'strNumber' and m.str_number = d.value))
    )
  `;
  if (found[0]) {
    throw new AppError(
      'DUPLICATE',
      found[0].field === 'email' ? 'Email sudah terdaftar.' : 'Nomor STR sudah terdaftar.',
    );
  }
}

export function memberRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const { sql } = deps;
  const app = new OpenAPIHono<AppEnv>();
  // `/members/*` covers `/members` too.
  app.use('/members/*', requireUser(deps.verifyAccessToken), requirePermission(sql, 'members.view'));
  app.on('POST', '/members', requirePermission(sql, 'members.create'));
  app.use('/members/chapters', requirePermission(sql, 'members.create'));
  app.on('PATCH', '/members/:id', requirePermission(sql, 'members.edit'));
  app.use('/members/:id/deactivate', requirePermission(sql, 'members.edit'));
  app.use('/members/:id/verify', requirePermission(sql, 'members.verify'));
  app.use('/members/:id/reject', requirePermission(sql, 'members.verify'));
  app.use('/members/verification', requirePermission(sql, 'members.verify'));

  app.openapi(statsRoute, async (c) => {
    const [row] = await asCaller(
      sql,
      callerOf(c),
      (tx) => tx<{ stats: unknown }[]>`select public.member_statistics() as stats`,
    );
    return c.json({ success: true as const, data: memberStatsSchema.parse(row?.stats) }, 200);
  });

  app.openapi(listRoute, async (c) => {
    const { page, limit, search, status } = c.req.valid('query');
    const rows = await mapDatabaseErrors(() =>
      asCaller(
        sql,
        callerOf(c),
        (tx) => tx`
          select s.id, s.full_name as "fullName", s.nap as "memberNumber", s.email, s.phone, s.position, s.city,
                 s.membership_status as "membershipStatus", s.membership_type as "membershipType",
                 s.join_date::text as "joinDate", s.expiry_date::text as "expiryDate",
                 s.organization_id as "organizationId", s.organization_name as "organizationName",
                 s.total_count::int as "totalCount"
          from public.search_members(
            ${search || null}, ${status && status !== 'ALL' ? status : null}::public.membership_status,
            ${limit}, ${(page - 1) * limit}
          ) s
        `,
      ),
    );
    let total = (rows[0]?.totalCount as number | undefined) ?? (page === 1 ? 0 : undefined);
    if (total === undefined) {
      // A page past the end: the total still matters to the pager.
      const [first] = await asCaller(
        sql,
        callerOf(c),
        (tx) => tx<{ total: number }[]>`
          select s.total_count::int as total from public.search_members(
            ${search || null}, ${status && status !== 'ALL' ? status : null}::public.membership_status, 1, 0) s`,
      );
      total = first?.total ?? 0;
    }
    const members = rows.map(({ totalCount: _ignored, ...member }) => member);
    return c.json(
      { success: true as const, data: memberListSchema.parse({ members, pagination: pagination(page, limit, total) }) },
      200,
    );
  });

  app.openapi(verificationRoute, async (c) => {
    const { page, limit } = c.req.valid('query');
    const data = await asCaller(sql, callerOf(c), async (tx) => {
      const scope = tx`m.membership_status = 'PENDING'
        and m.organization_id = any (private.organization_ids_with_permission('members.verify'))`;
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total from public.members m where ${scope}`;
      const total = count?.total ?? 0;
      const applications = await tx<(MemberProfile & { documents: unknown })[]>`
        select ${profileColumns(tx)},
               coalesce((select json_agg(json_build_object('id', d.id, 'kind', d.kind, 'title', d.title) order by d.created_at)
                         from public.documents d where d.member_id = m.id), '[]') as documents
        from public.members m join public.organizations o on o.id = m.organization_id
        where ${scope}
        order by m.created_at, m.id
        limit ${limit} offset ${(page - 1) * limit}
      `;
      return { applications, pagination: pagination(page, limit, total) };
    });
    return c.json({ success: true as const, data: verificationQueueSchema.parse(data) }, 200);
  });

  // Export and import live in their own module (same paths, registered before `/members/{id}`).
  app.route('/', memberTransferRoutes(deps));

  app.openapi(chaptersRoute, async (c) => {
    const organizations = await asCaller(sql, callerOf(c), (tx) => creatableChapters(tx));
    return c.json({ success: true as const, data: organizationListSchema.parse({ organizations }) }, 200);
  });

  app.openapi(createMemberRoute, async (c) => {
    const { organizationId, ...fields } = c.req.valid('json');
    const member = await mapDatabaseErrors(() =>
      asCaller(sql, callerOf(c), async (tx) => {
        const chapters = await creatableChapters(tx);
        let chapter = organizationId;
        if (!chapter) {
          if (chapters.length !== 1 || !chapters[0]) {
            throw new AppError('VALIDATION_ERROR', memberMessages.chapterRequired);
          }
          chapter = chapters[0].id;
        } else if (!chapters.some((candidate) => candidate.id === chapter)) {
          const [dpc] = await tx`
            select 1 from public.organizations where id = ${chapter} and level = 'DPC' and is_active`;
          throw dpc
            ? new AppError('OUT_OF_SCOPE', memberMessages.chapterOutOfScope)
            : new AppError('VALIDATION_ERROR', memberMessages.chapterNotFound);
        }
        await assertNoDuplicate(tx, fields);
        await tx`select set_config('simk.audit_action', 'members.create', true)`;
        const [created] = await tx<{ id: string }[]>`
          insert into public.members ${tx({ ...toMemberColumns(fields), organization_id: chapter })}
          returning id
        `;
        if (!created) throw new AppError('OUT_OF_SCOPE');
        return loadProfile(tx, created.id);
      }),
    );
    return c.json({ success: true as const, data: { member: memberProfileSchema.parse(member) } }, 201);
  });

  app.openapi(detailRoute, async (c) => {
    const { id } = c.req.valid('param');
    const data = await asCaller(sql, callerOf(c), async (tx) => {
      const member = await loadProfile(tx, id);
      const [bills, payments, mutations, documents] = await Promise.all([
        tx`
          select b.id, dc.name as category, b.period_start::text as "periodStart", b.period_end::text as "periodEnd",
                 b.due_date::text as "dueDate", b.amount, b.status, to_json(b.paid_at) #>> '{}' as "paidAt"
          from public.bills b join public.dues_categories dc on dc.id = b.category_id
          where b.member_id = ${id}
          order by b.due_date desc, dc.name
          limit 36
        `,
        tx`
          select p.id, p.amount, p.method, p.status, p.transaction_id as "transactionId",
                 to_json(p.paid_at) #>> '{}' as "paidAt", to_json(p.created_at) #>> '{}' as "createdAt"
          from public.payments p where p.member_id = ${id}
          order by p.created_at desc
          limit 24
        `,
        tx`
          select r.id, fo.name as "fromLocation", t.name as "toLocation", r.status,
                 to_json(r.requested_at) #>> '{}' as "requestDate", to_json(r.completed_at) #>> '{}' as "completedDate",
                 r.reason
          from public.mutation_requests r
          join public.organizations fo on fo.id = r.origin_organization_id
          join public.organizations t on t.id = r.target_organization_id
          where r.member_id = ${id}
          order by r.requested_at desc
        `,
        tx`
          select d.id, d.kind, d.title, d.mime_type as "mimeType", to_json(d.created_at) #>> '{}' as "createdAt"
          from public.documents d where d.member_id = ${id}
          order by d.created_at desc
        `,
      ]);
      const [permitted] = await tx<{ edit: boolean; verify: boolean }[]>`
        select private.can_in_organization('members.edit', ${member.organizationId}) as edit,
               private.can_in_organization('members.verify', ${member.organizationId}) as verify`;
      const actions = {
        edit: permitted?.edit ?? false,
        // set_membership_status: a pending application is rejected, not deactivated.
        deactivate: (permitted?.edit ?? false) && ['ACTIVE', 'EXPIRED', 'SUSPENDED'].includes(member.membershipStatus),
        verify: (permitted?.verify ?? false) && member.membershipStatus === 'PENDING',
      };
      const [summary] = await tx`
        select count(*) filter (where b.status = 'unpaid')::int as "unpaidBills",
               coalesce(sum(b.amount) filter (where b.status = 'unpaid' and b.due_date < current_date), 0)::int as arrears,
               coalesce((select sum(p.amount) from public.payments p where p.member_id = ${id} and p.status = 'completed'), 0)::int
                 as "totalPaid"
        from public.bills b where b.member_id = ${id}
      `;
      return { member, bills, payments, mutations, documents, summary, actions };
    });
    return c.json({ success: true as const, data: memberDetailSchema.parse(data) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const fields = c.req.valid('json');
    const member = await mapDatabaseErrors(
      () =>
        asCaller(sql, callerOf(c), async (tx) => {
          const current = await loadProfile(tx, id);
          const [permission] = await tx<{ allowed: boolean }[]>`
            select private.can_in_organization('members.edit', ${current.organizationId}) as allowed`;
          if (!permission?.allowed) throw new AppError('OUT_OF_SCOPE');
          const joinDate = fields.joinDate === undefined ? current.joinDate : fields.joinDate;
          const expiryDate = fields.expiryDate === undefined ? current.expiryDate : fields.expiryDate;
          if (joinDate && expiryDate && expiryDate < joinDate) {
            throw new AppError('VALIDATION_ERROR', memberMessages.expiryBeforeJoin);
          }
          await assertNoDuplicate(
            tx,
            {
              email: fields.email && fields.email !== current.email?.toLowerCase() ? fields.email : null,
              strNumber: fields.strNumber && fields.strNumber !== current.strNumber ? fields.strNumber : null,
            },
            id,
          );
          await tx`select set_config('simk.audit_action', 'members.update', true)`;
          const updated =
            await tx`update public.members set ${tx(toMemberColumns(fields))} where id = ${id} returning id`;
          if (updated.length === 0) throw new AppError('OUT_OF_SCOPE');
          return loadProfile(tx, id);
        }),
      'MEMBER_NOT_FOUND',
    );
    return c.json({ success: true as const, data: { member: memberProfileSchema.parse(member) } }, 200);
  });

  const runAction = (
    c: Parameters<Parameters<typeof app.openapi>[1]>[0],
    call: (tx: postgres.TransactionSql) => Promise<unknown>,
    id: string,
  ) =>
    mapDatabaseErrors(
      () =>
        asCaller(sql, callerOf(c), async (tx) => {
          await call(tx);
          return loadProfile(tx, id);
        }),
      'MEMBER_NOT_FOUND',
    );

  app.openapi(deactivateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const member = await runAction(
      c,
      (tx) => tx`select 1 from public.set_membership_status(${id}, 'INACTIVE', ${reason})`,
      id,
    );
    return c.json({ success: true as const, data: { member: memberProfileSchema.parse(member) } }, 200);
  });

  app.openapi(verifyRoute, async (c) => {
    const { id } = c.req.valid('param');
    const member = await runAction(c, (tx) => tx`select 1 from public.verify_member(${id})`, id);
    return c.json({ success: true as const, data: { member: memberProfileSchema.parse(member) } }, 200);
  });

  app.openapi(rejectRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const member = await runAction(c, (tx) => tx`select 1 from public.reject_member_application(${id}, ${reason})`, id);
    return c.json({ success: true as const, data: { member: memberProfileSchema.parse(member) } }, 200);
  });

  return app;
}
