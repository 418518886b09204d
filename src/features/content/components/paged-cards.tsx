import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Pagination } from '@shared/contracts/members';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { CardGrid } from './article-card';
import { PaginationNav } from './pagination-nav';
import { QueryView } from './query-view';

export interface PagedCardsProps<T extends { pagination: Pagination }, Item extends { id: string }> {
  query: UseQueryResult<T>;
  items: (data: T) => Item[];
  texts: { loading: string; error: string; empty: string; listLabel: string };
  renderCard: (item: Item) => ReactNode;
}

/** One page of cards with its loading, error and empty states and the page links. */
export function PagedCards<T extends { pagination: Pagination }, Item extends { id: string }>({
  query,
  items,
  texts,
  renderCard,
}: PagedCardsProps<T, Item>) {
  return (
    <QueryView
      query={query}
      loading={texts.loading}
      error={texts.error}
      empty={texts.empty}
      isEmpty={(data) => data.pagination.total === 0}
    >
      {(data) =>
        // A page past the end (an old link): back to the first page.
        items(data).length === 0 ? (
          <Navigate to="?" replace />
        ) : (
          <Stack gap="8">
            <CardGrid label={texts.listLabel}>
              {items(data).map((item) => (
                <li key={item.id}>{renderCard(item)}</li>
              ))}
            </CardGrid>
            <PaginationNav pagination={data.pagination} />
          </Stack>
        )
      }
    </QueryView>
  );
}
