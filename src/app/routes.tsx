import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { GuestOnly } from '@/app/guards/guest-only';
import { lazyPage } from '@/app/lazy-page';
import { RequireAuth } from '@/app/guards/require-auth';
import { RoleGate } from '@/app/guards/role-gate';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import type { RouteTitleKey } from '@/app/pages/coming-soon-route';
import { RouteErrorPage } from '@/app/pages/route-error-page';
import { PageLoader } from '@/components/ui/page-loader';
import { CLAIM_NAP_PATH, SPEC_CLAIM_NAP_PATH } from '@/features/auth/claim-nap-path';
import { profilePaths } from '@/features/profile/api/profile-keys';
import { loadNamespaces, type LazyNamespace } from '@/lib/i18n';
import { signedInNamespaces } from '@/lib/signed-in-namespaces';

// Every page is its own chunk, loaded on demand behind the "Memuat halaman..." fallback. The pages
// visits start on are preloaded by main.tsx, which then renders them without that fallback.
export const LandingPage = lazyPage(() => import('@/features/landing/routes/landing-page'));
const ComingSoonRoute = lazy(() => import('@/app/pages/coming-soon-route'));
export const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'));
const RegisterPage = lazy(() => import('@/features/auth/routes/register-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/routes/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/routes/reset-password-page'));
const EmailVerificationPage = lazy(() => import('@/features/auth/routes/email-verification-page'));
const EmailChangePage = lazy(() => import('@/features/auth/routes/email-change-page'));
const ClaimNapPage = lazy(() => import('@/features/auth/routes/claim-nap-page'));
const RegisterOldPage = lazy(() => import('@/features/auth/routes/register-old-page'));
const NewsListPage = lazy(() => import('@/features/content/routes/news-list-page'));
const NewsDetailPage = lazy(() => import('@/features/content/routes/news-detail-page'));
const EventsPage = lazy(() => import('@/features/content/routes/events-page'));
const EventDetailPage = lazy(() => import('@/features/content/routes/event-detail-page'));
const BlogListPage = lazy(() => import('@/features/content/routes/blog-list-page'));
const BlogPostPage = lazy(() => import('@/features/content/routes/blog-post-page'));
const ProfilePage = lazy(() => import('@/features/content/routes/profile-page'));
const StructurePage = lazy(() => import('@/features/content/routes/structure-page'));
const AboutPage = lazy(() => import('@/features/content/routes/about-page'));
const ChairmanPage = lazy(() => import('@/features/content/routes/chairman-page'));
const ProgramsPage = lazy(() => import('@/features/content/routes/programs-page'));
const PaymentGuidePage = lazy(() => import('@/features/content/routes/payment-guide-page'));
const CertificationPage = lazy(() => import('@/features/content/routes/certification-page'));
const JournalPage = lazy(() => import('@/features/content/routes/journal-page'));
const DocumentVerificationPage = lazy(() => import('@/features/content/routes/document-verification-page'));
// The signed-in shell and its pages stay out of the landing page's bundle.
/** The signed-in shell's code with the signed-in screens' texts (current language), in one wait. */
export const SignedInLayout = lazyPage(() =>
  Promise.all([import('@/app/layouts/signed-in-layout'), loadNamespaces(...signedInNamespaces)]).then(
    ([layout]) => layout,
  ),
);
const DashboardHomeRoute = lazy(() => import('@/app/pages/dashboard-home-route'));
const MemberListPage = lazy(() => import('@/features/members/routes/member-list-page'));
const MemberDetailPage = lazy(() => import('@/features/members/routes/member-detail-page'));
const MemberVerificationPage = lazy(() => import('@/features/members/routes/member-verification-page'));
const MemberRegistrationPage = lazy(() => import('@/features/members/routes/member-registration-page'));
const MemberExportImportPage = lazy(() => import('@/features/members/routes/member-export-import-page'));
const DuesCategoriesPage = lazy(() => import('@/features/dues/routes/dues-categories-page'));
const DuesSettingsPage = lazy(() => import('@/features/dues/routes/dues-settings-page'));
const MemberBillsPage = lazyPage(() => import('./pages/member-bills-route'));
const RoleManagementPage = lazy(() => import('@/features/roles/routes/role-management-page'));
const PaymentQrisPage = lazyPage(() => import('@/features/dues/routes/payment-qris-page'));
const FinancialReportPage = lazyPage(() => import('@/features/reports/financial/financial-report-page'));
const DuesSplitReportPage = lazyPage(() => import('@/features/reports/dues-split/dues-split-report-page'));
const MembershipReportPage = lazyPage(() => import('@/features/reports/membership/membership-report-page'));
const ReportsLandingPage = lazyPage(() => import('@/features/reports/reports-landing-page'));
const AnalyticsPage = lazyPage(() => import('@/features/reports/analytics/analytics-page'));
const PaymentHistoryPage = lazy(() => import('@/features/dues/routes/payment-history-page'));
const OverdueRemindersPage = lazy(() => import('@/features/dues/routes/overdue-reminders-page'));
const PublicPaymentPage = lazy(() => import('@/features/dues/routes/public-payment-page'));
const MyProfilePage = lazyPage(() => import('./pages/profile-route'));
const MyDocumentsPage = lazy(() => import('@/features/profile/routes/documents-page'));
const ProfileCompletePage = lazy(() => import('@/features/profile/completion/profile-complete-page'));
const MemberCardPage = lazyPage(() => import('@/features/profile/member-card/member-card-page'));
const CardVerificationPage = lazy(() => import('@/features/profile/member-card/card-verification-page'));
const LegacyProfilePage = lazy(() => import('@/features/profile/routes/legacy-profile-page'));
const AccountSettingsPage = lazy(() => import('@/features/settings/routes/account-settings-page'));
const TransferRequestsPage = lazy(() => import('@/app/pages/transfer-requests-route'));
const TransferApprovalPage = lazy(() => import('@/features/transfers/routes/transfer-approval-page'));
const TransferHistoryPage = lazy(() => import('@/features/transfers/routes/transfer-history-page'));
const SentMessagesPage = lazy(() => import('@/features/messages/routes/sent-messages-page'));
const OrganizationsPage = lazy(() => import('@/features/organizations/routes/organizations-page'));
const OrganizationProfilePage = lazy(() => import('@/app/pages/organization-profile-route'));
const OrganizationStructurePage = lazy(() => import('@/features/organizations/routes/organization-structure-page'));
const AuditLogPage = lazy(() => import('@/features/audit/routes/audit-log-page'));
const DebugPage = lazy(() => import('@/features/system-health/routes/debug-page'));

