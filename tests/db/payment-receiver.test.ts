// Who received a payment an officer recorded (private.payment_receiver, for the receipt): the
// payer and the officers who read the payment get the officer's name and the DPC; an officer of
// another chapter, anon and a payment nobody recorded get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { firstUnpaidBill } from '../support/demo-bills.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { type Actor, type DemoActors, as, demoActors, sqlState } from './support/actors.ts';

const db = useTestDatabase();
let actors: DemoActors;
let cashPaymentId: string;

beforeAll(async () => {
  actors = await demoActors(db.sql);
  const bill = await firstUnpaidBill(db.sql);
  const [payment] = await as(
    db.sql,
    actors.dpcBandung,
    (tx) => tx<{ id: string }[]>`
    select id from public.record_payment(${bill.memberId}::uuid, array[${bill.billId}]::uuid[], 'cash')`,
  );
  cashPaymentId = payment!.id;
});

const receiver = (actor: Actor, paymentId: string) =>
  as(
    db.sql,
    actor,
    (tx) => tx<{ officer_name: string; chapter_name: string }[]>`
    select officer_name, chapter_name from private.payment_receiver(${paymentId}::uuid)`,
  );

describe('private.payment_receiver', () => {
  it('names the officer and the DPC to the payer and to the officers in scope', async () => {
    const expected = [{ officer_name: 'Asep Saepudin, A.Md.AK.', chapter_name: 'Kota Bandung' }];
    for (const actor of [actors.anggota, actors.dpcBandung, actors.dpwJabar, actors.superadmin]) {
      expect(await receiver(actor, cashPaymentId), actor.name).toEqual(expected);
    }
  });

  it('gives an officer of another DPC nothing, and anon cannot call it', async () => {
    expect(await receiver(actors.dpcSurabaya, cashPaymentId)).toEqual([]);
    expect(await sqlState(receiver(actors.anon, cashPaymentId))).toBe('42501');
  });

  it('gives nothing for a payment nobody recorded (paid through the gateway)', async () => {
    const [gateway] = await db.sql<{ id: string }[]>`
      select id from public.payments where recorded_by is null and status = 'completed' order by id limit 1`;
    expect(gateway).toBeDefined();
    expect(await receiver(actors.superadmin, gateway!.id)).toEqual([]);
  });
});
