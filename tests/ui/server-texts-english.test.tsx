// The English site shows the server's texts in English: a form's validation messages (keys of the
// contracts) and the API's error codes, never the Indonesian sentence the API sends (issue 25).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@shared/errors';
import { i18n } from '@/lib/i18n';
import { fail, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { installFakeTurnstile, type FakeTurnstile } from './support/fake-turnstile';
import { renderApp } from './support/render-app';

let api: FakeApiServer;
let turnstile: FakeTurnstile;
beforeEach(async () => {
  api = await startFakeApi();
  turnstile = installFakeTurnstile();
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  turnstile.uninstall();
  await api.close();
});

async function openLogin() {
  renderApp('/login', { apiBaseUrl: api.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 10_000 });
  await waitFor(() => expect(turnstile.rendered).toBe(1));
  turnstile.pass();
  return screen.findByRole('button', { name: 'Sign in to SIMK' });
}

describe('the English site', () => {
  it('shows a form’s validation messages in English', async () => {
    const user = userEvent.setup();
    await user.click(await openLogin());

    expect(await screen.findByText('Email or NAP is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Email atau NAP harus diisi')).toBeNull();
  });

  it('shows an API error code’s English text, not the Indonesian message the API sent', async () => {
    const user = userEvent.setup();
    api.routes.set('POST /auth/login', fail(401, 'LOGIN_FAILED', errorCatalogue.LOGIN_FAILED.message));
    const submit = await openLogin();
    await user.type(screen.getByLabelText('Email or NAP'), 'anggota@simk.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'salah');
    await user.click(submit);

    const alert = (await screen.findByText('Sign-in failed. Check your email/NAP and password.')).closest(
      '[role=alert]',
    );
    expect(alert).toBeTruthy();
    expect(document.body.textContent).not.toContain(errorCatalogue.LOGIN_FAILED.message);
  });

  it('shows a refused field’s keyed message in English, and an unknown code with the server’s message', async () => {
    const user = userEvent.setup();
    api.routes.set('POST /auth/login', {
      status: 400,
      body: {
        success: false,
        error: {
          code: 'VALIDATION_ERROR',
          message: 'Kata sandi harus diisi',
          key: 'validation:auth.passwordRequired',
          issues: [{ path: ['password'], message: 'Kata sandi harus diisi', key: 'validation:auth.passwordRequired' }],
        },
      },
    });
    const submit = await openLogin();
    await user.type(screen.getByLabelText('Email or NAP'), 'anggota@simk.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'x');
    await user.click(submit);
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Kata sandi harus diisi')).toBeNull();
  });
});
