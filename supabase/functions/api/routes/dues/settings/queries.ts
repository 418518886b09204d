import type postgres from 'postgres';
import {
  basisPointsOf,
  percentOf,
  type DuesSettings,
  type DuesSplitInput,
} from '../../../../_shared/contracts/dues-settings.ts';

interface SplitRuleRow {
  id: string;
  effectiveFrom: string;
  dpp: number;
  dpw: number;
  dpc: number;
  current: boolean;
}

/** Every split rule, newest date first, and the grace period; the split rules need payments.view (RLS). */
export async function settings(tx: postgres.TransactionSql): Promise<DuesSettings> {
  const rules = await tx<SplitRuleRow[]>`
    select r.id, to_char(r.effective_from, 'YYYY-MM-DD') as "effectiveFrom",
           r.dpp_basis_points as dpp, r.dpw_basis_points as dpw, r.dpc_basis_points as dpc,
           r.effective_from = max(r.effective_from) filter (where r.effective_from <= private.today()) over ()
             as current
    from public.dues_split_rules r
    order by r.effective_from desc
  `;
  const [membership] = await tx<{ graceDays: number }[]>`
    select grace_days as "graceDays" from public.membership_settings
  `;
  return {
    splitRules: rules.map(({ dpp, dpw, dpc, current, ...rule }) => ({
      ...rule,
      dppPercent: percentOf(dpp),
      dpwPercent: percentOf(dpw),
      dpcPercent: percentOf(dpc),
      current: current === true,
    })),
    graceDays: membership!.graceDays,
  };
}

export async function setSplit(tx: postgres.TransactionSql, split: DuesSplitInput): Promise<void> {
  await tx`
    select 1 from public.set_dues_split_rule(${split.effectiveFrom}::date, ${basisPointsOf(split.dppPercent)},
      ${basisPointsOf(split.dpwPercent)}, ${basisPointsOf(split.dpcPercent)})
  `;
}

export async function setGraceDays(tx: postgres.TransactionSql, graceDays: number): Promise<void> {
  await tx`select 1 from public.set_membership_grace_days(${graceDays})`;
}
