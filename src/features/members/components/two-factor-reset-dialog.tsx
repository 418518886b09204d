import { Checkbox, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The question before an officer removes a member's authenticators (a lost phone): what happens,
 * and a checkbox that the member's identity was checked, without which nothing is sent.
 */
export function TwoFactorResetDialog({
  open,
  onOpenChange,
  name,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('members');
  const [checked, setChecked] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChecked(false);
        onOpenChange(next);
      }}
      title={t('detail.twoFactorReset.title', { name })}
      text={
        <Stack gap="3">
          <Text>{t('detail.twoFactorReset.text')}</Text>
          <Checkbox.Root checked={checked} onCheckedChange={(details) => setChecked(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('detail.twoFactorReset.identityChecked')}</Checkbox.Label>
          </Checkbox.Root>
        </Stack>
      }
      confirmLabel={t('detail.twoFactorReset.confirm')}
      tone="danger"
      pending={pending}
      confirmDisabled={!checked}
      error={error}
      onConfirm={onConfirm}
    />
  );
}
