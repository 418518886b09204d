import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { GuestOnly } from '@/app/guards/guest-only';
import { RequireAuth } from '@/app/guards/require-auth';
import { PublicLayout } from '@/app/layouts/public-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { SignedInLayout } from '@/app/layouts/signed-in-layout';
import type { RouteTitleKey } from '@/app/pages/coming-soon-route';
import { RouteErrorPage } from '@/app/pages/route-error-page';

// Every page is its own chunk, loaded on demand behind the "Memuat halaman..." fallback.
const LandingPage = lazy(() => import('@/features/landing/routes/landing-page'));
const ComingSoonRoute = lazy(() => import('@/app/pages/coming-soon-route'));

type PageEntry = readonly [path: string, titleKey: RouteTitleKey];

function comingSoon([path, titleKey]: PageEntry): RouteObject {
  return { path, element: <ComingSoonRoute titleKey={titleKey} /> };
}

/** Public pages of spec §2 whose features come in later releases. */
const publicPages: PageEntry[] = [
  ['/register-old', 'registerOld'],
  ['/forgot-password', 'forgotPassword'],
  ['/profil', 'organizationProfilePublic'],
  ['/struktur', 'structure'],
  ['/berita', 'news'],
  ['/kegiatan', 'activities'],
  ['/activities', 'activities'],
  ['/events', 'events'],
  ['/blog', 'blog'],
  ['/ojs', 'journal'],
  ['/sertifikasi', 'certificationPublic'],
  ['/tentang', 'about'],
  ['/tentang/ketua-dpp', 'chairman'],
  ['/program', 'programs'],
  ['/panduan-pembayaran', 'paymentGuide'],
  ['/email-verification', 'emailVerification'],
  ['/document-verification', 'documentVerification'],
  ['/payment/:paymentId', 'paymentStatus'],
  ['/test/claim-nap', 'claimNap'],
];

const guestPages: PageEntry[] = [
  ['/login', 'login'],
  ['/register', 'register'],
];

/** Inner dashboard paths (spec §2), relative to /dashboard. */
const dashboardPages: PageEntry[] = [
  ['analytics', 'analytics'],
  ['members', 'memberList'],
  ['members/registration', 'memberRegistration'],
  ['members/verification', 'memberVerification'],
  ['mutations/requests', 'mutationRequests'],
  ['mutations/history', 'mutationHistory'],
  ['mutations/approval', 'mutationApproval'],
  ['dues/management', 'duesManagement'],
  ['dues/history', 'duesHistory'],
  ['dues/reminders', 'duesReminders'],
  ['profile', 'myProfile'],
  ['profile/settings', 'accountSettings'],
  ['reports/membership', 'membershipReport'],
  ['reports/financial', 'financialReport'],
  ['role-management', 'roleManagement'],
  ['payments', 'payments'],
];

const signedInPages: PageEntry[] = [
  ['/profile', 'myProfile'],
  ['/profile/complete', 'completeProfile'],
  ['/profile/legacy', 'legacyProfile'],
  ['/profile/user', 'userProfile'],
  ['/profile/settings', 'accountSettings'],
  ['/members', 'memberList'],
  ['/members/:id', 'memberDetail'],
  ['/member-registration', 'memberRegistration'],
  ['/member-transfers', 'memberTransfers'],
  ['/member-dues', 'memberDues'],
  ['/member-export-import', 'memberExportImport'],
  ['/organizations', 'organizations'],
  ['/organization-profile', 'organizationProfile'],
  ['/organization-structure', 'organizationStructure'],
  ['/admin/news', 'manageNews'],
  ['/admin/blog', 'manageBlog'],
  ['/certification', 'certification'],
  ['/documents', 'documents'],
  ['/payments', 'payments'],
  ['/payment-qris', 'qrisPayment'],
  ['/member-payments', 'memberPayments'],
  ['/settings', 'settings'],
  ['/reports', 'reports'],
  ['/role-permissions', 'rolePermissions'],
  ['/debug', 'debug'],
];

const dashboardOverview = <ComingSoonRoute titleKey="dashboard" />;

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <LandingPage /> },
          ...publicPages.map(comingSoon),
          { element: <GuestOnly />, children: guestPages.map(comingSoon) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInLayout />,
            children: [
              {
                path: '/dashboard',
                children: [
                  { index: true, element: dashboardOverview },
                  ...dashboardPages.map(comingSoon),
                  // Unknown dashboard paths show the overview (spec §2).
                  { path: '*', element: dashboardOverview },
                ],
              },
              ...signedInPages.map(comingSoon),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
