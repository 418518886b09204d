import { Badge, Box, Button, Flex, HStack, Skeleton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuesSplitRule } from '@shared/contracts/dues-settings';
import { formatDate } from '@/lib/format';
import { useHasPermission } from '@/lib/permissions';
import { useDuesSettingsQuery } from '../../api/get-dues-settings';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { formatPercent } from './format-percent';
import { GraceDaysDialog } from './grace-days-dialog';
import { SettingsCard } from './settings-card';
import { SplitRuleDialog } from './split-rule-dialog';

type RuleState = 'scheduled' | 'current' | 'past';

/** Newest first: the rules above the one in force are scheduled, those below it are history. */
function ruleStates(rules: DuesSplitRule[]): RuleState[] {
  const currentIndex = rules.findIndex((rule) => rule.current);
  return rules.map((_, index) => (index < currentIndex ? 'scheduled' : index === currentIndex ? 'current' : 'past'));
}

const STATE_PALETTE: Record<RuleState, string> = { scheduled: 'blue', current: 'green', past: 'gray' };

/**
 * "Pengaturan Iuran" (issue 12 §6, §7): the dues split by level in force, scheduled and past, and the
 * grace period. Officers read it; SUPER_ADMIN (system.settings) changes it.
 */
export function DuesSettingsCard() {
  const { t } = useTranslation('dues');
  const settings = useDuesSettingsQuery();
  const canChange = useHasPermission('system.settings');
  const [open, setOpen] = useState<'split' | 'grace' | null>(null);
  const rules = settings.data?.splitRules ?? [];
  const states = ruleStates(rules);
  const current = rules.find((rule) => rule.current);

  return (
    <SettingsCard
      id="dues-settings-title"
      title={t('settings.title')}
      subtitle={t(canChange ? 'settings.subtitle' : 'settings.subtitleReadOnly')}
    >
      <ApiErrorAlert
        title={t('settings.error')}
        error={settings.error}
        retryLabel={t('list.retry')}
        onRetry={() => void settings.refetch()}
        testId="dues-settings-error"
      />

      {settings.isPending && <Skeleton height="24" data-testid="dues-settings-skeleton" />}

      {settings.data && (
        <>
          <Flex gap="4" justify="space-between" wrap="wrap" align="center">
            <Box data-testid="dues-split-current">
              <Text fontSize="sm" color="fg.muted">
                {t('settings.split.current')}
              </Text>
              <Text fontWeight="semibold">
                {current
                  ? t('settings.split.shares', {
                      dpp: formatPercent(current.dppPercent),
                      dpw: formatPercent(current.dpwPercent),
                      dpc: formatPercent(current.dpcPercent),
                    })
                  : t('settings.split.none')}
              </Text>
            </Box>
            <Box data-testid="dues-grace-days">
              <Text fontSize="sm" color="fg.muted">
                {t('settings.grace.label')}
              </Text>
              <Text fontWeight="semibold">{t('settings.grace.days', { count: settings.data.graceDays })}</Text>
            </Box>
            {canChange && (
              <HStack gap="2">
                <Button size="sm" variant="outline" onClick={() => setOpen('split')}>
                  {t('settings.split.open')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setOpen('grace')}>
                  {t('settings.grace.open')}
                </Button>
              </HStack>
            )}
          </Flex>

          {rules.length === 0 ? (
            <Text color="fg.muted" data-testid="dues-split-empty">
              {t('settings.split.empty')}
            </Text>
          ) : (
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label={t('settings.split.tableLabel')}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('settings.split.effectiveFrom')}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">DPP</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">DPW</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">DPC</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('list.columns.status')}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rules.map((rule, index) => (
                    <Table.Row key={rule.id} data-testid="dues-split-row">
                      <Table.Cell>{formatDate(rule.effectiveFrom)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPercent(rule.dppPercent)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPercent(rule.dpwPercent)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatPercent(rule.dpcPercent)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATE_PALETTE[states[index]!]} variant="subtle">
                          {t(`settings.split.state.${states[index]!}`)}
                        </Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </>
      )}
      {canChange && open === 'split' && <SplitRuleDialog current={current} onClose={() => setOpen(null)} />}
      {canChange && open === 'grace' && settings.data && (
        <GraceDaysDialog graceDays={settings.data.graceDays} onClose={() => setOpen(null)} />
      )}
    </SettingsCard>
  );
}
