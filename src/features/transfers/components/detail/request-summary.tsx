import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferRequest } from '@shared/contracts/transfers';
import { formatNap } from '@shared/identifiers';
import { Route, TransferStatusBadge } from '../transfer-parts';

/** Who moves where, the status, the priority and the reason. */
export function RequestSummary({ request }: { request: TransferRequest }) {
  const { t } = useTranslation('transfers');
  return (
    <DataList.Root orientation="horizontal">
      <DataList.Item>
        <DataList.ItemLabel>{t('detail.fields.member')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {request.memberName} ({formatNap(request.memberNAP) ?? '–'})
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('detail.fields.transfer')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <Route from={request.currentLocation} to={request.targetLocation} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('detail.fields.status')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <TransferStatusBadge status={request.status} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('detail.fields.priority')}</DataList.ItemLabel>
        <DataList.ItemValue>{t(`priority.${request.priority}`)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('detail.fields.reason')}</DataList.ItemLabel>
        <DataList.ItemValue whiteSpace="pre-wrap">{request.reason}</DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
