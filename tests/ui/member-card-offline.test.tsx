import { act, screen } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberCard } from '@shared/contracts/member-card';
import { MemberCardPanel } from '@/features/profile/member-card/member-card-panel';
import { fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { renderFeature } from './support/render-feature';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());
beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
});

const card: MemberCard = {
  token: '3f0b8c1e-7d2a-4c5b-9e6f-0a1b2c3d4e5f',
  associationName: 'Perhimpunan Ahli Teknologi Laboratorium Medik Indonesia',
  fullName: 'Siti Nurhaliza, A.Md.AK.',
  nap: '327319000001',
  organizationName: 'Kota Bandung',
  membershipType: 'BIASA',
  membershipStatus: 'ACTIVE',
  validUntil: '2027-12-31',
  profilePhotoPath: null,
  verificationUrl: 'http://127.0.0.1:5173/kta/3f0b8c1e-7d2a-4c5b-9e6f-0a1b2c3d4e5f',
};

describe('the member card when the API cannot be reached (decision 0054)', () => {
  it('keeps the card of the last load on screen, with its QR and the time of that load', async () => {
    api.routes.set('GET /profile/card', ok({ card }));
    const { queryClient } = renderFeature(<MemberCardPanel />, { apiBaseUrl: api.baseUrl });
    await screen.findByText('NAP 3273.19.000001');
    // The API's answer of now: no age under it.
    expect(screen.queryByTestId('member-card-updated-at')).toBeNull();

    api.routes.set('GET /profile/card', fail(503, 'DATABASE_UNAVAILABLE', 'Basis data tidak tersedia'));
    await act(() => queryClient.refetchQueries({ queryKey: ['profile', 'card'] }));
    const updatedAt = await screen.findByTestId('member-card-updated-at', {}, { timeout: 5000 });
    expect(updatedAt.textContent).toMatch(/^Terakhir diperbarui \d{2}\/\d{2}\/\d{4}, \d{2}\.\d{2} WIB$/);
    expect(screen.getByText('NAP 3273.19.000001')).toBeTruthy();
    const qr = screen.getByRole('img', { name: 'Kode QR verifikasi kartu anggota Siti Nurhaliza, A.Md.AK.' });
    expect(qr.getAttribute('data-value')).toBe(card.verificationUrl);
    expect(screen.queryByText('Kartu anggota gagal dimuat.')).toBeNull();
  });

  it('says so, with a retry, when there is no card of an earlier load', async () => {
    api.routes.set('GET /profile/card', fail(503, 'DATABASE_UNAVAILABLE', 'Basis data tidak tersedia'));
    renderFeature(<MemberCardPanel />, { apiBaseUrl: api.baseUrl });
    await screen.findByText('Kartu anggota gagal dimuat.', {}, { timeout: 5000 });
    expect(screen.queryByTestId('member-card')).toBeNull();
  });
});
