import { Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chapterProfileInputSchema,
  ORGANIZATION_LOGO_TYPES,
  type ChapterProfile,
} from '@shared/contracts/organizations';
import { FilePickButton } from '@/components/form/file-pick-button';
import { FormDialog } from '@/components/form/form-dialog';
import { FormField } from '@/components/form/form-field';
import { useValidationText } from '@/components/form/use-validation-text';
import { useZodForm } from '@/components/form/use-zod-form';
import { useUpdateChapterProfileMutation } from '../api/update-chapter-profile';
import { useUploadOrganizationLogoMutation } from '../api/upload-organization-logo';
import { ChapterLogo } from './chapter-logo';

const LOGO_ACCEPT = Object.keys(ORGANIZATION_LOGO_TYPES).join(',');

/** "Ubah Profil": address, contacts, the bank account for manual transfers and the logo of the chapter. */
export function ChapterProfileDialog({
  chapter,
  open,
  onOpenChange,
  onSaved,
}: {
  chapter: ChapterProfile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('organizations');
  const validationText = useValidationText();
  const update = useUpdateChapterProfileMutation();
  const upload = useUploadOrganizationLogoMutation();
  const [logoError, setLogoError] = useState<string | null>(null);
  const form = useZodForm(chapterProfileInputSchema, {
    defaultValues: {
      address: chapter.address ?? '',
      phone: chapter.phone ?? '',
      email: chapter.email ?? '',
      bankName: chapter.bankName ?? '',
      bankAccountNumber: chapter.bankAccountNumber ?? '',
      bankAccountName: chapter.bankAccountName ?? '',
      logoPath: chapter.logoPath ?? '',
    },
  });
  const logoPath = form.watch('logoPath') || null;

  const pickLogo = (file: File) => {
    setLogoError(null);
    upload.mutate(
      { organizationId: chapter.id, file },
      {
        onSuccess: (path) => form.setValue('logoPath', path, { shouldDirty: true }),
        onError: (error) => setLogoError(validationText(error.message)),
      },
    );
  };

  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      title={t('edit.title', { name: chapter.name })}
      description={t('edit.description')}
      submitLabel={t('edit.save')}
      pendingLabel={t('edit.saving')}
      pending={upload.isPending}
      size="lg"
      testId="chapter-profile-form"
      onSubmit={async (profile) => {
        await update.mutateAsync({ organizationId: chapter.id, profile });
        onSaved();
      }}
    >
      <Stack gap="2">
        <Text fontWeight="medium">{t('edit.logo')}</Text>
        <HStack gap="4" wrap="wrap">
          <ChapterLogo name={chapter.name} logoPath={logoPath} size="16" />
          <FilePickButton
            accept={LOGO_ACCEPT}
            inputLabel={t('edit.logoInput')}
            onFile={pickLogo}
            loading={upload.isPending}
            size="sm"
          >
            {t(logoPath ? 'edit.logoReplace' : 'edit.logoUpload')}
          </FilePickButton>
          {logoPath && (
            <Button size="sm" variant="ghost" onClick={() => form.setValue('logoPath', '', { shouldDirty: true })}>
              {t('edit.logoRemove')}
            </Button>
          )}
        </HStack>
        <Text fontSize="sm" color={logoError ? 'fg.error' : 'fg.muted'} role={logoError ? 'alert' : undefined}>
          {logoError ?? t('edit.logoHelp')}
        </Text>
      </Stack>
      <FormField name="address" label={t('profile.address')}>
        <Textarea {...form.register('address')} rows={3} autoComplete="street-address" />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField name="phone" label={t('profile.phone')}>
          <Input {...form.register('phone')} type="tel" autoComplete="tel" />
        </FormField>
        <FormField name="email" label={t('profile.email')}>
          <Input {...form.register('email')} type="email" autoComplete="email" />
        </FormField>
      </SimpleGrid>
      <Text fontWeight="medium">{t('profile.bankTitle')}</Text>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <FormField name="bankName" label={t('edit.bankName')}>
          <Input {...form.register('bankName')} />
        </FormField>
        <FormField name="bankAccountNumber" label={t('edit.bankAccountNumber')}>
          <Input {...form.register('bankAccountNumber')} inputMode="numeric" />
        </FormField>
        <FormField name="bankAccountName" label={t('edit.bankAccountName')}>
          <Input {...form.register('bankAccountName')} />
        </FormField>
      </SimpleGrid>
    </FormDialog>
  );
}
