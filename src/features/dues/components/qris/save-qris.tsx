import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '@/lib/format';
import { saveBlob } from '@/lib/download';
import { drawQrisPng } from './qris-image';

interface SavedQris {
  qrString: string;
  amount: number;
  merchant: string;
  orderId: string;
}

/** Whether this browser can hand a PNG to another app (Web Share with files: phones, mostly). */
function canShareImages(): boolean {
  if (typeof navigator.canShare !== 'function' || typeof navigator.share !== 'function') return false;
  return navigator.canShare({ files: [new File([], 'qris.png', { type: 'image/png' })] });
}

/**
 * "Simpan QRIS": the code as a PNG with the amount, merchant and order id under it, for a payer
 * whose e-wallet or banking app is on the phone that shows the code (the app reads it from the
 * gallery). Where the browser shares files, "Bagikan QRIS" hands the same image to an app.
 */
export function SaveQris({ qrString, amount, merchant, orderId }: SavedQris) {
  const { t } = useTranslation('payments');
  const [shareable] = useState(canShareImages);
  const fileName = `qris-${orderId}.png`;

  const image = async () =>
    drawQrisPng(qrString, [
      { text: formatIdr(amount), size: 0.075, bold: true },
      { text: merchant, size: 0.05 },
      { text: `${t('qris.orderId')}: ${orderId}`, size: 0.035 },
    ]);
  const save = useMutation({ mutationFn: async () => saveBlob(await image(), fileName) });
  const share = useMutation({
    mutationFn: async () => {
      const file = new File([await image()], fileName, { type: 'image/png' });
      try {
        await navigator.share({ files: [file], title: t('qris.title') });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      }
    },
  });

  return (
    <Stack gap="2" align="center" width="full" maxWidth="xs">
      <Flex gap="2" wrap="wrap" justify="center">
        <Button variant="outline" onClick={() => save.mutate()} loading={save.isPending}>
          {t('qris.save')}
        </Button>
        {shareable && (
          <Button variant="outline" onClick={() => share.mutate()} loading={share.isPending}>
            {t('qris.share')}
          </Button>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted" textAlign="center" data-testid="qris-save-hint">
        {t('qris.saveHint')}
      </Text>
      {(save.isError || share.isError) && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t(save.isError ? 'qris.saveFailed' : 'qris.shareFailed')}
        </Text>
      )}
    </Stack>
  );
}
