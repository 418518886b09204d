import { Alert, Box, Dialog, List, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '@/components/ui/dialog-actions';
import {
  DEFAULT_REMINDER_TYPE,
  reminderTypes,
  type ReminderSkipReason,
  type ReminderType,
  type SendRemindersInput,
  type SendRemindersPreview,
  type SendRemindersResult,
} from '@shared/contracts/reminders';
import { formatNumber } from '@/lib/format';
import { useReminderPreviewQuery } from '../../api/preview-reminder';
import { useSendRemindersPreviewQuery } from '../../api/preview-send-reminders';
import { useSendRemindersMutation } from '../../api/send-reminders';
import { DialogHeading } from '@/components/ui/dialog-heading';
import { RadioChoices } from '@/components/ui/radio-choices';

/** What the officer chose to send to: the ids ticked, or every member of the list's filter. */
export type ReminderRecipients = Omit<SendRemindersInput, 'reminderType'>;

/** The result of a send: queued, sent by email instead, skipped with the reasons. */
function SendResult({ result }: { result: SendRemindersResult }) {
  const { t } = useTranslation('dues');
  return (
    <Stack gap="3" data-testid="reminder-result" role="status">
      <Alert.Root status={result.queued > 0 ? 'success' : 'warning'}>
        <Alert.Indicator />
        <Alert.Title>
          {t('reminders.send.queued', { count: result.queued, formatted: formatNumber(result.queued) })}
        </Alert.Title>
      </Alert.Root>
      {result.fallback.length > 0 && (
        <Text data-testid="reminder-fallback">
          {t('reminders.send.fallback', {
            count: result.fallback.length,
            formatted: formatNumber(result.fallback.length),
          })}
        </Text>
      )}
      {result.skipped.length > 0 && (
        <Box data-testid="reminder-skipped">
          <Text fontWeight="semibold">
            {t('reminders.send.skipped', {
              count: result.skipped.length,
              formatted: formatNumber(result.skipped.length),
            })}
          </Text>
          <SkipReasons byReason={result.skippedByReason} />
        </Box>
      )}
    </Stack>
  );
}

function SkipReasons({ byReason }: { byReason: SendRemindersPreview['skippedByReason'] }) {
  const { t } = useTranslation('dues');
  const reasons = Object.entries(byReason) as [ReminderSkipReason, number][];
  return (
    <List.Root paddingStart="5">
      {reasons.map(([reason, count]) => (
        <List.Item key={reason}>{t(`reminders.skipReason.${reason}`, { count })}</List.Item>
      ))}
    </List.Root>
  );
}

/** Before sending: who the send will skip and why, and who gets it by email (the server's own rule). */
function SendOutlook({ preview }: { preview: SendRemindersPreview }) {
  const { t } = useTranslation('dues');
  const skipped = preview.requested - preview.queued;
  return (
    <Stack gap="2" data-testid="reminder-outlook" aria-live="polite">
      {preview.queued === 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('reminders.send.noneToSend')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {skipped > 0 && (
        <Box>
          <Text fontWeight="semibold">
            {t('reminders.send.willSkip', {
              count: skipped,
              formatted: formatNumber(skipped),
              total: formatNumber(preview.requested),
            })}
          </Text>
          <SkipReasons byReason={preview.skippedByReason} />
        </Box>
      )}
      {preview.fallback > 0 && (
        <Text>
          {t('reminders.send.willFallback', { count: preview.fallback, formatted: formatNumber(preview.fallback) })}
        </Text>
      )}
    </Stack>
  );
}

/** The send modal (spec §2): channel (WhatsApp by default), the message as the member receives it, send. */
export function SendRemindersDialog({
  recipients,
  count,
  preview,
  onClose,
}: {
  recipients: ReminderRecipients;
  /** How many members the send covers. */
  count: number;
  /** The member whose message is previewed. */
  preview: { id: string; name: string } | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('dues');
  const [channel, setChannel] = useState<ReminderType>(DEFAULT_REMINDER_TYPE);
  const message = useReminderPreviewQuery(preview?.id, channel);
  const sender = useSendRemindersMutation();
  const result = sender.data;
  // What the send would do now; not asked again once it is sent (the list reloads meanwhile).
  const outlook = useSendRemindersPreviewQuery({ ...recipients, reminderType: channel }, !result);
  const willSend = outlook.data?.queued;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="send-reminders-dialog">
            <DialogHeading title={t('reminders.send.title')} closeLabel={t('reminders.send.close')} />
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('reminders.send.recipients', { count, formatted: formatNumber(count) })}</Text>
                {result ? (
                  <SendResult result={result} />
                ) : (
                  <>
                    {outlook.isPending ? (
                      <Text color="fg.muted" data-testid="reminder-outlook-checking">
                        {t('reminders.send.checking')}
                      </Text>
                    ) : outlook.isError ? (
                      <Text color="fg.muted" data-testid="reminder-outlook-failed">
                        {t('reminders.send.checkFailed')}
                      </Text>
                    ) : (
                      <SendOutlook preview={outlook.data} />
                    )}
                    <RadioChoices
                      label={t('reminders.send.channel')}
                      showLabel
                      options={reminderTypes}
                      value={channel}
                      onChange={setChannel}
                      optionLabel={(type) => t(`reminders.channel.${type}`)}
                      disabled={sender.isPending}
                      direction={{ base: 'column', sm: 'row' }}
                    />
                    <Box as="section" aria-labelledby="reminder-preview-title">
                      <Text id="reminder-preview-title" fontWeight="semibold" marginBottom="2">
                        {preview ? t('reminders.send.previewFor', { name: preview.name }) : t('reminders.send.preview')}
                      </Text>
                      {message.isPending && preview ? (
                        <Skeleton height="24" />
                      ) : message.isError ? (
                        <Text color="fg.error">{t('reminders.send.previewFailed')}</Text>
                      ) : message.data ? (
                        <Box
                          borderWidth="1px"
                          borderRadius="md"
                          padding="3"
                          bg="bg.subtle"
                          data-testid="reminder-preview"
                        >
                          {message.data.channel !== channel && (
                            <Text fontSize="sm" color="fg.muted" marginBottom="2">
                              {t('reminders.send.previewFallback')}
                            </Text>
                          )}
                          {message.data.subject && (
                            <Text fontWeight="semibold" marginBottom="2">
                              {message.data.subject}
                            </Text>
                          )}
                          <Text whiteSpace="pre-wrap" fontSize="sm">
                            {message.data.text}
                          </Text>
                        </Box>
                      ) : null}
                    </Box>
                  </>
                )}
                {sender.isError && (
                  <Alert.Root status="error" role="alert" data-testid="reminder-send-error">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{t('reminders.send.failed')}</Alert.Title>
                      <Alert.Description>{sender.error.message}</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <DialogActions
              cancelLabel={t(result ? 'reminders.send.done' : 'reminders.send.cancel')}
              onCancel={onClose}
              submitLabel={
                result
                  ? undefined
                  : willSend === undefined
                    ? t('reminders.send.submitUnchecked')
                    : t('reminders.send.submit', { count: willSend, formatted: formatNumber(willSend) })
              }
              onSubmit={() => sender.mutate({ ...recipients, reminderType: channel })}
              pending={sender.isPending || outlook.isFetching}
              submitDisabled={willSend === 0}
            />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
