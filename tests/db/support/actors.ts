import type postgres from 'postgres';
import { asCaller, type Caller } from '../../../supabase/functions/api/db.ts';

/** A caller the tests act as: a demo account, a throwaway user, or anon. */
export interface Actor {
  name: string;
  caller: Caller;
  userId: string | null;
}

export const anon: Actor = { name: 'anon', caller: { role: 'anon', claims: { role: 'anon' } }, userId: null };

export function authenticated(name: string, userId: string, email: string): Actor {
  return {
    name,
    userId,
    caller: { role: 'authenticated', claims: { sub: userId, role: 'authenticated', email, aud: 'authenticated' } },
  };
}

/** Looks up a demo account (created by supabase/seed.sql) by email. */
export async function demoActor(sql: postgres.Sql, email: string): Promise<Actor> {
  const [user] = await sql<{ id: string }[]>`select id from auth.users where email = ${email}`;
  if (!user) throw new Error(`demo account ${email} is missing from the seed`);
  return authenticated(email, user.id, email);
}

/** A person who signs up in Kota Bandung, as POST /auth/register records them: a pending applicant. */
export async function signUpInBandung(
  sql: postgres.Sql,
  email: string,
  fullName: string,
): Promise<{ actor: Actor; memberId: string }> {
  const [user] = await sql<{ id: string }[]>`
    insert into auth.users (id, email, aud, role) values (gen_random_uuid(), ${email}, 'authenticated', 'authenticated')
    returning id`;
  const [row] = await sql<{ id: string }[]>`
    select private.submit_membership_application(${user!.id}, ${fullName}, ${email}, null,
      (select id from public.organizations where bps_code = '3273'), 'BIASA') as id`;
  return { actor: authenticated(email, user!.id, email), memberId: row!.id };
}

export interface DemoActors {
  superadmin: Actor;
  dpwJabar: Actor;
  dpcBandung: Actor;
  dpcSurabaya: Actor;
  anggota: Actor;
  anon: Actor;
}

export async function demoActors(sql: postgres.Sql): Promise<DemoActors> {
  return {
    superadmin: await demoActor(sql, 'superadmin@simk.test'),
    dpwJabar: await demoActor(sql, 'dpw.jabar@simk.test'),
    dpcBandung: await demoActor(sql, 'dpc.bandung@simk.test'),
    dpcSurabaya: await demoActor(sql, 'dpc.surabaya@simk.test'),
    anggota: await demoActor(sql, 'anggota@simk.test'),
    anon,
  };
}

const ROLLBACK = Symbol('rollback');

/**
 * Runs `work` as the actor inside a transaction that is always rolled back, so a test can try
 * writes without changing the database other tests see. Returns the work's result, or rethrows
 * its error.
 */
export async function tryAs<T>(sql: postgres.Sql, actor: Actor, work: (tx: postgres.TransactionSql) => Promise<T>) {
  let result: T | undefined;
  try {
    await asCaller(sql, actor.caller, async (tx) => {
      result = await work(tx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return result as T;
}

/** Runs `work` as the actor and commits. */
export function as<T>(sql: postgres.Sql, actor: Actor, work: (tx: postgres.TransactionSql) => Promise<T>) {
  return asCaller(sql, actor.caller, work);
}

/** The SQLSTATE of a rejected promise, or 'ok' when it resolves. */
export async function sqlState(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (!code) throw error;
    return code;
  }
}
