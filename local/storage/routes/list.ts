import { Hono } from 'hono';
import { runAs } from '../actions.ts';
import { authenticate } from '../callers.ts';
import type { StorageContext } from '../context.ts';
import { checkBucketName, inputs, parseBody } from '../input.ts';
import { objectsUnder, type ObjectRow } from '../objects.ts';

type ListItem = Pick<ObjectRow, 'name' | 'metadata'> & {
  id: string | null;
  updated_at: Date | null;
  created_at: Date | null;
  last_accessed_at: Date | null;
};

/**
 * `POST /object/list/{bucket}`: one level of the bucket under `prefix`, as storage.search returns
 * it. Files are the objects the caller may read (SELECT policy); a folder is the next path segment
 * of deeper objects, with `id: null`. `search` keeps the items whose name starts with it.
 */
export function listRoutes(context: StorageContext): Hono {
  const app = new Hono();

  app.post('/object/list/:bucket', async (c) => {
    const caller = await authenticate(context, c);
    const bucketId = checkBucketName(c.req.param('bucket'));
    const { prefix, limit, offset, sortBy, search } = await parseBody(c, inputs.list);
    const folder = prefix.replace(/^\/+|\/+$/g, '');
    const base = folder ? `${folder}/` : '';
    const rows = await runAs(context, caller, (tx) => objectsUnder(tx, bucketId, base));

    const items = new Map<string, ListItem>();
    for (const row of rows) {
      const rest = row.name.slice(base.length);
      const slash = rest.indexOf('/');
      const name = slash === -1 ? rest : rest.slice(0, slash);
      if (!name.toLowerCase().startsWith(search.toLowerCase())) continue;
      if (slash === -1) {
        items.set(`file:${name}`, {
          name,
          id: row.id,
          updated_at: row.updated_at,
          created_at: row.created_at,
          last_accessed_at: row.last_accessed_at,
          metadata: row.metadata,
        });
      } else if (!items.has(`folder:${name}`)) {
        const empty = { id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null };
        items.set(`folder:${name}`, { name, ...empty });
      }
    }
    const direction = sortBy.order === 'desc' ? -1 : 1;
    const sorted = [...items.values()].sort((a, b) => direction * compare(a, b, sortBy.column));
    return c.json(sorted.slice(offset, offset + limit));
  });

  return app;
}

function compare(a: ListItem, b: ListItem, column: 'name' | 'updated_at' | 'created_at' | 'last_accessed_at'): number {
  if (column === 'name') return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  const x = a[column]?.getTime() ?? -Infinity;
  const y = b[column]?.getTime() ?? -Infinity;
  return x - y || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}
