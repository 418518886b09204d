import { Alert, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { useSecuritySettingsQuery, useSetSecuritySettingsMutation } from './api/security-settings';

/**
 * Keamanan → SUPER_ADMIN's rule that officers change data only after the authenticator code
 * (aal2, decision 0032). Turning it on asks first: officers without 2FA can then only read.
 */
export function OfficerTwoFactorRule() {
  const { t } = useTranslation('settings');
  const settings = useSecuritySettingsQuery();
  const save = useSetSecuritySettingsMutation();
  const [confirming, setConfirming] = useState(false);

  const change = (required: boolean) =>
    save.mutate({ officerAal2Required: required }, { onSettled: () => setConfirming(false) });

  return (
    <Stack as="section" gap="4" maxW="xl" aria-labelledby="officer-two-factor-title">
      <Heading as="h2" size="md" id="officer-two-factor-title">
        {t('officerTwoFactor.title')}
      </Heading>
      <Text color="fg.muted">{t('officerTwoFactor.intro')}</Text>
      {settings.data ? (
        <>
          <Switch.Root
            // On while the confirmation is open, as the two-factor switch is during an enrolment.
            checked={settings.data.officerAal2Required || confirming}
            disabled={save.isPending}
            onCheckedChange={({ checked }) => {
              save.reset();
              if (checked) setConfirming(true);
              else if (confirming) setConfirming(false);
              else change(false);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('officerTwoFactor.toggle')}</Switch.Label>
          </Switch.Root>
          <Text textStyle="sm" data-testid="officer-two-factor-status">
            {settings.data.officerAal2Required ? t('officerTwoFactor.on') : t('officerTwoFactor.off')}{' '}
            {t('officerTwoFactor.updatedAt', { date: formatDateTime(settings.data.updatedAt) })}
          </Text>
        </>
      ) : settings.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{`${t('loadError')} ${settings.error.message}`}</Alert.Title>
        </Alert.Root>
      ) : (
        <Skeleton height="8" maxW="sm" />
      )}
      {save.isError && !confirming && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{save.error.message}</Alert.Title>
        </Alert.Root>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) setConfirming(false);
        }}
        title={t('officerTwoFactor.confirmTitle')}
        text={t('officerTwoFactor.confirmText')}
        confirmLabel={t('officerTwoFactor.confirm')}
        tone="danger"
        pending={save.isPending}
        onConfirm={() => change(true)}
      />
    </Stack>
  );
}
