import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memberMessages } from '@shared/contracts/members';
import { AVATAR_MAX_BYTES, profileMessages } from '@shared/contracts/profile';
import { PayBillButton } from '@/features/dues/components/bills/pay-bill-button';
import ProfilePage from '@/features/profile/routes/profile-page';
import { API_PREFIX, fail, ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { ownProfile, ownSummary } from './support/member-fixtures';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const siti = ownProfile();

/** The page with a supabase-js client pointed at the fake server (its storage calls land there too). */
const render = () =>
  renderFeature(<ProfilePage PayBill={PayBillButton} />, {
    apiBaseUrl: api.baseUrl,
    path: '/dashboard/profile',
    authStorageKey: 'profile-page-test',
  });

/** The value shown under a label (view mode), or the input labelled so (edit mode). */
function valueOf(label: string): string {
  const term = screen.getAllByText(label).find((element) => element.tagName === 'DT');
  return term!.nextElementSibling!.textContent ?? '';
}

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile', ok({ profile: siti }));
  api.routes.set('GET /profile/summary', ok({ summary: ownSummary() }));
});

describe('Profil Saya', () => {
  it('shows a skeleton while loading, then the header and the three tabs', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /profile', { ...ok({ profile: siti }), delayMs: 300 });
    render();
    expect(await screen.findByTestId('profile-skeleton')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Siti Nurhaliza, A.Md.AK.' })).toBeTruthy();
    // The tabs come one commit after the header (issue 26 §7: no one long task).
    await screen.findByRole('tab', { name: 'Data Pribadi' });
    expect(screen.getByTestId('profile-nap').textContent).toBe('3273.19.000001');
    // The status beside the name, and again in the home above it.
    expect(screen.getAllByText('Aktif')).toHaveLength(2);
    expect(screen.getByTestId('profile-profession').textContent).toBe('Ahli Teknologi Laboratorium Medik');
    expect(screen.getByText(/Anggota sejak 8 April 2019/)).toBeTruthy();
    expect(screen.getByTestId('profile-photo').textContent).toBe('SA');

    expect(valueOf('Jenis Kelamin')).toBe('Perempuan');
    expect(valueOf('Tanggal Lahir')).toBe('17/08/1990');
    expect(valueOf('NAP')).toBe('3273.19.000001');
    expect(valueOf('Kode Pos')).toBe('40135');
    // A tab's content mounts when it is first shown.
    expect(screen.queryByText('Nomor STR')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Data Profesi' }));
    expect(valueOf('Spesialisasi')).toBe('-');
    expect(valueOf('Tempat Kerja')).toBe('RSUD Kota Bandung');
    await user.click(screen.getByRole('tab', { name: 'Dokumen' }));
    expect(await screen.findByText('Nomor STR')).toBeTruthy();
    expect(valueOf('Nomor STR')).toBe('STR-3273-001');
    expect(valueOf('Masa Berlaku STR')).toBe('Seumur hidup');
    expect(valueOf('Masa Berlaku SIP')).toBe('31/03/2027');
  });

  it('shows the gender of a man as Laki-laki and a specialization when there is one', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /profile', ok({ profile: { ...siti, gender: 'male', specialization: 'Mikrobiologi' } }));
    render();
    await screen.findByRole('tab', { name: 'Data Pribadi' });
    expect(valueOf('Jenis Kelamin')).toBe('Laki-laki');
    await user.click(screen.getByRole('tab', { name: 'Data Profesi' }));
    expect(valueOf('Spesialisasi')).toBe('Mikrobiologi');
    expect(screen.getByTestId('profile-profession').textContent).toBe(
      'Ahli Teknologi Laboratorium Medik · Mikrobiologi',
    );
  });

  it('saves only the changed fields through PATCH /profile and shows the saved values', async () => {
    const user = userEvent.setup();
    let patched: unknown;
    api.routes.set('PATCH /profile', (request) => {
      patched = JSON.parse(request.body);
      return ok({ profile: { ...siti, city: 'Cimahi', workplace: 'Labkesda Cimahi' } });
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Profil' }));
    // Protected fields stay text, not inputs.
    expect(screen.queryByRole('textbox', { name: 'NAP' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    const city = screen.getByRole('textbox', { name: 'Kota/Kabupaten' });
    await user.clear(city);
    await user.type(city, 'Cimahi');
    await user.click(screen.getByRole('tab', { name: 'Data Profesi' }));
    const workplace = screen.getByRole('textbox', { name: 'Tempat Kerja' });
    await user.clear(workplace);
    await user.type(workplace, 'Labkesda Cimahi');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));

    expect(await screen.findByText('Profil berhasil disimpan.')).toBeTruthy();
    expect(patched).toEqual({ city: 'Cimahi', workplace: 'Labkesda Cimahi' });
    expect(screen.getByRole('button', { name: 'Edit Profil' })).toBeTruthy();
    expect(valueOf('Tempat Kerja')).toBe('Labkesda Cimahi');
    expect(valueOf('Kota/Kabupaten')).toBe('Cimahi');
  });

  it('Batal restores the saved values without a call', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Profil' }));
    const city = screen.getByRole('textbox', { name: 'Kota/Kabupaten' });
    await user.clear(city);
    await user.type(city, 'Cimahi');
    await user.click(screen.getByRole('button', { name: 'Batal' }));
    expect(valueOf('Kota/Kabupaten')).toBe('Bandung');
    await user.click(screen.getByRole('button', { name: 'Edit Profil' }));
    expect((screen.getByRole('textbox', { name: 'Kota/Kabupaten' }) as HTMLInputElement).value).toBe('Bandung');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('checks the form with the API schema before sending, on the tab of the first error', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Profil' }));
    const postalCode = screen.getByRole('textbox', { name: 'Kode Pos' });
    await user.clear(postalCode);
    await user.type(postalCode, '401');
    await user.click(screen.getByRole('tab', { name: 'Data Profesi' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(indonesianText(memberMessages.postalCodeInvalid))).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Data Pribadi' }).getAttribute('aria-selected')).toBe('true');
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it("shows the server's refusal and stays in edit mode", async () => {
    const user = userEvent.setup();
    api.routes.set('PATCH /profile', fail(409, 'DUPLICATE', indonesianText(profileMessages.phoneTaken)));
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit Profil' }));
    const phone = screen.getByRole('textbox', { name: 'Nomor Telepon' });
    await user.clear(phone);
    await user.type(phone, '0812 7777 0001');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect((await screen.findByRole('alert')).textContent).toContain(indonesianText(profileMessages.phoneTaken));
    expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
    expect(JSON.parse(api.requests.find((request) => request.method === 'PATCH')!.body)).toEqual({
      phone: '0812 7777 0001',
    });
  });

  it('offers a retry when the profile fails to load', async () => {
    const user = userEvent.setup();
    api.routes.set('GET /profile', fail(503, 'DATABASE_UNAVAILABLE', 'Database tidak dapat dihubungi.'));
    render();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Profil gagal dimuat.');
    api.routes.set('GET /profile', ok({ profile: siti }));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Siti Nurhaliza, A.Md.AK.' })).toBeTruthy();
  });

  it('tells a login without a member record so', async () => {
    api.routes.set('GET /profile', fail(404, 'MEMBER_NOT_FOUND', indonesianText(profileMessages.noMemberRecord)));
    render();
    expect((await screen.findByRole('alert')).textContent).toContain('Akun ini belum memiliki data anggota.');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull());
  });

  it("keeps the member's header inside the form landmark, under the page's h1", async () => {
    render();
    const form = await screen.findByRole('form', { name: 'Profil Saya' });
    expect(within(form).getByRole('heading', { level: 2, name: siti.fullName })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil Saya' })).toBeTruthy();
  });

  it('shows the stored photo through a signed URL of the avatars bucket', async () => {
    const path = `${siti.id}/avatar.png`;
    api.routes.set('GET /profile', ok({ profile: { ...siti, profilePhotoPath: path } }));
    api.routes.set(`POST /storage/v1/object/sign/avatars/${path}`, {
      status: 200,
      body: { signedURL: `/object/sign/avatars/${path}?token=uji` },
    });
    render();
    const image = await waitFor(() => {
      const found = screen.getByTestId('profile-photo').querySelector('img');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(image.getAttribute('src')).toBe(
      `${api.baseUrl.slice(0, -API_PREFIX.length)}/storage/v1/object/sign/avatars/${path}?token=uji`,
    );
    expect(image.getAttribute('alt')).toBe('Foto profil Siti Nurhaliza, A.Md.AK.');
  });

  it('refuses a photo that is not JPG or PNG, or larger than 2 MB, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    const input = await screen.findByLabelText('Pilih foto profil (JPG atau PNG, maksimal 2 MB)');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png');
    await user.upload(input, new File(['GIF89a'], 'foto.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(indonesianText(profileMessages.photoTypeInvalid));
    await user.upload(input, new File([new Uint8Array(AVATAR_MAX_BYTES + 1)], 'besar.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(indonesianText(profileMessages.photoTooLarge));
    expect(
      api.requests.filter((request) => request.path.startsWith('/storage') || request.method === 'PUT'),
    ).toHaveLength(0);
  });

  it('says so when the photo cannot be read, without uploading anything', async () => {
    const user = userEvent.setup();
    render();
    const input = await screen.findByLabelText('Pilih foto profil (JPG atau PNG, maksimal 2 MB)');
    await user.upload(input, new File(['bukan gambar'], 'foto.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(indonesianText(profileMessages.photoUnreadable));
    expect(
      api.requests.filter((request) => request.path.startsWith('/storage') || request.method === 'PUT'),
    ).toHaveLength(0);
  });
});
