import { Alert, Badge, Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { dateOrDash, formatNap } from '../format';
import type { Application } from './application';
import { DecisionButtons } from './decision-buttons';

/**
 * One pending application: who, where, documents, what the file lacks and the way to open it, and
 * a warning when it matches a NAP holder.
 */
export function ApplicationCard({
  application,
  busy,
  onVerify,
  onCompare,
  onReject,
  onOpenFile,
  children,
}: {
  application: Application;
  /** Another action is running: buttons wait. */
  busy: boolean;
  onVerify: () => void;
  onCompare: () => void;
  onReject: () => void;
  /** Opens the applicant's file: profile, documents, duplicates, what is missing. */
  onOpenFile: () => void;
  /** The result of the last action on this card, if it stayed (an error). */
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('members');
  const flagged = application.duplicates.length > 0;
  const complete = application.missing.length === 0;
  return (
    <Box
      as="li"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={flagged ? 'orange.emphasized' : undefined}
      borderRadius="lg"
      padding="4"
      data-testid="verification-item"
    >
      <Stack gap="3">
        <Flex justify="space-between" gap="4" wrap="wrap">
          <Stack gap="1">
            <Text fontWeight="semibold">{application.fullName}</Text>
            <Text fontSize="sm" color="fg.muted">
              {[application.email, application.phone, application.organizationName].filter(Boolean).join(' · ')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {[application.workplace, application.strNumber && `STR ${application.strNumber}`]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {t('verification.appliedAt', { date: dateOrDash(application.createdAt) })}
            </Text>
            <HStack gap="1" wrap="wrap">
              {application.documents.length === 0 ? (
                <Badge variant="outline">{t('verification.noDocuments')}</Badge>
              ) : (
                application.documents.map((document) => (
                  <Badge key={document.id} variant="subtle">
                    {document.title}
                  </Badge>
                ))
              )}
            </HStack>
            {/* What the file lacks, as the server judges it (private.application_missing). */}
            <Text fontSize="sm" color={complete ? 'green.fg' : 'orange.fg'} data-testid="application-completeness">
              {complete
                ? t('verification.fileComplete')
                : t('verification.missingList', {
                    items: application.missing.map((item) => t(`verification.missing.${item}`)).join(', '),
                  })}
            </Text>
            <Button
              size="xs"
              variant="outline"
              alignSelf="start"
              aria-label={t('verification.openFileOf', { name: application.fullName })}
              onClick={onOpenFile}
            >
              {t('verification.openFile')}
            </Button>
          </Stack>
          <DecisionButtons
            busy={busy}
            accept={
              flagged
                ? {
                    label: t('verification.compareAction'),
                    ariaLabel: t('verification.compareOf', { name: application.fullName }),
                    onClick: onCompare,
                    colorPalette: 'orange',
                  }
                : {
                    label: t('verification.verify'),
                    ariaLabel: t('verification.verifyOf', { name: application.fullName }),
                    onClick: onVerify,
                  }
            }
            reject={{
              label: t('verification.reject'),
              ariaLabel: t('verification.rejectOf', { name: application.fullName }),
              onClick: onReject,
            }}
          />
        </Flex>
        {flagged && (
          <Alert.Root status="warning" size="sm" data-testid="duplicate-warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('verification.flagged')}</Alert.Title>
              <Alert.Description>
                {application.duplicates
                  .map((duplicate) =>
                    t('verification.flaggedMatch', {
                      nap: formatNap(duplicate.nap),
                      name: duplicate.fullName,
                      chapter: duplicate.organizationName,
                      fields: duplicate.matchedOn.map((field) => t(`verification.matchedOn.${field}`)).join(', '),
                    }),
                  )
                  .join(' ')}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {children}
      </Stack>
    </Box>
  );
}
