// Two-factor recovery in the web app (issue 24, decision 0032 "Recovery"): the member detail page
// lets an officer with members.verify reset a member's authenticators only after confirming the
// identity check, and shows the server's refusal; the button is absent without the permission or
// a login.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetail } from '@shared/contracts/members';
import { errorCatalogue } from '@shared/errors';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { memberDetail, profile } from './support/member-fixtures';
import { renderMemberDetail } from './support/render-member-detail';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const member = profile({ membershipStatus: 'ACTIVE', nap: '327319000001', hasLogin: true, fullName: 'Yusuf Pratama' });

const detail = (overrides: Partial<MemberDetail['member']> = {}) => memberDetail({ ...member, ...overrides });

const RESET = 'Reset autentikasi dua faktor';
const resetPosts = () =>
  api.requests
    .filter((r) => r.method === 'POST' && r.path === `/members/${member.id}/two-factor-reset`)
    .map((r) => JSON.parse(r.body) as unknown);

const render = () => renderMemberDetail(api.baseUrl, member.id);

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['members.view', 'members.verify'] }));
  api.routes.set(`GET /members/${member.id}`, ok(detail()));
});

describe('resetting a member’s two-factor sign-in from the member page', () => {
  it('asks to confirm the identity check first, then resets and says the member was emailed', async () => {
    const user = userEvent.setup();
    api.routes.set(`POST /members/${member.id}/two-factor-reset`, ok({ removedFactors: 1 }));
    render();
    await user.click(await screen.findByRole('button', { name: RESET }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Reset autentikasi dua faktor Yusuf Pratama?');
    const confirm = within(dialog).getByRole('button', { name: 'Ya, reset' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByRole('checkbox', { name: /Saya telah memeriksa identitas anggota ini/ }));
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    await user.click(confirm);
    expect(
      await screen.findByText(
        'Autentikasi dua faktor Yusuf Pratama telah direset. Anggota menerima email pemberitahuan.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(resetPosts()).toEqual([{ identityChecked: true }]);
  });

  it('shows the server’s refusal in the dialog', async () => {
    const user = userEvent.setup();
    api.routes.set(
      `POST /members/${member.id}/two-factor-reset`,
      fail(409, 'TWO_FACTOR_NOT_ENABLED', errorCatalogue.TWO_FACTOR_NOT_ENABLED.message),
    );
    render();
    await user.click(await screen.findByRole('button', { name: RESET }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('checkbox', { name: /Saya telah memeriksa identitas/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Ya, reset' }));
    expect((await within(dialog).findByTestId('confirm-error')).textContent).toContain(
      errorCatalogue.TWO_FACTOR_NOT_ENABLED.message,
    );
  });

  it('is not offered without members.verify, nor for a member without a login', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: ['members.view'] }));
    const first = render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf Pratama' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
    first.unmount();

    api.routes.set('GET /profile/permissions', ok({ permissions: ['members.view', 'members.verify'] }));
    api.routes.set(`GET /members/${member.id}`, ok(detail({ hasLogin: false })));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Yusuf Pratama' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
  });
});
