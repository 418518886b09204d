// The seeded member, signed in in the browser Lighthouse drives, and what their pages need.
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../../local/demo-accounts.ts';
import { billListSchema } from '../../supabase/functions/_shared/contracts/bills.ts';
import { qrisPaymentSchema } from '../../supabase/functions/_shared/contracts/payments.ts';
import type { BenchStack } from './stack.ts';

export const MEMBER_EMAIL = 'anggota@simk.test';

/**
 * Signs the member in through the login form, as a person does, with "Ingat saya": the session
 * goes to localStorage, which Lighthouse keeps between its runs (it clears the HTTP cache, cache
 * storage and service workers, not localStorage). Returns the access token for API calls.
 */
export async function signInMember(chromePort: number, stack: BenchStack): Promise<string> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.goto(`${stack.webUrl}/login`);
    await page.getByLabel('Email atau NAP').fill(MEMBER_EMAIL);
    await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByText('Ingat saya').click();
    await page.getByRole('button', { name: 'Masuk ke SIMK' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profile');
    const token = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('-auth-token'));
      return key ? (JSON.parse(localStorage.getItem(key)!) as { access_token?: string }).access_token : undefined;
    });
    if (!token) throw new Error('Signed in, but no session in localStorage');
    return token;
  } finally {
    await page.close();
    // Only the connection: the browser (chrome-launcher's) goes on for Lighthouse.
    await browser.close();
  }
}

/** A pending QRIS attempt for one of the member's unpaid bills, for `/payment-qris?paymentId=…`. */
export async function openQrisPayment(stack: BenchStack, token: string): Promise<string> {
  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${stack.gatewayUrl}/functions/v1/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, apikey: stack.anonKey, 'content-type': 'application/json' },
    });
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: unknown }).data;
  };
  const { bills } = billListSchema.parse(await api('/dues/bills?status=unpaid'));
  const bill = bills.find((candidate) => !candidate.pendingPaymentId);
  if (!bill) throw new Error(`${MEMBER_EMAIL} has no unpaid bill to pay by QRIS`);
  const payment = qrisPaymentSchema.parse(
    await api('/payments/qris', { method: 'POST', body: JSON.stringify({ billIds: [bill.id] }) }),
  );
  return payment.paymentId;
}
