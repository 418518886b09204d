import { Button, ButtonGroup, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Previous / next under a paged list, with where the reader is ("Halaman 2 dari 9 · …"). */
export function Pager({
  label,
  summary,
  testId,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  /** The navigation landmark's name. */
  label: string;
  summary: ReactNode;
  testId?: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex as="nav" aria-label={label} justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" data-testid={testId}>
        {summary}
      </Text>
      <ButtonGroup size="sm" variant="outline" attached>
        <Button disabled={!hasPrevious} onClick={onPrevious}>
          {t('actions.previous')}
        </Button>
        <Button disabled={!hasNext} onClick={onNext}>
          {t('actions.next')}
        </Button>
      </ButtonGroup>
    </Flex>
  );
}
