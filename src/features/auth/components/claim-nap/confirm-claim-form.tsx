import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useZodForm } from '@/components/form/use-zod-form';
import { isApiError } from '@/lib/api-client';
import { useConfirmNapClaimMutation } from '../../api/confirm-nap-claim';
import { CLAIM_NAP_PATH } from '../../claim-nap-path';
import { useAuth } from '../../session/auth-context';
import { AuthForm } from '../auth-form';
import { NewPasswordFields, newPasswordFormSchema } from '../new-password-fields';

/** Where a member lands after claiming: the data carried over from the register, to confirm. */
const AFTER_CLAIM_PATH = '/profile/legacy';

/** The emailed link's form: a new password, twice; then the member is signed in and sees the carried-over data. */
export function ConfirmClaimForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { completeLogin } = useAuth();
  const confirmClaim = useConfirmNapClaimMutation();
  const form = useZodForm(newPasswordFormSchema(t('resetPassword.passwordMismatch')), {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  async function onSubmit({ newPassword }: { newPassword: string }) {
    const result = await confirmClaim.mutateAsync({ token, password: newPassword });
    await completeLogin(result, { rememberMe: false });
    await navigate(AFTER_CLAIM_PATH, { replace: true });
  }

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      refusal={t('claimNap.failedGeneric')}
      failureAction={(cause) =>
        isApiError(cause) &&
        ['INVALID_TOKEN', 'CLAIM_EMAIL_HAS_ACCOUNT'].includes(cause.code) && (
          <Button asChild variant="outline">
            <RouterLink to={CLAIM_NAP_PATH}>{t('claimNap.requestNewLink')}</RouterLink>
          </Button>
        )
      }
      submitLabel={t('claimNap.confirmSubmit')}
    >
      <NewPasswordFields />
    </AuthForm>
  );
}
