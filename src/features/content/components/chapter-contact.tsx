import { HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import type { Chapter } from '@shared/contracts/content';
import { useTranslation } from 'react-i18next';
import { organizationLogoUrl } from '@/lib/organization-logo';
import { LocationIcon, MailIcon } from './content-icons';

/**
 * A chapter's public profile, where it has one (issue 28 §3, written by its own officers): address,
 * email, phone, the account for manual transfers and its officers.
 */
export function ChapterContact({ chapter }: { chapter: Chapter }) {
  const { t } = useTranslation('content');
  const hasContact = chapter.address || chapter.email || chapter.phone;
  if (!hasContact && !chapter.bankName && chapter.officers.length === 0) return null;
  return (
    <Stack gap="1" fontSize="sm" color="fg.muted" data-testid={`chapter-contact-${chapter.id}`}>
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
      {chapter.bankName && (
        <Text>
          {t('structure.bank')}: {chapter.bankName} {chapter.bankAccountNumber} (
          {t('structure.bankHolder', { name: chapter.bankAccountName })})
        </Text>
      )}
      {chapter.officers.length > 0 && (
        <Text>
          {t('structure.officers')}:{' '}
          {chapter.officers
            .map((officer) =>
              officer.fullName ? `${officer.fullName} (${officer.roleDisplayName})` : officer.roleDisplayName,
            )
            .join(', ')}
        </Text>
      )}
    </Stack>
  );
}

/** A chapter's logo beside its name, when it has one. */
export function ChapterLogoImage({ chapter, size = '10' }: { chapter: Chapter; size?: string }) {
  const { t } = useTranslation('content');
  const url = organizationLogoUrl(chapter.logoPath);
  if (!url) return null;
  return (
    <Image
      src={url}
      alt={t('structure.logoOf', { name: chapter.name })}
      boxSize={size}
      objectFit="contain"
      borderRadius="md"
      flexShrink={0}
    />
  );
}
