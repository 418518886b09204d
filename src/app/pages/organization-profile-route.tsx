import OrganizationProfilePage from '@/features/organizations/routes/organization-profile-page';
import { ChapterOfficersPanel } from '@/features/roles';
import { useHasPermission } from '@/lib/permissions';

/**
 * The chapter profile composed at the app level: the roles feature's officer panel (appointing,
 * renewing and ending the chapter's officers) is mounted on it here, as features do not import
 * each other. Shown to callers with system.manage_roles; the database decides what they may grant
 * in this chapter (private.can_grant_role).
 */
export default function OrganizationProfileRoute() {
  const canAppoint = useHasPermission('system.manage_roles');
  return (
    <OrganizationProfilePage
      officersPanel={canAppoint ? (chapter) => <ChapterOfficersPanel organizationId={chapter.id} /> : undefined}
    />
  );
}
