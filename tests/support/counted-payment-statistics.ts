import type postgres from 'postgres';

/**
 * The dashboard's payment figures (GET /statistics/payments, the signed-in overview's totals)
 * counted over the payments the caller sees (RLS), as `public.payment_statistics` and
 * `public.payments_received` computed them before they read private.payment_totals (issue 27): the
 * chapters an officer administers (all for a national officer), else the member's own payments.
 */
export function countedPaymentStatistics(tx: postgres.TransactionSql, year: number) {
  return tx<{ months: [number, number, number][]; received: [number, number] }[]>`
    with scoped as (
      select p.amount, p.paid_at from public.payments p
      where p.status = 'completed'
        and (private.has_national_scope()
             or p.organization_id = any (coalesce(private.administered_organization_ids(), '{}'))
             or (cardinality(coalesce(private.administered_organization_ids(), '{}')) = 0
                 and p.member_id = private.current_member_id()))
    )
    select
      (select jsonb_agg(jsonb_build_array(mo.m, (
                 select count(*) from scoped x
                 where extract(year from x.paid_at at time zone 'Asia/Jakarta') = ${year}
                   and extract(month from x.paid_at at time zone 'Asia/Jakarta') = mo.m), (
                 select coalesce(sum(x.amount), 0) from scoped x
                 where extract(year from x.paid_at at time zone 'Asia/Jakarta') = ${year}
                   and extract(month from x.paid_at at time zone 'Asia/Jakarta') = mo.m)) order by mo.m)
       from generate_series(1, 12) as mo (m)) as months,
      (select jsonb_build_array(coalesce(sum(amount), 0), count(*)) from scoped) as received`;
}
