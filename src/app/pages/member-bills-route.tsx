import { isApplicant } from '@shared/contracts/auth';
import { useAuth } from '@/features/auth';
import MemberBillsPage from '@/features/dues/routes/member-bills-page';

/**
 * Iuran Saya composed at the app level: the session (auth feature) says whether the caller is an
 * applicant without a NAP, who has no dues yet (features do not import each other).
 */
export default function MemberBillsRoute() {
  const { user } = useAuth();
  return <MemberBillsPage applicant={isApplicant(user?.member ?? null)} />;
}
