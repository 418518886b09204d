import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { duesCategoryResultSchema, type DuesCategory } from '@shared/contracts/dues';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** DELETE /dues/categories/{id}: refused (409 DUES_CATEGORY_HAS_BILLS) once the category has bills. */
export async function deleteDuesCategory(client: ApiClient, id: string): Promise<DuesCategory> {
  const { category } = await client.delete(`/dues/categories/${encodeURIComponent(id)}`, duesCategoryResultSchema);
  return category;
}

export function deleteDuesCategoryMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.categories(), 'delete'],
    mutationFn: (id: string) => deleteDuesCategory(client, id),
  });
}

export function useDeleteDuesCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteDuesCategoryMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duesKeys.categories() }),
  });
}
