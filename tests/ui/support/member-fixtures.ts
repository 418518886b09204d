import type { OrganizationSummary } from '@shared/contracts/organizations';
import type { MemberProfile } from '@shared/contracts/members';

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
