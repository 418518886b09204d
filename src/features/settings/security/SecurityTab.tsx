import { Separator, Stack } from '@chakra-ui/react';
import { ChangePasswordForm } from './change-password-form';
import { TwoFactorSection } from './two-factor-section';

/** Pengaturan Akun → Keamanan: the password change and two-factor sign-in. */
export function SecurityTab() {
  return (
    <Stack gap="8">
      <ChangePasswordForm />
      <Separator />
      <TwoFactorSection />
    </Stack>
  );
}
