import { Box, Container, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Pager } from '@/components/ui/pager';
import { formatNumber } from '@/lib/format';
import type { PageInfo } from '@/lib/use-list-page';

/** The pager under a list: its landmark's name, the "Halaman 2 dari 9 · …" text and its buttons. */
export interface ListPagerProps {
  /** The list's last response's figures; nothing shows before the first one. */
  info: PageInfo | undefined;
  label: string;
  /** The summary for these figures (the total already written the Indonesian way, "1.234"). */
  summary: (figures: { page: number; pages: number; total: string }) => string;
  /** `useListPage().pager`. */
  buttons: (info: PageInfo) => {
    hasPrevious: boolean;
    hasNext: boolean;
    onPrevious: () => void;
    onNext: () => void;
  };
  testId?: string;
  /** Only when there is more than one page (else: whenever the list has a row). */
  severalPagesOnly?: boolean;
}

/** A paged list's pager, shown once the list has rows (or pages) to move between. */
export function ListPager({ info, label, summary, buttons, testId, severalPagesOnly = false }: ListPagerProps) {
  if (!info || info.total === 0 || (severalPagesOnly && info.pages <= 1)) return null;
  return (
    <Pager
      label={label}
      summary={summary({ page: info.page, pages: info.pages, total: formatNumber(info.total) })}
      testId={testId}
      {...buttons(info)}
    />
  );
}

/**
 * The frame of a list screen (issue 25 "lists built once"): the document title, the h1 with its
 * subtitle and the screen's actions (beside it on a wide screen, under it on a phone), what the
 * screen shows in between (notices, tiles, filters, the table), then the pager. `dialogs` sit
 * outside the column.
 */
export function ListPage({
  title,
  subtitle,
  actions,
  pager,
  dialogs,
  children,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  pager?: ListPagerProps;
  dialogs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container maxW="7xl" paddingY={{ base: '6', md: '8' }}>
      <title>{`${title} · SIMK`}</title>
      <Stack gap="5">
        <Flex
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
          direction={{ base: 'column', md: 'row' }}
        >
          <Box>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Box>
          {actions && (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          )}
        </Flex>
        {children}
        {pager && <ListPager {...pager} />}
      </Stack>
      {dialogs}
    </Container>
  );
}
