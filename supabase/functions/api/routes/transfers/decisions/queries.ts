import { requestById, type Tx } from '../request-rows.ts';

export async function approveTransfer(tx: Tx, id: string, note: string | undefined) {
  await tx`select 1 from public.approve_transfer(${id}, ${note ?? null})`;
  return requestById(tx, id);
}

export async function rejectTransfer(tx: Tx, id: string, note: string) {
  await tx`select 1 from public.reject_transfer(${id}, ${note})`;
  return requestById(tx, id);
}
