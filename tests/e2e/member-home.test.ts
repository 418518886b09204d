// The member's home on Profil Saya (issue 26 §2) on a 390 × 844 phone: the figures a member sees
// first are the database's, for the seeded member and for a stranger verified by the DPC, and
// "Bayar sekarang" opens the next bill's QRIS payment.
import type { Page } from 'playwright-core';
import postgres from 'postgres';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { TURNSTILE_DUMMY_TOKEN } from '../../local/turnstile.ts';
import { rupiahInFigures } from '../../supabase/functions/_shared/money/amount-in-figures.ts';
import { apiUrl, registerConfirmedAccount } from './support/accounts.ts';
import { seriousViolations } from './support/axe.ts';
import { signIn, waitForPath } from './support/auth.ts';
import { useBrowser } from './support/browser.ts';
import { expectPageOf } from './support/route-page.ts';

const browser = useBrowser();
const sql = postgres(inject('databaseUrl'), { max: 1, onnotice: () => {} });
afterAll(() => sql.end({ timeout: 1 }));

const PHONE = { width: 390, height: 844 };

/** What the home must say, asked of the tables: rupiah and dd/mm/yyyy as the page writes them. */
interface Expected {
  validUntil: string | null;
  arrearsTotal: string;
  arrearsCount: number;
  nextAmount: string | null;
  nextDue: string | null;
  nextOverdue: boolean;
  nextBillId: string | null;
}

async function expected(email: string): Promise<Expected> {
  const [row] = await sql<Expected[]>`
    select to_char(m.expiry_date, 'DD/MM/YYYY') as "validUntil",
           coalesce(sum(b.amount) filter (where b.due_date < private.today()), 0)::bigint::text as "arrearsTotal",
           (count(b.id) filter (where b.due_date < private.today()))::int as "arrearsCount",
           (array_agg(b.amount::text order by b.due_date, b.period_start, b.id))[1] as "nextAmount",
           (array_agg(to_char(b.due_date, 'DD/MM/YYYY') order by b.due_date, b.period_start, b.id))[1] as "nextDue",
           coalesce((array_agg(b.due_date < private.today() order by b.due_date, b.period_start, b.id))[1], false)
             as "nextOverdue",
           (array_agg(b.id::text order by b.due_date, b.period_start, b.id))[1] as "nextBillId"
    from public.members m
    left join public.bills b on b.member_id = m.id and b.status = 'unpaid'
    where m.email = ${email}
    group by m.id`;
  return row!;
}

/** Rupiah as every SIMK screen writes it (`Rp150.000`). */
const rupiah = (amount: string) => rupiahInFigures(Number(amount));

async function expectHomeShows(page: Page, want: Expected): Promise<void> {
  const home = page.getByTestId('member-home');
  await home.getByTestId('home-arrears-total').waitFor();
  expect(await home.getByTestId('home-valid-until').textContent()).toBe(
    want.validUntil ? `Berlaku hingga ${want.validUntil}` : 'Belum ada masa berlaku',
  );
  expect(await home.getByTestId('home-arrears-total').textContent()).toBe(rupiah(want.arrearsTotal));
  expect(await home.getByTestId('home-arrears-count').textContent()).toBe(
    want.arrearsCount > 0 ? `${want.arrearsCount} tagihan lewat jatuh tempo` : 'Tidak ada tunggakan.',
  );
  // The seeded member's bills may all be paid by files that ran earlier (payments.test.ts).
  const nextBill = home.getByTestId('home-next-bill');
  const nextBillLines =
    want.nextAmount === null
      ? ['Tidak ada tagihan yang belum dibayar.']
      : [rupiah(want.nextAmount), `${want.nextOverdue ? 'Lewat jatuh tempo' : 'Jatuh tempo'} ${want.nextDue}`];
  for (const line of nextBillLines) await nextBill.getByText(line, { exact: true }).waitFor();
  // Every figure box inside the phone's width: nothing to scroll sideways for.
  for (const box of await home.locator('section').all()) {
    const bounds = (await box.boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(PHONE.width);
  }
}

async function officerToken(email: string): Promise<string> {
  const response = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: email, password: DEMO_PASSWORD, turnstileToken: TURNSTILE_DUMMY_TOKEN }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { tokens: { accessToken: string } } }).data.tokens.accessToken;
}

describe("the member's home on a phone", () => {
  it('shows the seeded member what the database says they owe, and their card', async () => {
    const page = await browser.signedIn('anggota@simk.test', '/dashboard/profile', { viewport: PHONE });
    await expectHomeShows(page, await expected('anggota@simk.test'));
    expect(await seriousViolations(page)).toEqual([]);
    // "Lihat kartu" opens the card's own page, and the card is there.
    await page.getByTestId('home-card').getByRole('link', { name: 'Lihat kartu' }).click();
    await expectPageOf(page, '/dashboard/profile/card');
    await page.getByRole('heading', { level: 1, name: 'Kartu Anggota Digital' }).waitFor();
    await page.getByTestId('member-card').getByText('NAP 3273.19.000001').waitFor();
  });

  it('a stranger verified by the DPC sees the first bills and pays the next one with Bayar sekarang', async () => {
    const email = `beranda.${Date.now()}@contoh.id`;
    const password = 'Beranda#Baru2026';
    await registerConfirmedAccount(email, password, 'Dewi Anggraini', { chapter: 'Kota Bandung' });
    const [member] = await sql<{ id: string }[]>`select id from public.members where email = ${email}`;
    const verified = await fetch(apiUrl(`/members/${member!.id}/verify`), {
      method: 'POST',
      headers: { authorization: `Bearer ${await officerToken('dpc.bandung@simk.test')}` },
    });
    expect(verified.status).toBe(200);

    const page = await browser.open('/login', { viewport: PHONE });
    await signIn(page, email, password);
    await waitForPath(page, '/dashboard/profile');
    const want = await expected(email);
    expect(want.nextAmount).not.toBeNull();
    await expectHomeShows(page, want);
    // What is owed is on the first screen, with the button to pay it.
    const pay = (await page.getByTestId('home-next-bill').getByText('Bayar sekarang').boundingBox())!;
    expect(pay.y + pay.height).toBeLessThanOrEqual(PHONE.height);

    await page.getByTestId('home-next-bill').getByRole('button', { name: 'Bayar sekarang' }).click();
    await waitForPath(page, '/payment-qris');
    await page.getByRole('heading', { level: 1, name: 'Pembayaran QRIS' }).waitFor();
    const paymentId = new URL(page.url()).searchParams.get('paymentId');
    const [held] = await sql<{ billIds: string[] }[]>`
      select array_agg(pb.bill_id::text) as "billIds" from public.payment_bills pb
      join public.payments p on p.id = pb.payment_id where p.id = ${paymentId!}::uuid and p.status = 'pending'`;
    expect(held!.billIds).toEqual([want.nextBillId]);
  });
});