/**
 * The member's pages a signed-in visit often starts on (issue 26 §7): main.tsx loads their code and
 * the signed-in shell's during the session check, instead of after it.
 */
const profileTexts: LazyNamespace[] = ['payments', 'memberCard', 'transfers'];

export const signedInFirstPages: Record<string, SignedInFirstPage> = {
  '/dashboard/profile': firstPage(MyProfilePage, profileTexts, [profilePaths.own, profilePaths.summary]),
  '/profile': firstPage(MyProfilePage, profileTexts, [profilePaths.own, profilePaths.summary]),
  '/dashboard/profile/card': firstPage(MemberCardPage, ['memberCard'], [profilePaths.card]),
  '/member-dues': firstPage(MemberBillsPage, ['payments']),
  '/payment-qris': firstPage(PaymentQrisPage, ['payments']),
};

interface SignedInFirstPage {
  /** The page's code with the text namespaces its first render asks for beyond the shell's. */
  preload(): Promise<unknown>;
  /** The API paths its first render reads, sent early with a stored session (early-reads.ts). */
  reads: readonly string[];
}

/**
 * Without the texts here they are fetched only once the page renders and suspends, one round trip
 * before its content; the same holds for the reads, one round trip after the session check.
 */
function firstPage(
  page: { preload(): Promise<unknown> },
  texts: LazyNamespace[],
  reads: readonly string[] = [],
): SignedInFirstPage {
  return { preload: () => Promise.all([page.preload(), loadNamespaces(...texts)]), reads };
}

/** While the signed-in shell's code loads (after the session check). */
function ShellLoader() {
  const { t } = useTranslation();
  return <PageLoader label={t('loading.session')} minHeight="100dvh" />;
}

type PageEntry = readonly [path: string, titleKey: RouteTitleKey];

function comingSoon([path, titleKey]: PageEntry): RouteObject {
  return { path, element: <ComingSoonRoute titleKey={titleKey} /> };
}

/** A moved page: the old address keeps working, with its query (an emailed link's token). */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** Spec §2 has three paths for the events list; each keeps its own detail pages under it. */
const eventSections = [
  { basePath: '/kegiatan', titleKey: 'activities' },
  { basePath: '/activities', titleKey: 'activities' },
  { basePath: '/events', titleKey: 'events' },
] as const;

/** The public content pages (news, events, blog, organisation, guides), filled from the database. */
const contentPages: RouteObject[] = [
  { path: '/berita', element: <NewsListPage /> },
  { path: '/berita/:slug', element: <NewsDetailPage /> },
  ...eventSections.flatMap((section) => [
    { path: section.basePath, element: <EventsPage {...section} /> },
    { path: `${section.basePath}/:slug`, element: <EventDetailPage {...section} /> },
  ]),
  { path: '/blog', element: <BlogListPage /> },
  { path: '/blog/:slug', element: <BlogPostPage /> },
  { path: '/profil', element: <ProfilePage /> },
  { path: '/struktur', element: <StructurePage /> },
  { path: '/tentang', element: <AboutPage /> },
  { path: '/tentang/ketua-dpp', element: <ChairmanPage /> },
  { path: '/program', element: <ProgramsPage /> },
  { path: '/panduan-pembayaran', element: <PaymentGuidePage /> },
  { path: '/sertifikasi', element: <CertificationPage /> },
  { path: '/ojs', element: <JournalPage /> },
  { path: '/document-verification', element: <DocumentVerificationPage /> },
];

