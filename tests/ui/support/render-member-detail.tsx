import MemberDetailPage from '@/features/members/routes/member-detail-page';
import { renderFeature } from './render-feature';

/** The member detail page of `memberId`, routed at `/members/:id` as in the app, on the fake API. */
export function renderMemberDetail(apiBaseUrl: string, memberId: string) {
  return renderFeature(<MemberDetailPage />, {
    apiBaseUrl,
    path: `/members/${memberId}`,
    routes: [{ path: '/members/:id', element: <MemberDetailPage /> }],
  });
}
