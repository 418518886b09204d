// The audit log screen against a fake API: entries newest first with their before and after field
// by field in Indonesian, "Muat entri lebih lama" asks for the next page by its cursor, a filter
// goes to the query, and a caller without system.view_audit is told so. And the /debug page's
// loading, data and error states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntryList, AuditLogEntry } from '@shared/contracts/audit';
import type { SystemDebug } from '@shared/contracts/system-debug';
import AuditLogPage from '@/features/audit/routes/audit-log-page';
import DebugPage from '@/features/system-health/routes/debug-page';
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
  api.routes.set('GET /profile/permissions', ok({ permissions: ['system.view_audit'] }));
  api.routes.set('GET /organizations', ok({ organizations: [] }));
});

const entry = (id: string, overrides: Partial<AuditLogEntry> = {}): AuditLogEntry => ({
  id,
  createdAt: '2026-11-20T03:00:00Z',
  action: 'members.verify',
  entity: 'members',
  entityId: `member-${id}`,
  actorId: 'officer',
  actorName: 'Dewi Pengurus',
  actorRole: 'authenticated',
  organizationId: 'bandung',
  organizationName: 'Kota Bandung',
  before: { full_name: 'Rahma', membership_status: 'PENDING', nap: null, updated_at: 'a' },
  after: { full_name: 'Rahma', membership_status: 'ACTIVE', nap: '3273.26.000001', updated_at: 'b' },
  ...overrides,
});

describe('the audit log', () => {
  it('shows each entry with its changed fields, and loads older entries by cursor', async () => {
    const first: AuditEntryList = { entries: [entry('9'), entry('8')], nextCursor: '8' };
    const second: AuditEntryList = { entries: [entry('7', { action: 'profile.update' })], nextCursor: null };
    api.routes.set('GET /audit/entries', (request) =>
      ok(new URLSearchParams(request.search).get('cursor') === '8' ? second : first),
    );
    renderFeature(<AuditLogPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/audit-log' });

    const entries = await screen.findAllByTestId('audit-entry');
    expect(entries).toHaveLength(2);
    const card = entries[0]!;
    expect(within(card).getByText('Anggota diverifikasi')).toBeTruthy();
    expect(within(card).getByText('Dewi Pengurus')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Lihat perubahan' }));
    const diff = within(card).getByTestId('audit-diff');
    const rows = within(diff)
      .getAllByRole('row')
      .map((row) => row.textContent);
    // Only what changed, named in Indonesian; the unchanged name and the bookkeeping column are left out.
    expect(rows).toEqual(['DataSebelumSesudah', 'Status keanggotaanPENDINGACTIVE', 'NAP(kosong)3273.26.000001']);
    expect(within(card).getByRole('button', { name: 'Sembunyikan perubahan' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Muat entri lebih lama' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(3));
    const list = screen.getByRole('list', { name: 'Entri jejak audit' });
    expect(within(list).getByText('Anggota memperbarui profilnya')).toBeTruthy();
    expect(screen.getByText('Tidak ada entri yang lebih lama.')).toBeTruthy();
  });

  it('sends a filter as the query and offers to clear it when nothing matches', async () => {
    api.routes.set('GET /audit/entries', ok({ entries: [], nextCursor: null }));
    renderFeature(<AuditLogPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/audit-log' });
    await screen.findByText('Belum ada entri jejak audit');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Aksi' }), 'members.verify');
    await screen.findByText('Tidak ada entri yang cocok');
    await waitFor(() =>
      expect(api.requests.some((request) => request.search.includes('action=members.verify'))).toBe(true),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await screen.findByText('Belum ada entri jejak audit');
  });

  it('tells a caller without system.view_audit that they may not see it', async () => {
    api.routes.set('GET /profile/permissions', ok({ permissions: [] }));
    api.routes.set('GET /audit/entries', fail(403, 'FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini.'));
    renderFeature(<AuditLogPage />, { apiBaseUrl: api.baseUrl, path: '/dashboard/audit-log' });
    await screen.findByText('Anda tidak memiliki izin untuk melihat jejak audit.');
    expect(screen.queryByRole('button', { name: 'Ekspor CSV' })).toBeNull();
  });
});

const debugInfo: SystemDebug = {
  checkedAt: '2026-11-28T05:00:00Z',
  versions: { app: '0.1.0', postgres: '17.2' },
  migration: { version: '20261122001750', name: 'audit_viewer_and_system_debug', count: 28 },
  services: [
    { name: 'api', status: 'up', latencyMs: null },
    { name: 'database', status: 'up', latencyMs: 4 },
    { name: 'auth', status: 'down', latencyMs: null },
    { name: 'messaging', status: 'up', latencyMs: null },
  ],
  outbox: {
    queued: 3,
    retrying: 1,
    sending: 0,
    failed: 2,
    failedLastDay: 1,
    oldestQueuedAt: null,
    failedByChannel: { whatsapp: 2 },
  },
  dailyJob: {
    scheduler: 'local',
    runs: [
      {
        runDate: '2026-11-28',
        startedAt: '2026-11-27T18:00:00Z',
        finishedAt: '2026-11-27T18:00:02Z',
        billsIssued: 12,
        membersExpired: 1,
      },
    ],
    cronRuns: [],
  },
  storage: [{ bucket: 'member-documents', public: false, objects: 5, bytes: 2_500_000 }],
};

describe('/debug', () => {
  it('shows every section, a service that is down among them', async () => {
    api.routes.set('GET /system/debug', ok(debugInfo));
    renderFeature(<DebugPage />, { apiBaseUrl: api.baseUrl, path: '/debug' });
    const services = await screen.findByTestId('debug-services');
    expect(within(services).getByText('Tidak menjawab')).toBeTruthy();
    expect(within(screen.getByTestId('debug-versions')).getByText('17.2')).toBeTruthy();
    expect(within(screen.getByTestId('debug-outbox')).getByText('WhatsApp: 2')).toBeTruthy();
    expect(within(screen.getByTestId('debug-storage')).getByText('2,4 MB')).toBeTruthy();
    expect(within(screen.getByTestId('debug-daily-job')).getByText('12')).toBeTruthy();
  });

  it('shows the refusal with a retry when it cannot load', async () => {
    api.routes.set('GET /system/debug', fail(403, 'FORBIDDEN', 'Anda tidak memiliki akses untuk tindakan ini.'));
    renderFeature(<DebugPage />, { apiBaseUrl: api.baseUrl, path: '/debug' });
    const alert = await screen.findByTestId('debug-error');
    expect(within(alert).getByText('Informasi sistem gagal dimuat.')).toBeTruthy();
    expect(within(alert).getByText('Anda tidak memiliki akses untuk tindakan ini.')).toBeTruthy();
  });
});
