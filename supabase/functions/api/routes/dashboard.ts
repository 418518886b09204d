import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { recentAuditQuerySchema, recentAuditSchema } from '../../_shared/contracts/dashboard.ts';
import { dashboardBadgesSchema } from '../../_shared/contracts/members.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requireUser } from '../auth/require-user.ts';
import { asCaller, type Sql } from '../db.ts';
import { bearerAuth, failure, ok } from './openapi-helpers.ts';
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

/** Indonesian labels of audit actions; others fall back to `entity.operation`. */
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
          createdAt: string;
        }[]
      >`
        select a.id::text, a.action, a.entity, a.entity_id as "entityId",
               (select m.full_name from public.members m where m.user_id = a.actor_id) as "actorName",
               a.actor_role as "actorRole", o.name as "organizationName",
               coalesce(a.after, a.before) ->> (case when a.entity = 'mutation_requests' then 'member_name'
                                                     when a.entity = 'members' then 'full_name' else 'name' end) as subject,
               to_json(a.created_at) #>> '{}' as "createdAt"
        from public.audit_logs a
        left join public.organizations o on o.id = a.organization_id
        where ${scope?.national ?? false} or a.organization_id = any (${scope?.ids ?? []}::uuid[])
        order by a.created_at desc, a.id desc
        limit ${limit}
      `;
    });
    const entries = rows.map(({ subject, ...row }) => ({
      ...row,
      id: Number(row.id),
      summary: `${actionLabels[row.action] ?? row.action}${subject ? `: ${subject}` : ''}`,
    }));
    return c.json({ success: true as const, data: recentAuditSchema.parse({ entries }) }, 200);
  });

  return app;
}
