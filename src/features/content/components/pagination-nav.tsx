import { Button, ButtonGroup, Flex, Text } from '@chakra-ui/react';
import type { Pagination } from '@shared/contracts/members';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

/** `?page=` of the current URL; anything but a whole number from 1 means page 1. */
export function usePageParam(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Previous/next links that keep the other query parameters; page 1 has no `page` parameter. */
export function PaginationNav({ pagination }: { pagination: Pagination }) {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  if (pagination.pages <= 1) return null;

  const href = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const { page, pages } = pagination;

  return (
    <Flex as="nav" aria-label={t('pagination.label')} justify="space-between" align="center" gap="3" wrap="wrap">
      <Text fontSize="sm" color="fg.muted">
        {t('pagination.summary', { page, pages, total: pagination.total })}
      </Text>
      <ButtonGroup size="sm" variant="outline">
        {page > 1 ? (
          <Button asChild>
            <RouterLink to={href(page - 1)}>{t('pagination.previous')}</RouterLink>
          </Button>
        ) : (
          <Button disabled>{t('pagination.previous')}</Button>
        )}
        {page < pages ? (
          <Button asChild>
            <RouterLink to={href(page + 1)}>{t('pagination.next')}</RouterLink>
          </Button>
        ) : (
          <Button disabled>{t('pagination.next')}</Button>
        )}
      </ButtonGroup>
    </Flex>
  );
}
