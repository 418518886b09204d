import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarTypes } from '@shared/contracts/profile';
import { FilePickButton } from '@/components/form/file-pick-button';
import { validationText } from '@/lib/validation-text';
import { photoFileProblem, useUploadProfilePhotoMutation } from '../api/profile-photo';

/** "Ganti Foto": pick a JPG or PNG up to 2 MB; it is resized, uploaded and shown at once. */
export function PhotoUpload({ memberId }: { memberId: string }) {
  const { t } = useTranslation('profile');
  const upload = useUploadProfilePhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (file: File) => {
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (!refusal) upload.mutate({ memberId, file });
  };
  const message = validationText(t, problem ?? (upload.isError ? upload.error.message : undefined));

  return (
    <Stack gap="1" align="center">
      <FilePickButton
        accept={Object.keys(avatarTypes).join(',')}
        inputLabel={t('photoInput')}
        onFile={choose}
        size="xs"
        loading={upload.isPending}
        loadingText={t('photoUploading')}
      >
        {t('photoChange')}
      </FilePickButton>
      {message && (
        <Text fontSize="xs" color="fg.error" role="alert" maxWidth="40" textAlign="center">
          {message}
        </Text>
      )}
    </Stack>
  );
}
