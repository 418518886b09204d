import { Badge, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { DocumentVerification } from '@shared/contracts/content';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircleIcon, ShieldCheckIcon } from '@/components/ui/icons';
import { formatLongDate } from '@/lib/format';
import { useDateLocale } from '@/lib/use-date-locale';

const statusPalette = { active: 'green', expired: 'orange', revoked: 'red' } as const;

/** What the code belongs to: the fields printed on the document, nothing else. */
export function VerificationResult({ result }: { result: DocumentVerification }) {
  const { t } = useTranslation('content');
  const locale = useDateLocale();
  const date = (value: string) => formatLongDate(`${value}T00:00:00+07:00`, { locale });
  if (result.type === 'withdrawn_document') return <WithdrawnResult result={result} />;
  const rows: [label: string, value: ReactNode][] =
    result.type === 'certificate'
      ? [
          [t('verification.fields.type'), t('verification.certificate')],
          [t('verification.fields.title'), result.title],
          [t('verification.fields.holder'), result.holderName],
          [t('verification.fields.number'), result.certificateNumber],
          [t('verification.fields.issuer'), result.issuer],
          [t('verification.fields.issuedOn'), date(result.issuedOn)],
          [t('verification.fields.expiresOn'), result.expiresOn ? date(result.expiresOn) : t('verification.noExpiry')],
          [
            t('verification.fields.status'),
            <Badge key="status" colorPalette={statusPalette[result.status]}>
              {t(`verification.status.${result.status}`)}
            </Badge>,
          ],
        ]
      : [
          [t('verification.fields.type'), t(`verification.kinds.${result.documentKind}`)],
          [t('verification.fields.title'), result.title],
          [t('verification.fields.holder'), result.holderName],
          [t('verification.fields.organization'), result.organizationName],
          // After a transfer the chapter that verified it is no longer the holder's: say both.
          ...(result.issuedOrganizationName !== result.organizationName
            ? [[t('verification.fields.issuedOrganization'), result.issuedOrganizationName] as [string, string]]
            : []),
          [t('verification.fields.issuedOn'), date(result.issuedOn)],
        ];

  return (
    <ResultPanel tone="success" icon={<ShieldCheckIcon color="fg.success" />} title={t('verification.valid')}>
      <ResultFields rows={rows} />
      <Text fontSize="sm" color="fg.muted">
        {t('verification.privacy')}
      </Text>
    </ResultPanel>
  );
}

/** A code that no longer vouches (decision 0045): which document it was, and since when; no holder. */
function WithdrawnResult({ result }: { result: Extract<DocumentVerification, { type: 'withdrawn_document' }> }) {
  const { t } = useTranslation('content');
  const locale = useDateLocale();
  const rows: [label: string, value: ReactNode][] = [
    [t('verification.fields.type'), t(`verification.kinds.${result.documentKind}`)],
    [t('verification.fields.title'), result.title],
    [t('verification.fields.withdrawnOn'), formatLongDate(`${result.withdrawnOn}T00:00:00+07:00`, { locale })],
  ];
  return (
    <ResultPanel tone="error" icon={<AlertCircleIcon color="fg.error" />} title={t('verification.withdrawnTitle')}>
      <Text>{t('verification.withdrawnText')}</Text>
      <ResultFields rows={rows} />
    </ResultPanel>
  );
}

/** The answer's frame: green for a code that vouches, red for one withdrawn. */
function ResultPanel({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'error';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack
      gap="5"
      padding={{ base: '5', md: '6' }}
      borderWidth="1px"
      borderColor={`border.${tone}`}
      borderRadius="xl"
      bg={`bg.${tone}`}
    >
      <Flex gap="2" align="center" fontWeight="semibold" fontSize="lg">
        {icon}
        <Text as="h3">{title}</Text>
      </Flex>
      {children}
    </Stack>
  );
}

/** The checked record's fields, label beside value (stacked on a phone). */
function ResultFields({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: '12rem 1fr' }} columnGap="4" rowGap={{ base: '1', sm: '3' }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Text as="dt" color="fg.muted" marginTop={{ base: '2', sm: '0' }}>
            {label}
          </Text>
          <Text as="dd" fontWeight="medium">
            {value}
          </Text>
        </Fragment>
      ))}
    </Grid>
  );
}
