import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { Chapter } from '@shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { LocationIcon, MailIcon } from './content-icons';

/** Address, email and phone of a chapter, where it has them. */
export function ChapterContact({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation('content');
  if (!chapter.address && !chapter.email && !chapter.phone) return null;
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted">
      {chapter.address && (
        <HStack gap="2" align="flex-start">
          <LocationIcon boxSize="4" marginTop="0.5" />
          <Text>
            <Text as="span" srOnly>
              {t('structure.address')}:{' '}
            </Text>
            {chapter.address}
          </Text>
        </HStack>
      )}
      {chapter.email && (
        <HStack gap="2">
          <MailIcon boxSize="4" />
          <Link
            href={`mailto:${chapter.email}`}
            color="brand.fg"
            aria-label={`${t('structure.email')} ${chapter.email}`}
          >
            {chapter.email}
          </Link>
        </HStack>
      )}
      {chapter.phone && (
        <Text>
          {t('structure.phone')}: <Link href={`tel:${chapter.phone}`}>{chapter.phone}</Link>
        </Text>
      )}
    </Stack>
  );
}
