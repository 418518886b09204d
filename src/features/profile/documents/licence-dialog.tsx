import { Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LicenceField } from '@shared/contracts/licence-update';
import type { Profile } from '@shared/contracts/profile';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateLicencesMutation } from '../api/update-licences';

type Values = Record<LicenceField, string>;

// Loaded on the first check: the rules bring libphonenumber-js, which Profil Saya needs only on a save.
const loadLicencesSchema = () =>
  import('@shared/contracts/licence-update').then((module) => module.updateLicencesSchema);

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
  // Each opening starts from the profile as it is then (saved values included).
  const form = useZodForm(loadLicencesSchema, { values: valuesOf(profile) });

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      title={t('documents.editTitle')}
      description={
        <Text fontSize="sm" color="fg.muted">
          {t('documents.changeWithdraws')}
        </Text>
      }
      submitLabel={t('documents.save')}
      pendingLabel={t('documents.saving')}
      cancelLabel={t('documents.cancel')}
      // The fields as typed: empty clears a value, as the API reads it.
      onSubmit={async () => {
        await update.mutateAsync(form.getValues() as Values);
        onSaved();
      }}
    >
      {fieldsOf.map(({ name, type }) => (
        <FormField
          key={name}
          name={name}
          label={t(`fields.${name}`)}
          help={name === 'strExpiryDate' ? t('documents.strLifelongNote') : undefined}
        >
          <Input type={type} {...form.register(name)} />
        </FormField>
      ))}
    </FormDialog>
  );
}
