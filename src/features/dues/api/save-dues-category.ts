import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { duesCategoryResultSchema, type DuesCategory, type DuesCategoryFields } from '@shared/contracts/dues';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { duesKeys } from './dues-keys';

/** POST /dues/categories (no id) or PUT /dues/categories/{id}: every field; `isActive` alone (de)activates. */
export async function saveDuesCategory(
  client: ApiClient,
  id: string | null,
  fields: DuesCategoryFields,
): Promise<DuesCategory> {
  const { category } = id
    ? await client.put(`/dues/categories/${encodeURIComponent(id)}`, fields, duesCategoryResultSchema)
    : await client.post('/dues/categories', fields, duesCategoryResultSchema);
  return category;
}

export function saveDuesCategoryMutationOptions(client: ApiClient) {
  return mutationOptions({
    mutationKey: [...duesKeys.categories(), 'save'],
    mutationFn: ({ id, fields }: { id: string | null; fields: DuesCategoryFields }) =>
      saveDuesCategory(client, id, fields),
  });
}

export function useSaveDuesCategoryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveDuesCategoryMutationOptions(useApiClient()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: duesKeys.categories() }),
  });
}

/** The fields of a saved category, to send back with only the active flag changed. */
export function fieldsOf(category: DuesCategory, isActive = category.isActive): DuesCategoryFields {
  const { name, amount, period, description } = category;
  return { name, amount, period, description, isActive };
}
