import { PageFrame } from '@/app/layouts/page-frame';
import { SiteHeader } from '@/app/layouts/site-header';
import { AccountSummary } from '@/features/auth';

/** Shell for signed-in pages until the dashboard shell (sidebar, top bar) is built. */
export function SignedInLayout() {
  return <PageFrame header={<SiteHeader showAuthLinks={false} account={<AccountSummary />} />} />;
}