/** Inner dashboard paths (spec §2), relative to /dashboard. */
const dashboardPages: PageEntry[] = [];

const signedInPages: PageEntry[] = [
  ['/admin/news', 'manageNews'],
  ['/admin/blog', 'manageBlog'],
  ['/certification', 'certification'],
];

const dashboardOverview = <DashboardHomeRoute />;

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          ...contentPages,
          // A legacy member's way in (spec §2): they claim the NAP they hold instead of registering.
          { path: '/register-old', element: <RegisterOldPage /> },
          // The status of one payment for anyone holding the link; printed receipts point here.
          { path: '/payment/:paymentId', element: <PublicPaymentPage /> },
          // Where a member card's QR code leads: is the card valid now (issue 13 §6).
          { path: '/kta/:token', element: <CardVerificationPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
          // The links of the recovery and confirmation emails (`?token_hash=…&type=…`).
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/email-verification', element: <EmailVerificationPage /> },
          // Either link of an email change (`?token_hash=…&type=email_change`, decision 0042).
          { path: '/email-change', element: <EmailChangePage /> },
          // A legacy member's claim, and the link of its email (`?token=…`). The spec's path reads
          // as a test page, so people are sent to one they can trust; the spec's keeps working.
          { path: CLAIM_NAP_PATH, element: <ClaimNapPage /> },
          { path: SPEC_CLAIM_NAP_PATH, element: <RedirectKeepingQuery to={CLAIM_NAP_PATH} /> },
          {
            element: <GuestOnly />,
            children: [
              { path: '/login', element: <LoginPage /> },
              { path: '/register', element: <RegisterPage /> },
            ],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: (
              <Suspense fallback={<ShellLoader />}>
                <SignedInLayout />
              </Suspense>
            ),
            children: [
              {
                element: <RoleGate />,
                children: [
                  {
                    path: '/dashboard',
                    children: [
                      { index: true, element: dashboardOverview },
                      { path: 'members', element: <MemberListPage /> },
                      { path: 'members/registration', element: <MemberRegistrationPage /> },
                      { path: 'members/verification', element: <MemberVerificationPage /> },
                      { path: 'dues/management', element: <DuesCategoriesPage /> },
                      { path: 'dues/history', element: <PaymentHistoryPage /> },
                      { path: 'dues/reminders', element: <OverdueRemindersPage /> },
                      { path: 'dues/settings', element: <DuesSettingsPage /> },
                      { path: 'mutations/requests', element: <TransferRequestsPage /> },
                      { path: 'mutations/approval', element: <TransferApprovalPage /> },
                      { path: 'mutations/history', element: <TransferHistoryPage /> },
                      { path: 'payments', element: <PaymentHistoryPage /> },
                      { path: 'messages', element: <SentMessagesPage /> },
                      { path: 'profile', element: <MyProfilePage /> },
                      { path: 'profile/card', element: <MemberCardPage /> },
                      { path: 'profile/settings', element: <AccountSettingsPage /> },
                      { path: 'reports/membership', element: <MembershipReportPage /> },
                      { path: 'reports/financial', element: <FinancialReportPage /> },
                      { path: 'reports/dues-split', element: <DuesSplitReportPage /> },
                      { path: 'analytics', element: <AnalyticsPage /> },
                      { path: 'audit-log', element: <AuditLogPage /> },
                      { path: 'role-management', element: <RoleManagementPage /> },
                      ...dashboardPages.map(comingSoon),
                      // Unknown dashboard paths show the overview (spec §2).
                      { path: '*', element: dashboardOverview },
                    ],
                  },
                  { path: '/role-permissions', element: <RoleManagementPage /> },
                  { path: '/members', element: <MemberListPage /> },
                  { path: '/members/:id', element: <MemberDetailPage /> },
                  { path: '/member-registration', element: <MemberRegistrationPage /> },
                  { path: '/member-export-import', element: <MemberExportImportPage /> },
                  { path: '/member-dues', element: <MemberBillsPage /> },
                  { path: '/member-payments', element: <MemberBillsPage /> },
                  { path: '/payment-qris', element: <PaymentQrisPage /> },
                  { path: '/payments', element: <PaymentHistoryPage /> },
                  { path: '/member-transfers', element: <TransferRequestsPage /> },
                  { path: '/profile', element: <MyProfilePage /> },
                  { path: '/profile/user', element: <MyProfilePage /> },
                  { path: '/documents', element: <MyDocumentsPage /> },
                  { path: '/profile/complete', element: <ProfileCompletePage /> },
                  { path: '/profile/legacy', element: <LegacyProfilePage /> },
                  { path: '/profile/settings', element: <AccountSettingsPage /> },
                  { path: '/settings', element: <AccountSettingsPage /> },
                  { path: '/reports', element: <ReportsLandingPage /> },
                  { path: '/organizations', element: <OrganizationsPage /> },
                  { path: '/organization-profile', element: <OrganizationProfilePage /> },
                  { path: '/organization-structure', element: <OrganizationStructurePage /> },
                  { path: '/debug', element: <DebugPage /> },
                  ...signedInPages.map(comingSoon),
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
