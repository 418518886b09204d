import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calendarDate } from '@shared/calendar';
import { documentMessages, type OwnDocument } from '@shared/contracts/documents';
import { memberMessages } from '@shared/contracts/members';
import { IMAGE_PIXEL_BOUND, imageMessages } from '@shared/images/image-bounds';
import DocumentsPage from '@/features/profile/routes/documents-page';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { pngOf } from '../support/images';
import { ownProfile } from './support/member-fixtures';
import { renderFeature } from './support/render-feature';
import { indonesianText } from '../../supabase/functions/_shared/indonesian-text.ts';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const inDays = (days: number) => calendarDate(new Date(Date.now() + days * 86_400_000));

const siti = ownProfile({ sipExpiryDate: inDays(20), sipPracticePlace: 'RSUD Kota Bandung' });

const verifiedSip: OwnDocument = {
  id: '00000000-0000-4000-8000-0000000000d1',
  kind: 'sip',
  title: 'Surat Izin Praktik',
  storagePath: `${siti.id}/sip-00000000-0000-4000-8000-0000000000f1.pdf`,
  mimeType: 'application/pdf',
  sizeBytes: 1234,
  createdAt: '2026-11-20T03:00:00.000Z',
  verifiedAt: '2026-11-21T03:00:00.000Z',
  verificationCode: 'DOK-SIP-0A1B2C3D',
  organizationName: 'Kota Bandung',
};

const pendingStr: OwnDocument = {
  ...verifiedSip,
  id: '00000000-0000-4000-8000-0000000000d2',
  kind: 'str',
  title: 'Surat Tanda Registrasi',
  storagePath: `${siti.id}/str-00000000-0000-4000-8000-0000000000f2.pdf`,
  verifiedAt: null,
  verificationCode: null,
};

const render = () =>
  renderFeature(<DocumentsPage />, {
    apiBaseUrl: api.baseUrl,
    path: '/documents',
    authStorageKey: 'documents-page-test',
  });

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile', ok({ profile: siti }));
  api.routes.set('GET /profile/documents', ok({ documents: [verifiedSip] }));
});

