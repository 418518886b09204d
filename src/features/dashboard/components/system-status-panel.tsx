import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ServerIcon } from './dashboard-icons';

export type CheckState = 'online' | 'offline' | 'checking';

export interface SystemCheck {
  key: 'backend' | 'auth' | 'database';
  state: CheckState;
  latencyMs?: number;
}

export interface SystemStatus {
  checks: SystemCheck[];
  rechecking: boolean;
  recheck: () => void;
}

const palette: Record<CheckState, string> = { online: 'green', offline: 'red', checking: 'gray' };

/** System status from the real health checks (the app passes them in from the system-health feature). */
export function SystemStatusPanel({ status }: { status: SystemStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Box
      as="section"
      aria-labelledby="system-status-title"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="xl"
      padding="5"
    >
      <HStack justify="space-between" marginBottom="4">
        <HStack gap="2">
          <ServerIcon boxSize="5" color="brand.fg" />
          <Heading as="h2" size="md" id="system-status-title">
            {t('home.system.title')}
          </Heading>
        </HStack>
        <Button size="xs" variant="ghost" onClick={status.recheck} loading={status.rechecking}>
          {t('home.system.recheck')}
        </Button>
      </HStack>
      <Stack as="ul" gap="3" listStyleType="none">
        {status.checks.map((check) => (
          <HStack as="li" key={check.key} justify="space-between">
            <Text>{t(`home.system.${check.key}`)}</Text>
            <HStack gap="2">
              {check.latencyMs !== undefined && check.state === 'online' && (
                <Text fontSize="xs" color="fg.muted">
                  {t('home.system.latency', { ms: Math.round(check.latencyMs) })}
                </Text>
              )}
              <Badge colorPalette={palette[check.state]} data-testid={`system-${check.key}`}>
                {t(
                  `home.system.${check.state === 'online' ? 'online' : check.state === 'offline' ? 'offline' : 'checking'}`,
                )}
              </Badge>
            </HStack>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}
