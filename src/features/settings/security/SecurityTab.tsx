import { Stack } from '@chakra-ui/react';
import { ChangePasswordForm } from './change-password-form';

/** Keamanan (spec §2 "Account settings"): the password change; two-factor sign-in joins it here. */
export function SecurityTab() {
  return (
    <Stack gap="8">
      <ChangePasswordForm />
    </Stack>
  );
}
