import type { DuesCategoryStatusFilter } from '@shared/contracts/dues';

export interface DuesCategoryListFilter {
  page: number;
  search: string;
  status: DuesCategoryStatusFilter;
}

/** Query keys of the dues feature. */
export const duesKeys = {
  all: ['dues'] as const,
  categories: () => [...duesKeys.all, 'categories'] as const,
  categoryList: (filter: DuesCategoryListFilter) => [...duesKeys.categories(), filter] as const,
};
