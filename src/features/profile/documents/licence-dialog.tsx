import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { updateLicencesSchema, type LicenceField } from '@shared/contracts/documents';
import type { Profile } from '@shared/contracts/profile';
import { useUpdateLicencesMutation } from '../api/update-licences';

type Values = Record<LicenceField, string>;

const fieldsOf: { name: LicenceField; type: 'text' | 'date' }[] = [
  { name: 'strNumber', type: 'text' },
  { name: 'strExpiryDate', type: 'date' },
  { name: 'sipNumber', type: 'text' },
  { name: 'sipExpiryDate', type: 'date' },
  { name: 'sipPracticePlace', type: 'text' },
];

function valuesOf(profile: Profile): Values {
  return {
    strNumber: profile.strNumber ?? '',
    strExpiryDate: profile.strExpiryDate ?? '',
    sipNumber: profile.sipNumber ?? '',
    sipExpiryDate: profile.sipExpiryDate ?? '',
    sipPracticePlace: profile.sipPracticePlace ?? '',
  };
}

/** "Ubah Data STR & SIP": the numbers, the SIP's expiry and place; the STR's expiry is optional. */
export function LicenceDialog({
  profile,
  open,
  onOpenChange,
  onSaved,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('profile');
  const update = useUpdateLicencesMutation();
  const [values, setValues] = useState<Values>(() => valuesOf(profile));
  const [errors, setErrors] = useState<Partial<Record<LicenceField, string>>>({});
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(valuesOf(profile));
      setErrors({});
      update.reset();
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled out of Profil Saya's form in the page, not in React's tree.
    event.stopPropagation();
    const parsed = updateLicencesSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<LicenceField, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as LicenceField] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    update.mutate(values, {
      onSuccess: () => {
        onOpenChange(false);
        onSaved();
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form noValidate onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{t('documents.editTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('documents.cancel')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t('documents.changeWithdraws')}
                  </Text>
                  {fieldsOf.map(({ name, type }) => (
                    <Field.Root key={name} invalid={!!errors[name]}>
                      <Field.Label>{t(`fields.${name}`)}</Field.Label>
                      <Input
                        name={name}
                        type={type}
                        value={values[name]}
                        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                      />
                      {name === 'strExpiryDate' && (
                        <Field.HelperText>{t('documents.strLifelongNote')}</Field.HelperText>
                      )}
                      {errors[name] && <Field.ErrorText>{errors[name]}</Field.ErrorText>}
                    </Field.Root>
                  ))}
                  {update.isError && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{update.error.message}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
                  {t('documents.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending} loadingText={t('documents.saving')}>
                  {t('documents.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
