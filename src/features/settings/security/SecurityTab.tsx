import { Separator, Stack } from '@chakra-ui/react';
import { useHasPermission } from '@/lib/permissions';
import { ChangePasswordForm } from './change-password-form';
import { OfficerTwoFactorRule } from './officer-two-factor-rule';
import { TwoFactorSection } from './two-factor-section';

/** Pengaturan Akun → Keamanan: the password change, two-factor sign-in, and SUPER_ADMIN's rule for officers. */
export function SecurityTab() {
  const superAdmin = useHasPermission('system.settings');
  return (
    <Stack gap="8">
      <ChangePasswordForm />
      <Separator />
      <TwoFactorSection />
      {superAdmin && (
        <>
          <Separator />
          <OfficerTwoFactorRule />
        </>
      )}
    </Stack>
  );
}
