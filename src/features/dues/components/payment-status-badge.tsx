import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '@shared/contracts/payments';

const palette: Record<PaymentStatus, string> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  expired: 'gray',
  refunded: 'purple',
};

/** Berhasil, Menunggu, Gagal, Kedaluwarsa or Dikembalikan. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return (
    <Badge colorPalette={palette[status]} variant="subtle" data-testid="payment-status">
      {t(`status.${status}`)}
    </Badge>
  );
}
