import { Box, Heading, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TransferRequestDetail } from '@shared/contracts/transfers';
import { formatDate } from '../transfer-parts';

/** Each step taken, when and by whom, with its note. */
export function RequestTimeline({ timeline }: { timeline: TransferRequestDetail['timeline'] }) {
  const { t } = useTranslation('transfers');
  return (
    <Box>
      <Heading as="h3" size="sm" marginBottom="2">
        {t('detail.timeline')}
      </Heading>
      <List.Root gap="2" data-testid="transfer-timeline">
        {timeline.map((step) => (
          <List.Item key={step.step}>
            <Text fontWeight="medium">
              {t(`step.${step.step}`)} · {formatDate(step.at)}
              {step.by ? ` · ${step.by}` : ''}
            </Text>
            {step.note && step.step !== 'requested' && <Text color="fg.muted">{step.note}</Text>}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
