import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { useStructureLevelQuery } from '../api/get-structure-level';
import { StructureNode } from './structure-node';

/** The chapters under `parentId` (the caller's top chapters without it), fetched when first shown. */
export function StructureLevel({
  parentId,
  initiallyOpen,
}: {
  parentId: string | null;
  initiallyOpen: (id: string, top: boolean) => boolean;
}) {
  const { t } = useTranslation('organizations');
  const level = useStructureLevelQuery(parentId);
  if (level.isPending) {
    return (
      <Stack gap="3" aria-label={t('structure.loading')} aria-busy data-testid="structure-loading">
        <Skeleton height="24" />
        <Skeleton height="24" />
      </Stack>
    );
  }
  if (level.isError) {
    return (
      <ApiErrorAlert
        title={t('structure.error')}
        error={level.error}
        retryLabel={t('retry')}
        onRetry={() => void level.refetch()}
      />
    );
  }
  if (level.data.length === 0) return <Text color="fg.muted">{t('structure.empty')}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {level.data.map((node) => (
        <StructureNode key={node.id} node={node} top={parentId === null} initiallyOpen={initiallyOpen} />
      ))}
    </Stack>
  );
}
