import { Text } from '@chakra-ui/react';
import { formatIdr } from '@/lib/format';

/** The sum a payment asks for, large, under its label. */
export function PaymentAmount({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="3xl" fontWeight="bold" data-testid="payment-amount">
        {formatIdr(amount)}
      </Text>
    </>
  );
}
