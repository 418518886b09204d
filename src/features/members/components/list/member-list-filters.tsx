import { Button, Flex, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { membershipStatuses, type MembershipStatus } from '@shared/contracts/members';
import { FilterSelect } from '@/components/ui/list-filters';
import type { ListFilter } from '@/lib/use-list-page';
import type { StatusFilter } from '../../api/member-keys';

/** The `status` parameter, in any case; `ALL` (every status) when it is not one. */
export const memberStatusFilter: ListFilter<StatusFilter> = {
  read: (raw) => {
    const upper = (raw ?? '').toUpperCase();
    return (membershipStatuses as readonly string[]).includes(upper) ? (upper as MembershipStatus) : 'ALL';
  },
  all: 'ALL',
};

/** The member list's search (as the user types) and status filter. */
export function MemberListFilters({
  searchBox,
  status,
  onStatus,
}: {
  searchBox: { value: string; onChange: (value: string) => void };
  status: StatusFilter;
  onStatus: (status: string) => void;
}) {
  const { t } = useTranslation('members');
  return (
    <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
      <InputGroup flex="1">
        <Input
          type="search"
          value={searchBox.value}
          onChange={(event) => searchBox.onChange(event.target.value)}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
        />
      </InputGroup>
      <FilterSelect
        label={t('list.statusLabel')}
        value={status}
        options={[
          ['ALL', t('list.statusAll')],
          ...membershipStatuses.map((value) => [value, t(`status.${value}`)] as const),
        ]}
        onChange={onStatus}
        width={{ base: 'full', md: '56' }}
      />
    </Flex>
  );
}

/** The chapter the list is filtered to (from the structure tree), with a way back to every chapter. */
export function ChapterFilterChip({ name, onClear }: { name: string | undefined; onClear: () => void }) {
  const { t } = useTranslation('members');
  return (
    <HStack
      role="status"
      data-testid="member-chapter-filter"
      gap="3"
      wrap="wrap"
      bg="brand.subtle"
      paddingX="4"
      paddingY="2"
      borderRadius="md"
    >
      <Text fontSize="sm">{name ? t('list.chapterFilter', { name }) : t('list.chapterFilterLoading')}</Text>
      <Button size="xs" variant="outline" onClick={onClear}>
        {t('list.chapterFilterClear')}
      </Button>
    </HStack>
  );
}
