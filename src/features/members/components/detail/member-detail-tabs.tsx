import { Box, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { MemberDetail } from '@shared/contracts/members';
import { MemberDocuments } from '../member-documents';
import { MemberReminderHistory } from '../member-reminder-history';
import { MemberProfileGrid } from './member-profile-grid';
import { MemberBillsTable, MemberTransfersTable, MemberPaymentsTable, useCodeLabel } from './member-record-tables';

/** The member detail's tabs: profile, bills, payments, transfers, documents and reminders. */
export function MemberDetailTabs({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation('members');
  const label = useCodeLabel();
  const { member } = detail;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" padding={{ base: '3', md: '5' }}>
      <Tabs.Root defaultValue="profile" variant="line">
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="profile">{t('detail.profile')}</Tabs.Trigger>
          <Tabs.Trigger value="bills">{t('detail.bills')}</Tabs.Trigger>
          <Tabs.Trigger value="payments">{t('detail.payments')}</Tabs.Trigger>
          <Tabs.Trigger value="transfers">{t('detail.transfers')}</Tabs.Trigger>
          <Tabs.Trigger value="documents">{t('detail.documents')}</Tabs.Trigger>
          <Tabs.Trigger value="reminders">{t('detail.reminders')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <MemberProfileGrid detail={detail} />
        </Tabs.Content>
        <Tabs.Content value="bills" overflowX="auto">
          <MemberBillsTable bills={detail.bills} />
        </Tabs.Content>
        <Tabs.Content value="payments" overflowX="auto">
          <MemberPaymentsTable payments={detail.payments} />
        </Tabs.Content>
        <Tabs.Content value="transfers" overflowX="auto">
          <MemberTransfersTable transfers={detail.transfers} />
        </Tabs.Content>
        <Tabs.Content value="documents">
          <MemberDocuments
            memberId={member.id}
            documents={detail.documents}
            kindLabel={(kind) => label('documentKind', kind)}
          />
        </Tabs.Content>
        <Tabs.Content value="reminders" overflowX="auto">
          <MemberReminderHistory memberId={member.id} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
