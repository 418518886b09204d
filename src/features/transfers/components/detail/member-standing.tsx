import { Box, DataList, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferRequestDetail } from '@shared/contracts/transfers';
import { formatIdr } from '@/lib/format';
import { formatDate } from '../transfer-parts';

/** What the deciding officers review: membership status, overdue bills, the SIP. */
export function MemberStanding({ standing }: { standing: TransferRequestDetail['standing'] }) {
  const { t } = useTranslation('transfers');
  // The membership status in the words of the member screens (`members` texts).
  const { t: tMembers } = useTranslation('members');
  return (
    <Box>
      <Heading as="h3" size="sm" marginBottom="2">
        {t('detail.standing.title')}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.standing.membershipStatus')}</DataList.ItemLabel>
          <DataList.ItemValue>{tMembers(`status.${standing.membershipStatus}`)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.standing.arrears')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('detail.standing.arrearsValue', { count: standing.unpaidBills, amount: formatIdr(standing.arrears) })}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('detail.standing.sip')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {t('detail.standing.sipValue', {
              number: standing.sipNumber ?? '–',
              date: formatDate(standing.sipExpiryDate),
            })}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}
