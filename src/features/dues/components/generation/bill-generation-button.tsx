import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '@/lib/permissions';
import { BillGenerationDialog } from './bill-generation-dialog';

/** "Terbitkan Tagihan" for officers holding dues.bill (DPC, DPW and DPP officers); nothing for anyone else. */
export function BillGenerationButton() {
  const { t } = useTranslation('payments');
  const canIssue = useHasPermission('dues.bill');
  const [open, setOpen] = useState(false);
  if (!canIssue) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        {t('generation.open')}
      </Button>
      {open && <BillGenerationDialog onClose={() => setOpen(false)} />}
    </>
  );
}
