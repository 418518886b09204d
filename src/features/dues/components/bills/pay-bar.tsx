import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '@/lib/format';

/** Sticky under the list: how many bills are chosen, their total, and the QRIS button. */
export function PayBar({
  count,
  total,
  pending,
  onPay,
}: {
  count: number;
  total: number;
  pending: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Box
      position="sticky"
      bottom="0"
      zIndex="docked"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      boxShadow="md"
      padding="4"
      data-testid="pay-bar"
    >
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Box aria-live="polite">
          <Text fontSize="sm" color="fg.muted">
            {count > 0 ? t('bills.selected', { count }) : t('bills.noneSelected')}
          </Text>
          <Text fontSize="xl" fontWeight="bold" data-testid="pay-total">
            {t('bills.total')}: {formatIdr(total)}
          </Text>
        </Box>
        <Button onClick={onPay} disabled={count === 0} loading={pending}>
          {t('bills.pay')}
        </Button>
      </Flex>
    </Box>
  );
}
