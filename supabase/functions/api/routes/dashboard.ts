import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { recentAuditQuerySchema, recentAuditSchema } from '../../_shared/contracts/dashboard.ts';
import { dashboardBadgesSchema } from '../../_shared/contracts/members.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requireUser } from '../auth/require-user.ts';
import { asCaller, type Sql } from '../db.ts';
import { bearerAuth, failure, ok } from './_shared/openapi-helpers.ts';
import { callerOf } from './route-support.ts';

const badgesRoute = createRoute({
  method: 'get',
  path: '/dashboard/badges',
  tags: ['Dashboard'],
  summary: 'Live sidebar and bell counts: pending verifications and mutation decisions in scope, unread notifications',
  security: bearerAuth,
  responses: { 200: ok(dashboardBadgesSchema, 'The counts'), 401: failure('Not signed in') },
});

const recentRoute = createRoute({
  method: 'get',
  path: '/audit/recent',
  tags: ['Dashboard'],
  summary: "Recent activity: the newest audit entries in the caller's scope",
  security: bearerAuth,
  request: { query: recentAuditQuerySchema },
  responses: { 200: ok(recentAuditSchema, 'Newest first'), 401: failure('Not signed in') },
});

/**
 * Indonesian labels of the audit actions the recent activity shows; other entries (reference data,
 * role definitions, seed bookkeeping) are not activity an officer follows.
 */
const actionLabels: Record<string, string> = {
  'members.verify': 'Anggota diverifikasi',
  'members.reject': 'Pendaftaran ditolak',
  'members.set_status': 'Status keanggotaan diubah',
  'members.create': 'Anggota ditambahkan',
  'members.insert': 'Pendaftaran anggota baru',
  'members.update': 'Data anggota diubah',
  'members.import': 'Anggota diimpor',
  'members.transfer': 'Anggota pindah DPC',
  'members.delete': 'Anggota dihapus',
  'mutation_requests.insert': 'Permohonan mutasi diajukan',
  'mutation_requests.release': 'Mutasi dilepas DPC asal',
  'mutation_requests.accept': 'Mutasi diterima DPC tujuan',
  'mutation_requests.reject': 'Mutasi ditolak',
  'mutation_requests.complete': 'Mutasi selesai',
  'payments.record': 'Pembayaran dicatat',
  'payments.settle': 'Pembayaran diterima',
  'bills.generate': 'Tagihan iuran diterbitkan',
  'reminders.queue': 'Pengingat tunggakan dijadwalkan',
  'dues_categories.insert': 'Kategori iuran ditambahkan',
  'dues_categories.update': 'Kategori iuran diubah',
  'role_assignments.insert': 'Peran diberikan',
  'role_assignments.delete': 'Peran dicabut',
};

export function dashboardRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const { sql } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.use('/dashboard/*', requireUser(deps.verifyAccessToken));
  app.use('/audit/*', requireUser(deps.verifyAccessToken));

  app.openapi(badgesRoute, async (c) => {
    const [row] = await asCaller(
      sql,
      callerOf(c),
      (tx) => tx<{ badges: unknown }[]>`select public.dashboard_badges() as badges`,
    );
    return c.json({ success: true as const, data: dashboardBadgesSchema.parse(row?.badges) }, 200);
  });

  app.openapi(recentRoute, async (c) => {
    const { limit } = c.req.valid('query');
    const rows = await asCaller(sql, callerOf(c), async (tx) => {
      // RLS decides; the explicit scope lets the planner use (organization_id, created_at).
      const [scope] = await tx<{ national: boolean; ids: string[] }[]>`
        select private.has_permission('system.view_audit') as national,
               private.administered_organization_ids() as ids`;
      return tx<
        {
          id: string;
          action: string;
          entity: string;
          entityId: string | null;
          actorName: string | null;
          actorRole: string;
          organizationName: string | null;
          subject: string | null;
          amount: string | null;
          createdAt: string;
        }[]
      >`
        select a.id::text, a.action, a.entity, a.entity_id as "entityId",
               (select m.full_name from public.members m where m.user_id = a.actor_id) as "actorName",
               a.actor_role as "actorRole", o.name as "organizationName",
               case a.entity
                 when 'mutation_requests' then coalesce(a.after, a.before) ->> 'member_name'
                 when 'members' then coalesce(a.after, a.before) ->> 'full_name'
                 when 'payments' then (select m.full_name from public.members m where m.id = (a.after ->> 'member_id')::uuid)
                 else coalesce(a.after, a.before) ->> 'name'
               end as subject,
               case when a.entity = 'payments' then (a.after ->> 'amount')::bigint end as amount,
               to_json(a.created_at) #>> '{}' as "createdAt"
        from public.audit_logs a
        left join public.organizations o on o.id = a.organization_id
        where (${scope?.national ?? false} or a.organization_id = any (${scope?.ids ?? []}::uuid[]))
          and a.action = any (${Object.keys(actionLabels)}::text[])
          -- record_payment settles in the same call: its settlement repeats the "recorded" entry.
          -- A settlement without an actor (the payment webhook) is news of its own.
          and not (a.action = 'payments.settle' and a.actor_id is not null)
        order by a.created_at desc, a.id desc
        limit ${limit}
      `;
    });
    const entries = rows.map(({ subject, amount, ...row }) => ({
      ...row,
      id: Number(row.id),
      summary: `${actionLabels[row.action] ?? row.action}${subject ? `: ${subject}` : ''}`,
      amount: amount === null ? null : Number(amount),
    }));
    return c.json({ success: true as const, data: recentAuditSchema.parse({ entries }) }, 200);
  });

  return app;
}
