import { Badge, Button, Dialog, Portal, Stack, Table, Text } from '@chakra-ui/react';
import type { ApplicationDuplicate } from '@shared/contracts/members';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import { dateOrDash, formatNap } from '../format';
import { MembershipStatusBadge } from '@/components/ui/membership-status-badge';
import type { Application } from './application';
import { DialogHeading } from '@/components/ui/dialog-heading';

type Field =
  'fullName' | 'nap' | 'email' | 'phone' | 'strNumber' | 'birthDate' | 'organizationName' | 'status' | 'login';
const FIELDS: Field[] = [
  'fullName',
  'nap',
  'email',
  'phone',
  'strNumber',
  'birthDate',
  'organizationName',
  'status',
  'login',
];
const MATCH_OF: Partial<Record<Field, ApplicationDuplicate['matchedOn'][number]>> = {
  email: 'email',
  phone: 'phone',
  strNumber: 'str_number',
};

/**
 * The side-by-side comparison of a flagged application with the NAP holders it matches. The officer
 * links it to one of them (who then signs in with the applicant's account) or rejects it.
 */
export function DuplicateComparisonDialog({
  application,
  pendingLink,
  onClose,
  onLink,
  onReject,
  finalFocusEl,
}: {
  /** Where the focus goes when the dialog closes (default: the button that opened it). */
  finalFocusEl?: () => HTMLElement | null;
  application: Application | null;
  pendingLink: boolean;
  onClose: () => void;
  onLink: (application: Application, duplicate: ApplicationDuplicate) => void;
  onReject: (application: Application) => void;
}) {
  const { t } = useTranslation('members');
  const applicantValue = (field: Field): React.ReactNode => {
    if (!application) return null;
    switch (field) {
      case 'nap':
        return t('verification.compare.noNap');
      case 'birthDate':
        return dateOrDash(application.birthDate);
      case 'status':
        return <MembershipStatusBadge status={application.membershipStatus} />;
      case 'login':
        return t('verification.compare.loginNew');
      default:
        return application[field] ?? '–';
    }
  };
  const holderValue = (duplicate: ApplicationDuplicate, field: Field): React.ReactNode => {
    switch (field) {
      case 'nap':
        return formatNap(duplicate.nap);
      case 'birthDate':
        return dateOrDash(duplicate.birthDate);
      case 'status':
        return <MembershipStatusBadge status={duplicate.membershipStatus} />;
      case 'login':
        return duplicate.hasLogin ? t('verification.compare.loginYes') : t('verification.compare.loginNo');
      default:
        return duplicate[field] ?? t('verification.compare.hidden');
    }
  };

  return (
    <Dialog.Root
      lazyMount
      finalFocusEl={finalFocusEl}
      open={application !== null}
      onOpenChange={(details) => !details.open && onClose()}
      size="xl"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DialogHeading
              title={t('verification.compare.title', { name: application?.fullName ?? '' })}
              closeLabel={t('form.cancel')}
            />
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('verification.compare.text')}</Text>
                <Table.ScrollArea borderWidth="1px" borderRadius="md">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('verification.compare.field')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('verification.compare.applicant')}</Table.ColumnHeader>
                        {application?.duplicates.map((duplicate) => (
                          <Table.ColumnHeader key={duplicate.id}>
                            {t('verification.compare.holder', { nap: formatNap(duplicate.nap) })}
                          </Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {FIELDS.map((field) => (
                        <Table.Row key={field}>
                          <Table.Cell as="th" scope="row" fontWeight="medium">
                            {t(`verification.compare.fields.${field}`)}
                          </Table.Cell>
                          <Table.Cell>{applicantValue(field)}</Table.Cell>
                          {application?.duplicates.map((duplicate) => {
                            const match = MATCH_OF[field];
                            const matched = match !== undefined && duplicate.matchedOn.includes(match);
                            return (
                              <Table.Cell key={duplicate.id} bg={matched ? 'orange.subtle' : undefined}>
                                {holderValue(duplicate, field)}
                                {matched && (
                                  <>
                                    {' '}
                                    <Badge colorPalette="orange" variant="solid" size="sm">
                                      {t('verification.compare.same')}
                                    </Badge>
                                  </>
                                )}
                              </Table.Cell>
                            );
                          })}
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
                {application?.duplicates.map((duplicate) =>
                  duplicate.canLink ? (
                    <Button
                      key={duplicate.id}
                      alignSelf="start"
                      loading={pendingLink}
                      onClick={() => onLink(application, duplicate)}
                    >
                      {t('verification.compare.link', { nap: formatNap(duplicate.nap), name: duplicate.fullName })}
                    </Button>
                  ) : (
                    <Text key={duplicate.id} fontSize="sm" color="fg.muted">
                      {duplicate.hasLogin
                        ? t('verification.compare.cannotLinkLogin', { nap: formatNap(duplicate.nap) })
                        : t('verification.compare.cannotLinkScope', {
                            nap: formatNap(duplicate.nap),
                            chapter: duplicate.organizationName,
                          })}
                    </Text>
                  ),
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t('form.cancel')}
              onCancel={onClose}
              submitLabel={t('verification.compare.reject')}
              onSubmit={() => application && onReject(application)}
              tone="danger"
              submitVariant="outline"
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
