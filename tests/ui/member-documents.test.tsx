import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MemberDetail } from '@shared/contracts/members';
import { ok, startFakeApi, type FakeApiServer } from './support/fake-api-server';
import { memberDetail, profile } from './support/member-fixtures';
import { renderMemberDetail } from './support/render-member-detail';

let api: FakeApiServer;
beforeAll(async () => {
  api = await startFakeApi([]);
});
afterAll(() => api.close());

const member = profile({ membershipStatus: 'ACTIVE', nap: '327319000001' });
const sip: MemberDetail['documents'][number] = {
  id: '00000000-0000-4000-8000-0000000000d1',
  kind: 'sip',
  title: 'Surat Izin Praktik',
  mimeType: 'application/pdf',
  createdAt: '2026-11-20T03:00:00.000Z',
  storagePath: `${member.id}/sip-00000000-0000-4000-8000-0000000000f1.pdf`,
  verifiedAt: null,
  verificationCode: null,
  canVerify: true,
};

const detail = (documents: MemberDetail['documents']) => memberDetail(member, { documents });

const render = () => renderMemberDetail(api.baseUrl, member.id);

beforeEach(() => {
  api.routes.clear();
  api.requests.length = 0;
  api.routes.set('GET /profile/permissions', ok({ permissions: ['members.view', 'documents.manage'] }));
});

describe("a member's documents on the member page", () => {
  it('an officer who may verify marks the document verified and sees its code', async () => {
    const user = userEvent.setup();
    const verified = { ...sip, verifiedAt: '2026-11-25T03:00:00.000Z', verificationCode: 'DOK-SIP-0A1B2C3D' };
    let calls = 0;
    api.routes.set(`GET /members/${member.id}`, () => ok(detail([calls > 0 ? verified : sip])));
    api.routes.set(`POST /members/${member.id}/documents/${sip.id}/verify`, () => {
      calls += 1;
      const { canVerify: _canVerify, ...document } = verified;
      return ok({ document: { ...document, sizeBytes: 1234, organizationName: 'Kota Bandung' } });
    });
    render();
    await user.click(await screen.findByRole('tab', { name: 'Dokumen' }));
    expect(screen.getByText('Belum diverifikasi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lihat Surat Izin Praktik' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Tandai Surat Izin Praktik terverifikasi' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('DOK-SIP-0A1B2C3D');
    expect(await screen.findByText('Kode verifikasi: DOK-SIP-0A1B2C3D')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /terverifikasi$/ })).toBeNull();
  });

  it('offers no verification to an officer without documents.manage there, only the file', async () => {
    api.routes.set(`GET /members/${member.id}`, ok(detail([{ ...sip, canVerify: false }])));
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('tab', { name: 'Dokumen' }));
    const list = screen.getByRole('list');
    expect(within(list).getByRole('button', { name: 'Lihat Surat Izin Praktik' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: /Tandai/ })).toBeNull();
  });
});
