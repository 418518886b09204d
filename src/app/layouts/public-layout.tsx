import { PageFrame } from '@/app/layouts/page-frame';
import { SiteFooter } from '@/app/layouts/site-footer';
import { SiteHeader } from '@/app/layouts/site-header';

export function PublicLayout() {
  return <PageFrame header={<SiteHeader />} footer={<SiteFooter />} />;
}
