import OrganizationProfilePage from '@/features/organizations/routes/organization-profile-page';

/**
 * The chapter profile composed at the app level: the roles feature's officer panel (appointing the
 * chapter's officers) is mounted on it here, as features do not import each other.
 */
export default function OrganizationProfileRoute() {
  return <OrganizationProfilePage />;
}
