import { PayBillButton } from '@/features/dues/components/bills/pay-bill-button';
import ProfilePage from '@/features/profile/routes/profile-page';

/**
 * Profil Saya composed at the app level: the member's home pays its next bill with the dues
 * feature's "Bayar sekarang" (features do not import each other).
 */
export default function ProfileRoute() {
  return <ProfilePage PayBill={PayBillButton} />;
}
