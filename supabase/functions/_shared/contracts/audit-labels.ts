import type { SUPPORTED_LANGUAGES } from '../constants.ts';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

export interface AuditLabelTexts {
  /** An action (`members.verify`) in words; an unknown one is shown as it is. */
  actions: Record<string, string>;
  /** A table (`members`) in words. */
  entities: Record<string, string>;
  /** A column of an audited row (`full_name`) in words; an unknown one is shown as it is. */
  fields: Record<string, string>;
}

/**
 * The words of the audit log, per UI language: what the viewer shows (the web app's `audit` texts)
 * and what its CSV export writes. One home, so the file never says what the screen does not.
 */
export const auditLabels: Record<Language, AuditLabelTexts> = {
  id: {
    actions: {
      'members.insert': 'Pendaftaran anggota baru',
      'members.update': 'Data anggota diubah',
      'members.delete': 'Anggota dihapus',
      'members.verify': 'Anggota diverifikasi',
      'members.reject': 'Pendaftaran ditolak',
      'members.set_status': 'Status keanggotaan diubah',
      'members.create': 'Anggota ditambahkan',
      'members.import': 'Anggota diimpor',
      'members.transfer': 'Anggota pindah DPC',
      'members.expire': 'Keanggotaan kedaluwarsa',
      'members.email_change': 'Email anggota diganti',
      'members.two_factor_reset': 'Dua faktor anggota diatur ulang',
      'members.link': 'Pendaftar ditautkan ke anggota',
      'profile.update': 'Anggota memperbarui profilnya',
      'transfer_requests.insert': 'Permohonan mutasi diajukan',
      'transfer_requests.release': 'Mutasi dilepas DPC asal',
      'transfer_requests.accept': 'Mutasi diterima DPC tujuan',
      'transfer_requests.reject': 'Mutasi ditolak',
      'transfer_requests.complete': 'Mutasi selesai',
      'transfer_requests.withdraw': 'Permohonan mutasi ditarik',
      'payments.record': 'Pembayaran dicatat',
      'payments.settle': 'Pembayaran diterima',
      'bills.generate': 'Tagihan iuran diterbitkan',
      'bills.waive': 'Tagihan dibebaskan',
      'dues.daily_run': 'Tugas harian iuran',
      'reminders.queue': 'Pengingat tunggakan dijadwalkan',
      'reminders.queue_daily': 'Pengingat otomatis dijadwalkan',
      'outbox_messages.retry': 'Pesan gagal dikirim ulang',
      'dues_categories.insert': 'Kategori iuran ditambahkan',
      'dues_categories.update': 'Kategori iuran diubah',
      'dues_categories.delete': 'Kategori iuran dihapus',
      'documents.verify': 'Dokumen diverifikasi',
      'documents.unverify': 'Verifikasi dokumen dicabut',
      'organizations.insert': 'Organisasi ditambahkan',
      'organizations.update': 'Data organisasi diubah',
      'organizations.delete': 'Organisasi dihapus',
      'roles.insert': 'Peran dibuat',
      'roles.update': 'Peran diubah',
      'roles.delete': 'Peran dihapus',
      'role_permissions.insert': 'Izin ditambahkan ke peran',
      'role_permissions.delete': 'Izin dicabut dari peran',
      'role_assignments.insert': 'Peran diberikan',
      'role_assignments.update': 'Penugasan peran diubah',
      'role_assignments.delete': 'Peran dicabut',
      'security_settings.update': 'Pengaturan keamanan diubah',
      'membership_settings.update': 'Masa tenggang diubah',
    },
    entities: {
      members: 'Anggota',
      transfer_requests: 'Mutasi',
      payments: 'Pembayaran',
      bills: 'Tagihan',
      dues_categories: 'Kategori iuran',
      documents: 'Dokumen',
      organizations: 'Organisasi',
      roles: 'Peran',
      role_permissions: 'Izin peran',
      role_assignments: 'Penugasan peran',
      outbox_messages: 'Pesan',
      nap_claims: 'Klaim NAP',
      security_settings: 'Pengaturan keamanan',
      membership_settings: 'Pengaturan keanggotaan',
    },
    fields: {
      full_name: 'Nama lengkap',
      name: 'Nama',
      display_name: 'Nama tampilan',
      email: 'Email',
      phone: 'Telepon',
      nap: 'NAP',
      membership_status: 'Status keanggotaan',
      membership_type: 'Jenis keanggotaan',
      status: 'Status',
      status_reason: 'Alasan status',
      organization_id: 'Organisasi',
      origin_organization_id: 'DPC asal',
      target_organization_id: 'DPC tujuan',
      birth_date: 'Tanggal lahir',
      gender: 'Jenis kelamin',
      address: 'Alamat',
      city: 'Kota',
      province: 'Provinsi',
      postal_code: 'Kode pos',
      workplace: 'Tempat kerja',
      profession: 'Profesi',
      specialization: 'Spesialisasi',
      education: 'Pendidikan',
      str_number: 'Nomor STR',
      str_expiry_date: 'Masa berlaku STR',
      sip_number: 'Nomor SIP',
      sip_expiry_date: 'Masa berlaku SIP',
      join_date: 'Tanggal bergabung',
      expiry_date: 'Tanggal kedaluwarsa',
      verified_at: 'Diverifikasi pada',
      verified_by: 'Diverifikasi oleh',
      amount: 'Jumlah',
      method: 'Metode',
      paid_at: 'Dibayar pada',
      period: 'Periode',
      description: 'Keterangan',
      is_active: 'Aktif',
      role_id: 'Peran',
      user_id: 'Pengguna',
      permission_id: 'Izin',
      expires_at: 'Berlaku hingga',
      level: 'Tingkat',
      reason: 'Alasan',
      notes: 'Catatan',
      decision_notes: 'Catatan keputusan',
      grace_days: 'Masa tenggang (hari)',
      officer_aal2_required: 'Pengurus wajib dua faktor',
    },
  },
  en: {
    actions: {
      'members.insert': 'New member application',
      'members.update': 'Member data changed',
      'members.delete': 'Member deleted',
      'members.verify': 'Member verified',
      'members.reject': 'Application rejected',
      'members.set_status': 'Membership status changed',
      'members.create': 'Member added',
      'members.import': 'Members imported',
      'members.transfer': 'Member moved to another DPC',
      'members.expire': 'Membership expired',
      'members.email_change': 'Member email changed',
      'members.two_factor_reset': 'Member two-factor reset',
      'members.link': 'Applicant linked to a member',
      'profile.update': 'Member updated their profile',
      'transfer_requests.insert': 'Transfer requested',
      'transfer_requests.release': 'Transfer released by the origin DPC',
      'transfer_requests.accept': 'Transfer accepted by the target DPC',
      'transfer_requests.reject': 'Transfer rejected',
      'transfer_requests.complete': 'Transfer completed',
      'transfer_requests.withdraw': 'Transfer request withdrawn',
      'payments.record': 'Payment recorded',
      'payments.settle': 'Payment received',
      'bills.generate': 'Dues bills issued',
      'bills.waive': 'Bill waived',
      'dues.daily_run': 'Daily dues job',
      'reminders.queue': 'Arrears reminders queued',
      'reminders.queue_daily': 'Automatic reminders queued',
      'outbox_messages.retry': 'Failed message resent',
      'dues_categories.insert': 'Dues category added',
      'dues_categories.update': 'Dues category changed',
      'dues_categories.delete': 'Dues category deleted',
      'documents.verify': 'Document verified',
      'documents.unverify': 'Document verification withdrawn',
      'organizations.insert': 'Organization added',
      'organizations.update': 'Organization data changed',
      'organizations.delete': 'Organization deleted',
      'roles.insert': 'Role created',
      'roles.update': 'Role changed',
      'roles.delete': 'Role deleted',
      'role_permissions.insert': 'Permission added to a role',
      'role_permissions.delete': 'Permission removed from a role',
      'role_assignments.insert': 'Role granted',
      'role_assignments.update': 'Role assignment changed',
      'role_assignments.delete': 'Role revoked',
      'security_settings.update': 'Security settings changed',
      'membership_settings.update': 'Grace period changed',
    },
    entities: {
      members: 'Member',
      transfer_requests: 'Transfer',
      payments: 'Payment',
      bills: 'Bill',
      dues_categories: 'Dues category',
      documents: 'Document',
      organizations: 'Organization',
      roles: 'Role',
      role_permissions: 'Role permission',
      role_assignments: 'Role assignment',
      outbox_messages: 'Message',
      nap_claims: 'NAP claim',
      security_settings: 'Security settings',
      membership_settings: 'Membership settings',
    },
    fields: {
      full_name: 'Full name',
      name: 'Name',
      display_name: 'Display name',
      email: 'Email',
      phone: 'Phone',
      nap: 'NAP',
      membership_status: 'Membership status',
      membership_type: 'Membership type',
      status: 'Status',
      status_reason: 'Status reason',
      organization_id: 'Organization',
      origin_organization_id: 'Origin DPC',
      target_organization_id: 'Target DPC',
      birth_date: 'Date of birth',
      gender: 'Gender',
      address: 'Address',
      city: 'City',
      province: 'Province',
      postal_code: 'Postal code',
      workplace: 'Workplace',
      profession: 'Profession',
      specialization: 'Specialization',
      education: 'Education',
      str_number: 'STR number',
      str_expiry_date: 'STR valid until',
      sip_number: 'SIP number',
      sip_expiry_date: 'SIP valid until',
      join_date: 'Join date',
      expiry_date: 'Expiry date',
      verified_at: 'Verified at',
      verified_by: 'Verified by',
      amount: 'Amount',
      method: 'Method',
      paid_at: 'Paid at',
      period: 'Period',
      description: 'Description',
      is_active: 'Active',
      role_id: 'Role',
      user_id: 'User',
      permission_id: 'Permission',
      expires_at: 'Valid until',
      level: 'Level',
      reason: 'Reason',
      notes: 'Notes',
      decision_notes: 'Decision notes',
      grace_days: 'Grace period (days)',
      officer_aal2_required: 'Officers need two factors',
    },
  },
};

/** Columns that change with every write and say nothing to a reader of the log. */
const NOISE_FIELDS = new Set(['updated_at', 'search_text', 'search_vector', 'search_document']);

export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields an entry changed, in the row's own order: for an update those whose value differs,
 * for an insert every field of the new row, for a delete every field of the old one.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !NOISE_FIELDS.has(field))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((change) => !before || !after || JSON.stringify(change.before) !== JSON.stringify(change.after));
}

/** A value of an audited row as one line of text: empty for null, JSON for an object. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
