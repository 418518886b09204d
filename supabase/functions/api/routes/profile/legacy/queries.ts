import type postgres from 'postgres';

/** The caller's own member row's confirmation (null row: no member record). */
export async function registerConfirmation(tx: postgres.TransactionSql) {
  const [row] = await tx<{ confirmedAt: string | null }[]>`
    select to_json(register_confirmed_at) #>> '{}' as "confirmedAt"
    from public.members where user_id = auth.uid()
  `;
  return row;
}

export async function confirmRegisterData(tx: postgres.TransactionSql): Promise<string> {
  const [row] = await tx<{ confirmedAt: string }[]>`
    select to_json(public.confirm_register_data()) #>> '{}' as "confirmedAt"
  `;
  return row!.confirmedAt;
}
