// Shared setup of the storage-service conformance tests: the backend of `npm start` (gateway, auth
// and storage services) on a cloned database, and supabase-js clients signed in as demo accounts,
// so every call goes through storage-js exactly as the web app makes it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD } from '../../../local/demo-accounts.ts';
import { pngOf } from '../../support/images.ts';
import { captchaToken, useAuthStack, type AuthStack } from '../auth-service/harness.ts';

export const DEMO = {
  anggota: 'anggota@simk.test',
  dpcBandung: 'dpc.bandung@simk.test',
  dpcSurabaya: 'dpc.surabaya@simk.test',
  dpwJabar: 'dpw.jabar@simk.test',
  superadmin: 'superadmin@simk.test',
} as const;

export type DemoName = keyof typeof DEMO;

export interface StorageStack extends AuthStack {
  /** A client signed in as the demo account, as the web app is after login. */
  as(name: DemoName): SupabaseClient;
  /** `<url>/storage/v1` */
  storageUrl: string;
}

export function useStorageStack(): StorageStack {
  const stack = useAuthStack() as StorageStack;
  const clients = new Map<DemoName, SupabaseClient>();
  beforeAll(async () => {
    stack.storageUrl = `${stack.url}/storage/v1`;
    for (const name of Object.keys(DEMO) as DemoName[]) {
      const client = stack.anon();
      const { error } = await client.auth.signInWithPassword({
        email: DEMO[name],
        password: DEMO_PASSWORD,
        options: { captchaToken },
      });
      expect(error).toBeNull();
      clients.set(name, client);
    }
    stack.as = (name) => clients.get(name)!;
  });
  return stack;
}

/** The members.id of a demo account (its folder in the member buckets). */
export async function memberIdOf(stack: AuthStack, email: string): Promise<string> {
  const [row] = await stack.db.sql<{ id: string }[]>`
    select m.id from public.members m join auth.users u on u.id = m.user_id where u.email = ${email}`;
  if (!row) throw new Error(`${email} has no member row`);
  return row.id;
}

/** The id of a member of the DPC with this BPS code who has no login (a register entry). */
export async function memberInDpc(stack: AuthStack, bps: string): Promise<string> {
  const [row] = await stack.db.sql<{ id: string }[]>`
    select m.id from public.members m join public.organizations o on o.id = m.organization_id
    where o.bps_code = ${bps} and m.user_id is null order by m.id limit 1`;
  if (!row) throw new Error(`no member in ${bps}`);
  return row.id;
}

/** A small PDF-looking file for the member-documents bucket. */
export function pdf(text = 'SIMK'): Blob {
  return new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: 'application/pdf' });
}

/** A valid 1 × 1 PNG padded after its end to `bytes`: enough for the buckets' type, size and pixel checks. */
export function png(bytes = 64): Blob {
  const image = pngOf(1, 1);
  const data = new Uint8Array(Math.max(bytes, image.length));
  data.set(image);
  return new Blob([data], { type: 'image/png' });
}
