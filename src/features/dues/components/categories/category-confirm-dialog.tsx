import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DuesCategory } from '@shared/contracts/dues';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-client';
import { useDeleteDuesCategoryMutation } from '../../api/delete-dues-category';
import { fieldsOf, useSaveDuesCategoryMutation } from '../../api/save-dues-category';

export type PendingCategoryChange = { kind: 'toggle' | 'delete'; category: DuesCategory };

/**
 * The question before a category is (de)activated or deleted. A category with bills cannot be
 * deleted: the refusal offers to deactivate it instead.
 */
export function CategoryConfirmDialog({
  pending,
  onClose,
  onNotice,
}: {
  pending: PendingCategoryChange;
  onClose: () => void;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation('dues');
  const save = useSaveDuesCategoryMutation();
  const remove = useDeleteDuesCategoryMutation();
  const { kind, category } = pending;
  const toggle = () =>
    save.mutate(
      { id: category.id, fields: fieldsOf(category, !category.isActive) },
      {
        onSuccess: (saved) => {
          onClose();
          onNotice(t(saved.isActive ? 'notice.activated' : 'notice.deactivated', { name: saved.name }));
        },
      },
    );
  const confirm = () => {
    if (kind === 'toggle') return toggle();
    remove.mutate(category.id, {
      onSuccess: (deleted) => {
        onClose();
        onNotice(t('notice.deleted', { name: deleted.name }));
      },
    });
  };
  const hasBills = remove.error instanceof ApiError && remove.error.code === 'DUES_CATEGORY_HAS_BILLS';
  const which = kind === 'delete' ? 'delete' : category.isActive ? 'deactivate' : 'activate';

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(`confirm.${which}Title`)}
      text={t(`confirm.${which}Text`, { name: category.name })}
      confirmLabel={t(`actions.${which}`)}
      tone={which === 'activate' ? 'default' : 'danger'}
      pending={save.isPending || remove.isPending}
      error={
        hasBills ? (
          <Stack gap="2" align="start">
            <Text>{remove.error?.message}</Text>
            {category.isActive && (
              <Button size="sm" onClick={toggle} loading={save.isPending}>
                {t('actions.deactivateInstead')}
              </Button>
            )}
          </Stack>
        ) : (
          (remove.error ?? save.error)?.message
        )
      }
      onConfirm={confirm}
    />
  );
}
