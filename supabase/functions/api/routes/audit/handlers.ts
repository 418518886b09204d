import { recentAuditSchema } from '../../../_shared/contracts/dashboard.ts';
import { asRequestCaller } from '../_shared/request-database.ts';
import type { AppRouteHandler } from '../_shared/router.ts';
import { recentAuditEntries } from './queries.ts';
import type * as routes from './routes.ts';

/**
 * Indonesian labels of the audit actions the recent activity shows; other entries (reference data,
 * role definitions, seed bookkeeping) are not activity an officer follows.
 */
const actionLabels: Record<string, string> = {
  'members.verify': 'Anggota diverifikasi',
  'members.reject': 'Pendaftaran ditolak',
  'members.set_status': 'Status keanggotaan diubah',
  'members.create': 'Anggota ditambahkan',
  'members.insert': 'Pendaftaran anggota baru',
  'members.update': 'Data anggota diubah',
  'profile.update': 'Anggota memperbarui profilnya',
  'members.import': 'Anggota diimpor',
  'members.transfer': 'Anggota pindah DPC',
  'members.delete': 'Anggota dihapus',
  'transfer_requests.insert': 'Permohonan mutasi diajukan',
  'transfer_requests.release': 'Mutasi dilepas DPC asal',
  'transfer_requests.accept': 'Mutasi diterima DPC tujuan',
  'transfer_requests.reject': 'Mutasi ditolak',
  'transfer_requests.complete': 'Mutasi selesai',
  'payments.record': 'Pembayaran dicatat',
  'payments.settle': 'Pembayaran diterima',
  'bills.generate': 'Tagihan iuran diterbitkan',
  'reminders.queue': 'Pengingat tunggakan dijadwalkan',
  'outbox_messages.retry': 'Pesan gagal dikirim ulang',
  'dues_categories.insert': 'Kategori iuran ditambahkan',
  'dues_categories.update': 'Kategori iuran diubah',
  'dues_categories.activate': 'Kategori iuran diaktifkan',
  'dues_categories.deactivate': 'Kategori iuran dinonaktifkan',
  'dues_categories.delete': 'Kategori iuran dihapus',
  'role_assignments.insert': 'Peran diberikan',
  'role_assignments.delete': 'Peran dicabut',
};

export const recent: AppRouteHandler<typeof routes.recent> = async (c) => {
  const { limit } = c.req.valid('query');
  const rows = await asRequestCaller(c, (tx) => recentAuditEntries(tx, { actions: Object.keys(actionLabels), limit }));
  const entries = rows.map(({ subject, amount, ...row }) => ({
    ...row,
    id: Number(row.id),
    summary: `${actionLabels[row.action] ?? row.action}${subject ? `: ${subject}` : ''}`,
    amount: amount === null ? null : Number(amount),
  }));
  return c.json({ success: true as const, data: recentAuditSchema.parse({ entries }) }, 200);
};
