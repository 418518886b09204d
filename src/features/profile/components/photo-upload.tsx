import { Button, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarTypes } from '@shared/contracts/profile';
import { validationText } from '@/lib/validation-text';
import { photoFileProblem, useUploadProfilePhotoMutation } from '../api/profile-photo';

/** "Ganti Foto": pick a JPG or PNG up to 2 MB; it is resized, uploaded and shown at once. */
export function PhotoUpload({ memberId }: { memberId: string }) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhotoMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = photoFileProblem(file);
    setProblem(refusal);
    if (!refusal) upload.mutate({ memberId, file });
  };
  const message = validationText(t, problem ?? (upload.isError ? upload.error.message : undefined));

  return (
    <Stack gap="1" align="center">
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept={Object.keys(avatarTypes).join(',')}
          aria-label={t('photoInput')}
          onChange={choose}
        />
      </VisuallyHidden>
      <Button
        size="xs"
        variant="outline"
        type="button"
        loading={upload.isPending}
        loadingText={t('photoUploading')}
        onClick={() => input.current?.click()}
      >
        {t('photoChange')}
      </Button>
      {message && (
        <Text fontSize="xs" color="fg.error" role="alert" maxWidth="40" textAlign="center">
          {message}
        </Text>
      )}
    </Stack>
  );
}
