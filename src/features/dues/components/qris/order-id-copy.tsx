import { Button, Clipboard, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * The Midtrans order id of a QRIS attempt, with a copy button: what a member quotes to an officer
 * or the bank, and what `npm run simulate:pay -- <order_id>` takes. "Disalin" is announced.
 */
export function OrderIdCopy({ orderId }: { orderId: string }) {
  const { t } = useTranslation('payments');
  return (
    <Clipboard.Root value={orderId} timeout={3000}>
      <Stack gap="1">
        <Clipboard.Label fontSize="sm" color="fg.muted">
          {t('qris.orderId')}
        </Clipboard.Label>
        <HStack gap="2" wrap="wrap">
          <Code fontSize="sm" wordBreak="break-all" data-testid="payment-order-id">
            {orderId}
          </Code>
          <Clipboard.Trigger asChild>
            <Button size="xs" variant="outline" aria-label={t('qris.copyOrderId')}>
              <Clipboard.Context>{({ copied }) => (copied ? t('qris.copied') : t('qris.copy'))}</Clipboard.Context>
            </Button>
          </Clipboard.Trigger>
          <Clipboard.Context>
            {({ copied }) => (
              <Text as="span" srOnly role="status">
                {copied ? t('qris.orderIdCopied') : ''}
              </Text>
            )}
          </Clipboard.Context>
        </HStack>
      </Stack>
    </Clipboard.Root>
  );
}
