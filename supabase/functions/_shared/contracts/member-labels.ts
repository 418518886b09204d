import type { SUPPORTED_LANGUAGES } from '../constants.ts';
import type { MembershipStatus, MembershipType } from './members.ts';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

export interface MemberLabelTexts {
  status: Record<MembershipStatus, string>;
  type: Record<MembershipType, string>;
}

/**
 * The words for a membership status and type, per UI language: what the screens show (the web
 * app's `members` texts take `status` and `type` from here, see `src/lib/i18n-signed-in.ts`) and
 * what the member export writes. One home, so a file never says what the screen does not.
 */
export const memberLabels = {
  id: {
    status: {
      PENDING: 'Menunggu',
      ACTIVE: 'Aktif',
      INACTIVE: 'Non-Aktif',
      EXPIRED: 'Kadaluarsa',
      SUSPENDED: 'Ditangguhkan',
      REJECTED: 'Ditolak',
    },
    type: {
      BIASA: 'Anggota Biasa',
      LUAR_BIASA: 'Anggota Luar Biasa',
      KEHORMATAN: 'Anggota Kehormatan',
    },
  },
  en: {
    status: {
      PENDING: 'Pending',
      ACTIVE: 'Active',
      INACTIVE: 'Inactive',
      EXPIRED: 'Expired',
      SUSPENDED: 'Suspended',
      REJECTED: 'Rejected',
    },
    type: {
      BIASA: 'Regular Member',
      LUAR_BIASA: 'Associate Member',
      KEHORMATAN: 'Honorary Member',
    },
  },
} satisfies Record<Language, MemberLabelTexts>;
