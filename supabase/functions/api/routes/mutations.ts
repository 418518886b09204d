import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { listMutationsQuerySchema, mutationListSchema } from '../../_shared/contracts/dashboard.ts';
import type { AppEnv } from '../app-env.ts';
import type { AccessTokenVerifier } from '../auth/access-token.ts';
import { requireUser } from '../auth/require-user.ts';
import { asCaller, type Sql } from '../db.ts';
import { bearerAuth, failure, ok } from './_shared/openapi-helpers.ts';
import { callerOf, pagination } from './route-support.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/mutations',
  tags: ['Mutations'],
  summary: 'Mutation requests in scope (a member: their own), newest first; optional status',
  security: bearerAuth,
  request: { query: listMutationsQuerySchema },
  responses: { 200: ok(mutationListSchema, 'One page and the total'), 401: failure('Not signed in') },
});

export function mutationRoutes(deps: { sql: Sql; verifyAccessToken: AccessTokenVerifier }) {
  const { sql } = deps;
  const app = new OpenAPIHono<AppEnv>();
  app.use('/mutations', requireUser(deps.verifyAccessToken));

  app.openapi(listRoute, async (c) => {
    const { status, page, limit } = c.req.valid('query');
    const data = await asCaller(sql, callerOf(c), async (tx) => {
      // RLS decides; the explicit scope lets the planner use the origin/target indexes.
      const [scope] = await tx<{ national: boolean; ids: string[] }[]>`
        select private.has_national_scope() as national, private.administered_organization_ids() as ids`;
      const ids = scope?.ids ?? [];
      const filter = tx`
        (${status ?? null}::public.mutation_status is null or r.status = ${status ?? null}::public.mutation_status)
        and (${scope?.national ?? false}
             or r.origin_organization_id = any (${ids}::uuid[])
             or r.target_organization_id = any (${ids}::uuid[])
             or r.member_id = (select private.current_member_id()))`;
      const [count] = await tx<{ total: number }[]>`
        select count(*)::int as total from public.mutation_requests r where ${filter}`;
      const mutations = await tx`
        select r.id, r.member_id as "memberId", r.member_name as "memberName", r.member_nap as "memberNAP",
               fo.name as "currentLocation", t.name as "targetLocation",
               to_json(r.requested_at) #>> '{}' as "requestDate", to_json(r.completed_at) #>> '{}' as "completedDate",
               r.reason, r.status, r.priority, r.urgency,
               json_build_object('sipCurrent', r.has_sip_current, 'sipTarget', r.has_sip_target,
                                 'recommendationLetter', r.has_recommendation_letter) as documents,
               r.documents_complete as "documentsComplete"
        from public.mutation_requests r
        join public.organizations fo on fo.id = r.origin_organization_id
        join public.organizations t on t.id = r.target_organization_id
        where ${filter}
        order by r.requested_at desc, r.id
        limit ${limit} offset ${(page - 1) * limit}
      `;
      return { mutations, pagination: pagination(page, limit, count?.total ?? 0) };
    });
    return c.json({ success: true as const, data: mutationListSchema.parse(data) }, 200);
  });

  return app;
}
