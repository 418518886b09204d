// Policies name the definer summaries that restate them (issue 25). A security definer function that
// counts or lists a table's rows outside RLS (a summary table, a page of ids, an officer's insights)
// writes that table's policy again in its own SQL. The policy's comment names each such function and
// the function's comment names the policy, so whoever changes one is led to the other.
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();

/** Each read policy and the security definer functions that restate it. */
const RESTATED_BY: Record<string, string[]> = {
  'public.bills bills_select': [
    'public.bill_summary',
    'private.overdue_page',
    'private.overdue_member_ids',
    'private.refresh_ai_insights_for',
    'public.dues_statistics',
    'public.financial_report',
    'public.analytics',
    'private.chapter_figures',
  ],
  'public.payments payments_select': [
    'public.payment_summary',
    'public.dues_statistics',
    'private.completed_payments_in_scope',
    'public.financial_report',
    'public.dues_split_report',
  ],
  'public.payment_shares payment_shares_select': ['public.dues_split_report'],
  'public.revenue_targets revenue_targets_select': ['public.financial_report'],
  'public.role_assignments role_assignments_select': ['private.assignee_account'],
  'public.members members_select': [
    'private.member_page',
    'private.member_name_matches',
    'private.overdue_page',
    'private.refresh_ai_insights_for',
    'public.member_statistics',
    'private.pending_applications_to_verify',
    'private.statistics_overview',
    'private.member_distribution',
    'private.member_growth',
    'public.membership_report',
    'public.analytics',
    'private.chapter_figures',
  ],
};

interface Commented {
  name: string;
  comment: string | null;
}

async function policyComments(): Promise<Commented[]> {
  return db.sql<Commented[]>`
    select c.relnamespace::regnamespace::text || '.' || c.relname || ' ' || p.polname as name,
           obj_description(p.oid, 'pg_policy') as comment
    from pg_policy p
    join pg_class c on c.oid = p.polrelid
    where c.relnamespace = 'public'::regnamespace
  `;
}

/** Function comments by qualified name (every overload's comment, joined). */
async function functionComments(): Promise<Commented[]> {
  return db.sql<Commented[]>`
    select p.pronamespace::regnamespace::text || '.' || p.proname as name,
           string_agg(coalesce(obj_description(p.oid, 'pg_proc'), ''), ' ') as comment
    from pg_proc p
    where p.pronamespace::regnamespace::text in ('public', 'private')
    group by 1
  `;
}

describe('policies and the definer summaries that restate them', () => {
  it('name each other', async () => {
    const policies = new Map((await policyComments()).map((p) => [p.name, p.comment ?? '']));
    const functions = new Map((await functionComments()).map((f) => [f.name, f.comment ?? '']));
    const missing: string[] = [];
    for (const [policy, summaries] of Object.entries(RESTATED_BY)) {
      const policyName = policy.split(' ')[1]!;
      expect(policies.has(policy), policy).toBe(true);
      for (const summary of summaries) {
        expect(functions.has(summary), summary).toBe(true);
        if (!policies.get(policy)!.includes(summary)) missing.push(`${policy} does not name ${summary}`);
        if (!new RegExp(`\\b${policyName}\\b`).test(functions.get(summary)!)) {
          missing.push(`${summary} does not name ${policyName}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists every function that says it restates a policy, each security definer', async () => {
    const policyNames = new Map((await policyComments()).map((p) => [p.name.split(' ')[1]!, p.name]));
    const functions = await db.sql<(Commented & { definer: boolean })[]>`
      select p.pronamespace::regnamespace::text || '.' || p.proname as name,
             obj_description(p.oid, 'pg_proc') as comment, p.prosecdef as definer
      from pg_proc p
      where p.pronamespace::regnamespace::text in ('public', 'private')
    `;
    const unlisted: string[] = [];
    for (const f of functions.filter((f) => /restat/i.test(f.comment ?? ''))) {
      for (const word of (f.comment ?? '').match(/\b\w+_select\b/g) ?? []) {
        const policy = policyNames.get(word);
        if (policy && !RESTATED_BY[policy]?.includes(f.name)) unlisted.push(`${f.name} restates ${policy}`);
      }
    }
    expect(unlisted).toEqual([]);
    const listed = new Set(Object.values(RESTATED_BY).flat());
    expect(functions.filter((f) => listed.has(f.name) && !f.definer).map((f) => f.name)).toEqual([]);
  });
});
