import { Box, Button, Circle, Flex, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatIdr } from '@/lib/format';
import { useDuesCategoriesQuery } from '../api/list-dues-categories';
import { ContentPage, PageSection } from '../components/content-page';
import { CheckList } from '../components/info-blocks';
import { QueryView } from '../components/query-view';

interface Step {
  title: string;
  description: string;
}

function DuesRates() {
  const { t } = useTranslation('content');
  const categories = useDuesCategoriesQuery();
  return (
    <QueryView
      query={categories}
      loading={t('paymentGuide.loading')}
      error={t('paymentGuide.error')}
      empty={t('paymentGuide.empty')}
      isEmpty={(data) => data.length === 0}
    >
      {(data) => (
        <Table.ScrollArea borderWidth="1px" borderRadius="xl">
          <Table.Root size="md">
            <Table.Caption srOnly>{t('paymentGuide.table.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('paymentGuide.table.name')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('paymentGuide.table.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('paymentGuide.table.period')}</Table.ColumnHeader>
                <Table.ColumnHeader minW="16rem">{t('paymentGuide.table.description')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.map((category) => (
                <Table.Row key={category.id}>
                  <Table.Cell fontWeight="semibold">{category.name}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {formatIdr(category.amount)}
                  </Table.Cell>
                  <Table.Cell>{t(`paymentGuide.period.${category.period}`)}</Table.Cell>
                  <Table.Cell color="fg.muted">{category.description}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </QueryView>
  );
}

/** `/panduan-pembayaran`: how to pay dues by QRIS, with the live dues categories. */
export default function PaymentGuidePage() {
  const { t } = useTranslation('content');
  const { t: tr } = useTranslation('routes');
  const steps = t('paymentGuide.steps', { returnObjects: true }) as Step[];

  return (
    <ContentPage title={tr('paymentGuide')} intro={t('paymentGuide.intro')}>
      <Stack gap="12">
        <PageSection id="guide-steps" title={t('paymentGuide.stepsTitle')}>
          <Stack as="ol" listStyleType="none" gap="4">
            {steps.map((step, index) => (
              <HStack as="li" key={step.title} gap="4" align="flex-start">
                <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden="true">
                  {index + 1}
                </Circle>
                <Box>
                  <Text fontWeight="semibold">{step.title}</Text>
                  <Text color="fg.muted">{step.description}</Text>
                </Box>
              </HStack>
            ))}
          </Stack>
          <Flex gap="3" marginTop="6" wrap="wrap">
            <Button asChild>
              <RouterLink to="/login">{t('paymentGuide.login')}</RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to="/member-payments">{t('paymentGuide.myBills')}</RouterLink>
            </Button>
          </Flex>
        </PageSection>
        <PageSection id="guide-rates" title={t('paymentGuide.ratesTitle')}>
          <Stack gap="4">
            <Text color="fg.muted">{t('paymentGuide.ratesIntro')}</Text>
            <DuesRates />
          </Stack>
        </PageSection>
        <PageSection id="guide-tips" title={t('paymentGuide.tipsTitle')}>
          <CheckList items={t('paymentGuide.tips', { returnObjects: true }) as string[]} />
        </PageSection>
      </Stack>
    </ContentPage>
  );
}
