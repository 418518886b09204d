import type { Sql } from '../../../db.ts';

/**
 * Whether another member record holds `email`. Asked outside RLS (a member sees only their own
 * row): a confirmed change would otherwise fail in the members_follow_login_email trigger on the
 * register's one-email-per-NAP-holder index, after both links were opened.
 */
export async function emailHeldByAnotherMember(sql: Sql, email: string, userId: string): Promise<boolean> {
  const [row] = await sql<{ held: boolean }[]>`
    select exists (
      select 1 from public.members m
       where lower(m.email) = lower(${email}) and m.user_id is distinct from ${userId}::uuid
    ) as held`;
  return row!.held;
}
