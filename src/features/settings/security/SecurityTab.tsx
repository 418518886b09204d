import { Separator, Stack } from '@chakra-ui/react';
import { useHasPermission } from '@/lib/permissions';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { OfficerTwoFactorRule } from './officer-two-factor-rule';
import { TwoFactorSection } from './two-factor-section';

/** Pengaturan Akun → Keamanan: the password and email changes, two-factor sign-in, and SUPER_ADMIN's rule for officers. */
export function SecurityTab() {
  const superAdmin = useHasPermission('system.settings');
  return (
    <Stack gap="8">
      <ChangePasswordForm />
      <Separator />
      <ChangeEmailForm />
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
