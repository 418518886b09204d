import { Badge, Box, DataList, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChapterProfile } from '@shared/contracts/organizations';
import { ChapterLogo } from './chapter-logo';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg.panel" borderWidth="1px" borderRadius="xl" padding={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" marginBottom="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The chapter's profile as everyone sees it: logo and name, contacts, the bank account, the officers. */
export function ChapterProfileCard({ chapter, actions }: { chapter: ChapterProfile; actions?: ReactNode }) {
  const { t } = useTranslation('organizations');
  const none = <Text color="fg.muted">{t('profile.notSet')}</Text>;
  return (
    <Stack gap="5">
      <HStack gap="4" align="center" wrap="wrap">
        <ChapterLogo name={chapter.name} logoPath={chapter.logoPath} />
        <Stack gap="1" flex="1" minWidth="48">
          <HStack gap="2" wrap="wrap">
            <Heading as="h1" size="2xl" data-testid="chapter-name">
              {chapter.name}
            </Heading>
            <Badge variant="outline">{chapter.level}</Badge>
          </HStack>
          <Text color="fg.muted">
            {[chapter.bpsCode && t('profile.bpsCode', { code: chapter.bpsCode }), chapter.parentName]
              .filter(Boolean)
              .join(' · ') || t('profile.national')}
          </Text>
        </Stack>
        {actions}
      </HStack>
      <Section title={t('profile.contactTitle')}>
        <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.address')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="chapter-address" whiteSpace="pre-line">
              {chapter.address ?? none}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.phone')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {chapter.phone ? <Link href={`tel:${chapter.phone}`}>{chapter.phone}</Link> : none}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('profile.email')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {chapter.email ? <Link href={`mailto:${chapter.email}`}>{chapter.email}</Link> : none}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Section>
      <Section title={t('profile.bankTitle')}>
        {chapter.bankName ? (
          <Stack gap="1" data-testid="chapter-bank">
            <Text fontWeight="semibold">{chapter.bankName}</Text>
            <Text fontFamily="mono">{chapter.bankAccountNumber}</Text>
            <Text>{t('profile.bankHolder', { name: chapter.bankAccountName })}</Text>
          </Stack>
        ) : (
          <Text color="fg.muted">{t('profile.noBank')}</Text>
        )}
      </Section>
      <Section title={t('profile.officersTitle')}>
        {chapter.officers.length === 0 ? (
          <Text color="fg.muted">{t('profile.noOfficers')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="2" data-testid="chapter-officer-list">
            {chapter.officers.map((officer, index) => (
              <HStack as="li" key={`${officer.roleName}-${index}`} justify="space-between" wrap="wrap" gap="2">
                <Text fontWeight="medium">{officer.fullName ?? t('profile.unnamedOfficer')}</Text>
                <Badge colorPalette="brand">{officer.roleDisplayName}</Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
