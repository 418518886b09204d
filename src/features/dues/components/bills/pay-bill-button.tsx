import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useCreateQrisPaymentMutation } from '../../api/create-qris-payment';

const qrisPage = (paymentId: string) => `/payment-qris?paymentId=${encodeURIComponent(paymentId)}`;

/**
 * "Bayar sekarang" for one bill (the member's home): opens its QRIS attempt, or the one already
 * pending for it (a second would be refused while the first holds the bill).
 */
export function PayBillButton({ billId, pendingPaymentId }: { billId: string; pendingPaymentId: string | null }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const pay = useCreateQrisPaymentMutation();
  if (pendingPaymentId) {
    return (
      <Button asChild size="sm" colorPalette="brand" alignSelf="start">
        <RouterLink to={qrisPage(pendingPaymentId)}>{t('bills.payNow')}</RouterLink>
      </Button>
    );
  }
  return (
    <Stack gap="2">
      <Button
        // Inside Profil Saya's edit form: not its submit button.
        type="button"
        size="sm"
        colorPalette="brand"
        alignSelf="start"
        loading={pay.isPending}
        onClick={() => pay.mutate([billId], { onSuccess: (payment) => navigate(qrisPage(payment.paymentId)) })}
      >
        {t('bills.payNow')}
      </Button>
      <ApiErrorAlert title={t('bills.payFailed')} error={pay.error} testId="pay-now-error" />
    </Stack>
  );
}
