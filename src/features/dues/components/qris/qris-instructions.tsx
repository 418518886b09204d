import { Box, Heading, List } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const steps = ['open', 'scan', 'verify', 'confirm'] as const;

/** How to pay a QRIS code, step by step. */
export function QrisInstructions() {
  const { t } = useTranslation('payments');
  return (
    <Box as="section" aria-labelledby="qris-steps-title">
      <Heading as="h2" size="md" id="qris-steps-title" marginBottom="2">
        {t('qris.stepsTitle')}
      </Heading>
      <List.Root as="ol" gap="1" paddingStart="5" data-testid="qris-steps">
        {steps.map((step) => (
          <List.Item key={step}>{t(`qris.steps.${step}`)}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
