import type postgres from 'postgres';

/** The password of every demo account created by `supabase/seed.sql`. */
export const DEMO_PASSWORD = 'Simk#Demo2026';

export interface DemoAccount {
  role: string;
  email: string;
  scope: string;
  password: string;
}

/** The demo accounts the seed creates, in the order the README lists them. */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'SUPER_ADMIN', email: 'superadmin@simk.test', scope: 'DPP' },
  { role: 'PENGURUS_DPW', email: 'dpw.jabar@simk.test', scope: 'DPW Jawa Barat' },
  { role: 'PENGURUS_DPC', email: 'dpc.bandung@simk.test', scope: 'DPC Kota Bandung (3273)' },
  { role: 'PENGURUS_DPC', email: 'dpc.surabaya@simk.test', scope: 'DPC Kota Surabaya (3578)' },
  { role: 'ANGGOTA', email: 'anggota@simk.test', scope: 'DPC Kota Bandung, NAP 327319000001' },
].map((account) => ({ ...account, password: DEMO_PASSWORD }));

/** The demo accounts that exist in this database. */
export async function listDemoAccounts(sql: postgres.Sql): Promise<DemoAccount[]> {
  const rows = await sql<{ email: string }[]>`
    select email from auth.users where email = any(${demoAccounts.map((a) => a.email)})
  `;
  const present = new Set(rows.map((row) => row.email));
  return demoAccounts.filter((account) => present.has(account.email));
}
