import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { PaymentBill } from '@shared/contracts/payments';
import { formatIdr } from '@/lib/format';
import { formatPeriod } from '../format-period';

/** The bills one payment settles: category, period and amount. */
export function PaymentBillList({ bills, title }: { bills: PaymentBill[]; title: string }) {
  if (bills.length === 0) return null;
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="sm" marginBottom="2">
        {title}
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none" data-testid="payment-bills">
        {bills.map((bill) => (
          <Flex as="li" key={bill.billId} justify="space-between" gap="3" fontSize="sm">
            <Text>
              {bill.category} · {formatPeriod(bill.periodStart, bill.periodEnd)}
            </Text>
            <Text whiteSpace="nowrap">{formatIdr(bill.amount)}</Text>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}