describe('/documents', () => {
  it('shows the STR as lifelong, the SIP with its place, the computed reminder with its badge, and each file', async () => {
    render();
    const reminder = await screen.findByTestId('sip-reminder');
    expect(within(reminder).getByText(/^SIP Anda berakhir dalam 20 hari \(\d{2}\/\d{2}\/\d{4}\)\.$/)).toBeTruthy();
    expect(within(reminder).getByText('Segera berakhir')).toBeTruthy();
    expect(within(reminder).getByRole('link', { name: 'Panduan perpanjangan SIP' }).getAttribute('href')).toBe(
      '/sertifikasi',
    );
    expect(screen.getByText('Seumur hidup')).toBeTruthy();
    expect(screen.getByText('RSUD Kota Bandung')).toBeTruthy();

    const sip = screen.getByRole('region', { name: 'Surat Izin Praktik (SIP)' });
    expect(await within(sip).findByText('Terverifikasi')).toBeTruthy();
    expect(within(sip).getByText('Kode verifikasi: DOK-SIP-0A1B2C3D')).toBeTruthy();
    expect(within(sip).getByRole('button', { name: 'Lihat Dokumen SIP' })).toBeTruthy();
    const str = screen.getByRole('region', { name: 'Surat Tanda Registrasi (STR)' });
    expect(within(str).getByText('Belum diunggah')).toBeTruthy();
    expect(within(str).queryByRole('button', { name: /Lihat Dokumen/ })).toBeNull();
  });

  it('says who verifies: the officers of the DPC the document is filed under, and when they did', async () => {
    api.routes.set('GET /profile/documents', ok({ documents: [pendingStr, verifiedSip] }));
    render();
    const sip = await screen.findByRole('region', { name: 'Surat Izin Praktik (SIP)' });
    expect(
      await within(sip).findByText(/^Diverifikasi oleh pengurus DPC Kota Bandung pada \d{2}\/\d{2}\/\d{4}\.$/),
    ).toBeTruthy();
    expect(within(sip).getByText(/membatalkan verifikasinya: kode lama tidak berlaku lagi/)).toBeTruthy();
    const str = screen.getByRole('region', { name: 'Surat Tanda Registrasi (STR)' });
    expect(within(str).getByText('Menunggu verifikasi')).toBeTruthy();
    expect(within(str).getByText('Diverifikasi oleh pengurus DPC Kota Bandung.')).toBeTruthy();
    expect(within(str).queryByText(/Kode verifikasi/)).toBeNull();
    expect(screen.queryByText('Menunggu verifikasi pengurus')).toBeNull();
  });

  it('refreshes the documents after saving the licences: a changed verified SIP goes back to verification', async () => {
    const user = userEvent.setup();
    let documentReads = 0;
    api.routes.set('GET /profile/documents', () => {
      documentReads += 1;
      return ok({
        documents: [documentReads === 1 ? verifiedSip : { ...verifiedSip, verifiedAt: null, verificationCode: null }],
      });
    });
    api.routes.set('PUT /profile/licences', () => ok({ profile: { ...siti, sipNumber: 'SIP-3273-002' } }));
    render();
    const sip = await screen.findByRole('region', { name: 'Surat Izin Praktik (SIP)' });
    expect(await within(sip).findByText('Terverifikasi')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ubah Data STR & SIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data STR & SIP' });
    expect(within(dialog).getByText(/membatalkan verifikasinya/)).toBeTruthy();
    const sipNumber = within(dialog).getByLabelText('Nomor SIP');
    await user.clear(sipNumber);
    await user.type(sipNumber, 'SIP-3273-002');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(sip).findByText('Menunggu verifikasi')).toBeTruthy();
    expect(within(sip).queryByText(/Kode verifikasi/)).toBeNull();
  });

  it('says the SIP has ended, with the badge', async () => {
    api.routes.set('GET /profile', ok({ profile: { ...siti, sipExpiryDate: inDays(-3) } }));
    render();
    const reminder = await screen.findByTestId('sip-reminder');
    expect(within(reminder).getByText(/^SIP Anda sudah berakhir/)).toBeTruthy();
    expect(within(reminder).getByText('Sudah berakhir')).toBeTruthy();
  });

  it('shows no badge for a SIP with years left', async () => {
    api.routes.set('GET /profile', ok({ profile: { ...siti, sipExpiryDate: inDays(400) } }));
    render();
    const reminder = await screen.findByTestId('sip-reminder');
    expect(within(reminder).getByText(/^SIP Anda berakhir dalam 1[23] bulan/)).toBeTruthy();
    expect(within(reminder).queryByText('Segera berakhir')).toBeNull();
  });

  it('saves the licences through PUT /profile/licences, checked with the API schema first', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    api.routes.set('PUT /profile/licences', (request) => {
      sent = JSON.parse(request.body);
      return ok({ profile: { ...siti, sipPracticePlace: 'Klinik Pratama Dago' } });
    });
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah Data STR & SIP' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ubah Data STR & SIP' });
    const sipNumber = within(dialog).getByLabelText('Nomor SIP');
    await user.clear(sipNumber);
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(indonesianText(memberMessages.sipNumberRequired))).toBeTruthy();
    expect(sent).toBeUndefined();

    await user.type(sipNumber, 'SIP-3273-001');
    const place = within(dialog).getByLabelText('Tempat Praktik');
    await user.clear(place);
    await user.type(place, 'Klinik Pratama Dago');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Data STR dan SIP tersimpan.')).toBeTruthy();
    expect(sent).toMatchObject({ sipNumber: 'SIP-3273-001', sipPracticePlace: 'Klinik Pratama Dago' });
    expect(screen.getByText('Klinik Pratama Dago')).toBeTruthy();
  });

  it('refuses a file the bucket would refuse, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    const input = await screen.findByLabelText('Unggah dokumen STR (PDF, JPG atau PNG, maksimal 5 MB)');
    await user.upload(input, new File(['teks'], 'str.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toBe(indonesianText(documentMessages.fileTypeInvalid));
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'str.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(indonesianText(documentMessages.fileTooLarge));
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a photo whose header declares more pixels than the bucket takes, before any upload', async () => {
    const user = userEvent.setup();
    render();
    const input = await screen.findByLabelText('Unggah dokumen STR (PDF, JPG atau PNG, maksimal 5 MB)');
    await user.upload(input, new File([pngOf(20000, 20000, { data: 'none' })], 'str.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      indonesianText(imageMessages.tooLarge(IMAGE_PIXEL_BOUND)),
    );
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
