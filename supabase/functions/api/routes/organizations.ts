import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { listOrganizationsQuerySchema, organizationListSchema } from '../../_shared/contracts/organizations.ts';
import type { AppEnv } from '../app-env.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import { ok } from './openapi-helpers.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/organizations',
  tags: ['Organizations'],
  summary: 'Active chapters (public): for the registration DPC picker and the public pages',
  request: { query: listOrganizationsQuerySchema },
  responses: { 200: ok(organizationListSchema, 'Chapters ordered by province, then name') },
});

export function organizationRoutes(sql: Sql) {
  return new OpenAPIHono<AppEnv>().openapi(listRoute, async (c) => {
    const { level, parentId } = c.req.valid('query');
    const organizations = await asCaller(
      sql,
      anonymousCaller,
      (tx) => tx<
        {
          id: string;
          name: string;
          level: 'DPP' | 'DPW' | 'DPC';
          bpsCode: string | null;
          parentId: string | null;
          provinceName: string | null;
        }[]
      >`
        select o.id, o.name, o.level, o.bps_code as "bpsCode", o.parent_id as "parentId",
               case o.level when 'DPW' then o.name when 'DPC' then p.name end as "provinceName"
        from public.organizations o
        left join public.organizations p on p.id = o.parent_id
        where o.is_active
          and (${level ?? null}::public.organization_level is null or o.level = ${level ?? null}::public.organization_level)
          and (${parentId ?? null}::uuid is null or o.parent_id = ${parentId ?? null}::uuid)
        order by o.level, "provinceName" nulls first, o.name
      `,
    );
    return c.json({ success: true as const, data: { organizations } }, 200);
  });
}
