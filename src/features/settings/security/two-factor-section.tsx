import { Alert, Box, Button, Code, Field, Heading, HStack, Image, Stack, Switch, Text } from '@chakra-ui/react';
import type { Factor } from '@supabase/supabase-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeCodeInput } from '@/components/form/one-time-code-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format';
import { twoFactorErrorMessage } from '@/lib/two-factor-messages';
import {
  useEnrolMutation,
  useFactorsQuery,
  useRemoveFactorMutation,
  useVerifyCodeMutation,
  type Enrolment,
} from './api/two-factor';
import { nextFactorName } from './factor-name';

const CODE_FORMAT = /^\d{6}$/;

type Notice = { status: 'success' | 'error'; message: string } | null;

/**
 * Keamanan → two-factor sign-in (TOTP): the toggle starts an enrolment (QR code and secret, then a
 * code to verify) or removes the factors; each registered authenticator can be removed on its own.
 */
export function TwoFactorSection() {
  const { t } = useTranslation('profile');
  const factors = useFactorsQuery();
  const enrol = useEnrolMutation();
  const remove = useRemoveFactorMutation();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [removing, setRemoving] = useState<Factor[] | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const verified = (factors.data ?? []).filter((factor) => factor.status === 'verified');
  const enabled = verified.length > 0;

  async function startEnrolment() {
    setNotice(null);
    try {
      const name = nextFactorName(
        t('security.factorName'),
        verified.map((factor) => factor.friendly_name),
      );
      setEnrolment(await enrol.mutateAsync(name));
    } catch (error) {
      setNotice({ status: 'error', message: twoFactorErrorMessage(error) });
    }
  }

  async function cancelEnrolment() {
    const pending = enrolment;
    setEnrolment(null);
    if (pending) await remove.mutateAsync(pending.factorId).catch(() => {});
  }

  async function confirmRemoval() {
    if (!removing) return;
    try {
      for (const factor of removing) await remove.mutateAsync(factor.id);
      setRemoving(null);
      setNotice({ status: 'success', message: t('security.removed') });
    } catch (error) {
      setNotice({ status: 'error', message: twoFactorErrorMessage(error) });
      setRemoving(null);
    }
  }

  return (
    <Stack as="section" gap="4" maxW="xl" aria-labelledby="two-factor-title">
      <Heading as="h2" size="md" id="two-factor-title">
        {t('security.twoFactorTitle')}
      </Heading>
      <Text color="fg.muted">{t('security.twoFactorIntro')}</Text>
      <Alert.Root status="info" data-testid="two-factor-recovery">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('security.recoveryTitle')}</Alert.Title>
          <Alert.Description>{t('security.recoveryText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>

      {notice && (
        <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
          <Alert.Indicator />
          <Alert.Title>{notice.message}</Alert.Title>
        </Alert.Root>
      )}

      {factors.isPending ? (
        <Text aria-busy="true">{t('security.loadingFactors')}</Text>
      ) : factors.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('security.factorsFailed')}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          <Switch.Root
            checked={enabled || enrolment !== null}
            disabled={enrol.isPending || remove.isPending}
            onCheckedChange={({ checked }) => {
              if (checked) void startEnrolment();
              else if (enrolment) void cancelEnrolment();
              else setRemoving(verified);
            }}
          >
            <Switch.HiddenInput />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('security.twoFactorToggle')}</Switch.Label>
          </Switch.Root>
          <Text textStyle="sm" data-testid="two-factor-status">
            {enabled ? t('security.twoFactorOn') : t('security.twoFactorOff')}
          </Text>

          {enrolment && (
            <EnrolmentPanel
              enrolment={enrolment}
              onVerified={() => {
                setEnrolment(null);
                setNotice({ status: 'success', message: t('security.enabled') });
              }}
              onCancel={() => void cancelEnrolment()}
            />
          )}

          {enabled && !enrolment && (
            <FactorList
              factors={verified}
              busy={{ adding: enrol.isPending, removing: remove.isPending }}
              onRemove={(factor) => setRemoving([factor])}
              onAdd={() => void startEnrolment()}
            />
          )}
        </>
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('security.removeTitle')}
        text={removing && removing.length < verified.length ? t('security.removeOneText') : t('security.removeText')}
        confirmLabel={t('security.removeConfirm')}
        tone="danger"
        pending={remove.isPending}
        onConfirm={() => void confirmRemoval()}
      />
    </Stack>
  );
}

/** The verified authenticators, each removable on its own, and adding another. */
function FactorList({
  factors,
  busy,
  onRemove,
  onAdd,
}: {
  factors: Factor[];
  busy: { adding: boolean; removing: boolean };
  onRemove: (factor: Factor) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('profile');
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t('security.factorsTitle')}
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none" margin="0" padding="0">
        {factors.map((factor) => (
          <HStack as="li" key={factor.id} justify="space-between" borderWidth="1px" borderRadius="md" padding="3">
            <Box>
              <Text fontWeight="medium">{factor.friendly_name || t('security.factorName')}</Text>
              <Text textStyle="sm" color="fg.muted">
                {t('security.addedOn', { date: formatDate(factor.created_at) })}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              aria-label={t('security.removeLabel', { name: factor.friendly_name || t('security.factorName') })}
              onClick={() => onRemove(factor)}
            >
              {t('security.remove')}
            </Button>
          </HStack>
        ))}
      </Stack>
      <Button alignSelf="start" variant="outline" loading={busy.adding} disabled={busy.removing} onClick={onAdd}>
        {t('security.addAnother')}
      </Button>
    </Stack>
  );
}

/** The QR code and secret of a new factor, and the code that proves the app holds it. */
function EnrolmentPanel({
  enrolment,
  onVerified,
  onCancel,
}: {
  enrolment: Enrolment;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const verify = useVerifyCodeMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!CODE_FORMAT.test(code)) {
      setError(t('security.codeInvalid'));
      return;
    }
    try {
      await verify.mutateAsync({ factorId: enrolment.factorId, code });
      onVerified();
    } catch (cause) {
      setError(twoFactorErrorMessage(cause));
    }
  }

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" padding="4" data-testid="two-factor-enrolment">
      <Heading as="h3" size="sm">
        {t('security.enrolTitle')}
      </Heading>
      <Text>{t('security.enrolStep1')}</Text>
      <Box bg="white" padding="2" borderRadius="md" alignSelf="start">
        <Image src={enrolment.qrCode} alt={t('security.qrAlt')} width="48" height="48" />
      </Box>
      <Text>{t('security.enrolStep2')}</Text>
      <Code
        aria-label={t('security.secretLabel')}
        data-testid="two-factor-secret"
        alignSelf="start"
        wordBreak="break-all"
      >
        {enrolment.secret}
      </Code>
      <Stack asChild gap="3">
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={verify.isPending}>
          <Field.Root invalid={!!error} required maxW="xs">
            <Field.Label>{t('security.code')}</Field.Label>
            <OneTimeCodeInput
              name="code"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <Field.ErrorText>{error}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('security.codeHelp')}</Field.HelperText>
            )}
          </Field.Root>
          <HStack gap="3">
            <Button type="submit" loading={verify.isPending} loadingText={t('security.verifying')}>
              {t('security.verify')}
            </Button>
            <Button variant="outline" onClick={onCancel}>
              {t('security.cancelEnrol')}
            </Button>
          </HStack>
        </form>
      </Stack>
    </Stack>
  );
}
