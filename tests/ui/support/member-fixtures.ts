import type { OrganizationSummary } from '@shared/contracts/organizations';
import type { MemberDetail, MemberProfile } from '@shared/contracts/members';
import type { Profile } from '@shared/contracts/profile';
import type { ProfileSummary } from '@shared/contracts/profile-summary';

/** A DPC as `GET /members/chapters` lists it. */
export function chapter(id: number, name: string, provinceName: string): OrganizationSummary {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(id).padStart(2, '0')}`,
    name,
    level: 'DPC',
    bpsCode: String(3200 + id),
    parentId: '00000000-0000-4000-8000-000000000099',
    provinceName,
  };
}
export const cimahi = chapter(1, 'Kota Cimahi', 'Jawa Barat');

/** A member as the API returns it: a pending application in Kota Cimahi unless overridden. */
export function profile(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    id: '00000000-0000-4000-8000-00000000a001',
    nap: null,
    fullName: 'Nadia Rahmawati',
    email: null,
    phone: null,
    birthDate: null,
    gender: null,
    address: null,
    city: null,
    province: null,
    postalCode: null,
    profession: null,
    specialization: null,
    workplace: null,
    education: null,
    strNumber: null,
    strExpiryDate: null,
    sipNumber: null,
    sipExpiryDate: null,
    memberSince: null,
    membershipType: 'BIASA',
    membershipStatus: 'PENDING',
    statusReason: null,
    position: null,
    joinDate: null,
    expiryDate: null,
    organizationId: cimahi.id,
    organizationName: cimahi.name,
    organizationCode: cimahi.bpsCode,
    hasLogin: false,
    verifiedAt: null,
    createdAt: '2026-11-20T03:00:00Z',
    ...overrides,
  };
}

/** `GET /members/{id}` for `member`: nothing billed, paid, moved or filed, and no action offered, unless overridden. */
export function memberDetail(member: MemberProfile, overrides: Partial<MemberDetail> = {}): MemberDetail {
  return {
    member,
    bills: [],
    payments: [],
    transfers: [],
    documents: [],
    summary: { unpaidBills: 0, arrears: 0, totalPaid: 0 },
    actions: { edit: false, deactivate: false, activate: false, verify: false },
    ...overrides,
  };
}

/** Siti, the demo member (anggota@simk.test), as `GET /profile` returns her to herself. */
export function ownProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    nap: '327319000001',
    fullName: 'Siti Nurhaliza, A.Md.AK.',
    email: 'anggota@simk.test',
    phone: '+6281234567890',
    birthDate: '1990-08-17',
    gender: 'female',
    address: 'Jl. Dago No. 1',
    city: 'Bandung',
    province: 'Jawa Barat',
    postalCode: '40135',
    profession: 'Ahli Teknologi Laboratorium Medik',
    specialization: null,
    workplace: 'RSUD Kota Bandung',
    education: 'D3 Analis Kesehatan',
    strNumber: 'STR-3273-001',
    strExpiryDate: null,
    sipNumber: 'SIP-3273-001',
    sipExpiryDate: '2027-03-31',
    sipPracticePlace: null,
    sipWarningDays: 90,
    memberSince: '2019-04-08',
    membershipType: 'BIASA',
    membershipStatus: 'ACTIVE',
    expiryDate: '2029-04-08',
    organizationName: 'Kota Bandung',
    profilePhotoPath: null,
    ...overrides,
  };
}

/** Siti's home on Profil Saya (GET /profile/summary): two bills overdue, a transfer and a document open. */
export function ownSummary(overrides: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    membershipStatus: 'ACTIVE',
    validUntil: '2027-04-08',
    dues: { unpaidCount: 3, unpaidTotal: 450000, arrearsCount: 2, arrearsTotal: 300000 },
    nextBill: {
      id: '00000000-0000-4000-8000-0000000000b7',
      category: 'Iuran Bulanan',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      dueDate: '2026-10-10',
      amount: 150000,
      overdue: true,
      pendingPaymentId: null,
    },
    card: { status: 'valid', validUntil: '2027-04-08' },
    openTransfer: {
      id: '00000000-0000-4000-8000-0000000000c1',
      status: 'pending',
      targetOrganizationName: 'Kota Surabaya',
      requestedAt: '2026-11-20T03:00:00.000Z',
    },
    documentsAwaitingVerification: 1,
    ...overrides,
  };
}
