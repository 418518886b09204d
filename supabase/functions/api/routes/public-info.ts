import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import {
  organizationStructureSchema,
  publicDuesCategoriesSchema,
  type Chapter,
  type ProvinceChapter,
} from '../../_shared/contracts/content.ts';
import type { AppEnv } from '../app-env.ts';
import { anonymousCaller, asCaller, type Sql } from '../db.ts';
import { ok } from './openapi-helpers.ts';
import { PUBLIC_REFERENCE_CACHE } from './route-support.ts';

const tags = ['Content'];

const structureRoute = createRoute({
  method: 'get',
  path: '/content/structure',
  tags,
  summary: 'The chapter structure: DPP, every DPW and its DPCs, with public contact details (public)',
  responses: { 200: ok(organizationStructureSchema, 'DPW and DPC ordered by name') },
});

const duesCategoriesRoute = createRoute({
  method: 'get',
  path: '/content/dues-categories',
  tags,
  summary: 'Active dues categories with amount and period, for the payment guide (public)',
  responses: { 200: ok(publicDuesCategoriesSchema, 'Active categories, cheapest first') },
});

type ChapterRow = Chapter & { level: 'DPP' | 'DPW' | 'DPC'; parentId: string | null };

/** Nests the flat, name-ordered list: DPP, its DPWs, their DPCs. */
function nest(rows: ChapterRow[]) {
  const provinces = new Map<string, ProvinceChapter>();
  let national: Chapter | null = null;
  const strip = ({ id, name, bpsCode, address, phone, email }: ChapterRow): Chapter => ({
    id,
    name,
    bpsCode,
    address,
    phone,
    email,
  });
  for (const row of rows) {
    if (row.level === 'DPP') national = strip(row);
    if (row.level === 'DPW') provinces.set(row.id, { ...strip(row), branches: [] });
  }
  for (const row of rows) {
    if (row.level === 'DPC' && row.parentId) provinces.get(row.parentId)?.branches.push(strip(row));
  }
  return { national, provinces: [...provinces.values()] };
}

export function publicInfoRoutes(sql: Sql) {
  const app = new OpenAPIHono<AppEnv>();

  app.openapi(structureRoute, async (c) => {
    const rows = await asCaller(
      sql,
      anonymousCaller,
      (tx) => tx<ChapterRow[]>`
        select o.id, o.name, o.level, o.parent_id as "parentId", o.bps_code as "bpsCode", o.address, o.phone, o.email
        from public.organizations o
        where o.is_active
        order by o.name
      `,
    );
    c.header('cache-control', PUBLIC_REFERENCE_CACHE);
    return c.json({ success: true as const, data: organizationStructureSchema.parse(nest(rows)) }, 200);
  });

  app.openapi(duesCategoriesRoute, async (c) => {
    // anon reads active categories only (policy dues_categories_select_anon).
    const categories = await asCaller(
      sql,
      anonymousCaller,
      (tx) => tx`
        select c.id, c.name, c.amount, c.period, c.description, to_json(c.updated_at) #>> '{}' as "lastUpdated"
        from public.dues_categories c
        where c.is_active
        order by c.amount, c.name
      `,
    );
    c.header('cache-control', PUBLIC_REFERENCE_CACHE);
    return c.json({ success: true as const, data: publicDuesCategoriesSchema.parse({ categories }) }, 200);
  });

  return app;
}
