import type { Page } from 'playwright-core';

/** The login form as a person uses it: type, wait for the security check, press the button. */
export async function signIn(
  page: Page,
  identifier: string,
  password: string,
  { rememberMe = false }: { rememberMe?: boolean } = {},
): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') {
    await page.goto(new URL('/login', page.url()).toString());
  }
  await page.getByLabel('Email atau NAP').fill(identifier);
  await page.getByLabel('Kata sandi', { exact: true }).fill(password);
  if (rememberMe) await page.getByText('Ingat saya').click();
  const submit = page.getByRole('button', { name: 'Masuk ke SIMK' });
  await submit.waitFor();
  await submit.click();
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}

/** The signed-in person's sidebar after a fresh load: whether it offers the member list (an officer's). */
export async function offersMemberList(page: Page): Promise<boolean> {
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Navigasi dashboard' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link', { name: 'Daftar Anggota' }).count()) > 0;
}
