import { Box, Checkbox, Skeleton, Stack, Table, type TableCellProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';

/** Attributes a row or cell carries for tests and styling (`data-testid`, `data-selected`, …). */
export type DataAttributes = { [key: `data-${string}`]: string | undefined };

/** One column of a `DataTable`: its header, and what each row shows under it. */
export interface DataColumn<Row, Key extends string = string> {
  key: Key;
  /** Default: the table's `header(key)`. */
  header?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts: header and cells aligned to the end. */
  numeric?: boolean;
  /** Short values kept on one line (dates, NAPs, amounts): the table scrolls instead. */
  nowrap?: boolean;
  width?: string;
  /** Further styling or test ids of every cell of the column. */
  cellProps?: TableCellProps & DataAttributes;
}

/** Rows that can be ticked: a checkbox per row, and one in the header for the whole page shown. */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  /** One row (its box) or the page's rows (the header's box), ticked or not. */
  onChange: (rows: readonly Row[], checked: boolean) => void;
  pageLabel: string;
  rowLabel: (row: Row) => string;
}

function SelectBox({
  checked,
  label,
  disabled,
  onChange,
}: {
  checked: boolean | 'indeterminate';
  label: string;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** What a list's query tells its table: the first load, a refetch, a failure and its retry. */
export interface TableQueryState {
  loading: boolean;
  busy: boolean;
  error: Error | null;
  onRetry: () => void;
}

/** The table's state from a TanStack query. */
export function tableState(query: {
  isPending: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => unknown;
}): TableQueryState {
  return {
    loading: query.isPending,
    busy: query.isFetching,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/**
 * The one table of a list screen: the header from `columns`, skeleton rows while the first page
 * loads, the designed empty state across the whole width, then a row per item. The frame scrolls
 * sideways on a narrow phone rather than squeezing the columns; `busy` marks a refetch (the
 * previous page stays on screen meanwhile). Actions in cells are buttons and links, so the keyboard
 * reaches every row; with `selection`, a checkbox column comes first. A failed load shows its alert
 * and retry instead of the table.
 */
export function DataTable<Row, Key extends string>({
  columns,
  rows,
  rowKey,
  rowData,
  selection,
  header,
  label,
  testIdPrefix,
  testId = testIdPrefix && `${testIdPrefix}-table`,
  loading = false,
  busy = false,
  skeletonRows = 4,
  skeletonTestId = testIdPrefix && `${testIdPrefix}-skeleton`,
  empty,
  emptyTestId = testIdPrefix && `${testIdPrefix}-empty`,
  error = null,
  onRetry,
  errorTitle = '',
  retryLabel,
  errorTestId = testIdPrefix && `${testIdPrefix}-error`,
}: {
  columns: readonly DataColumn<Row, Key>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  rowData?: (row: Row) => DataAttributes;
  selection?: RowSelection<Row>;
  /** The header of a column that names none, from its key (e.g. a translation). */
  header?: (key: Key) => ReactNode;
  /** The table's accessible name. */
  label?: string;
  /**
   * Names the test ids after the list: `<prefix>-table`, `-row`, `-skeleton`, `-empty`, `-error`;
   * `testId`, `rowData` and the others below name one differently.
   */
  testIdPrefix?: string;
  testId?: string;
  loading?: boolean;
  busy?: boolean;
  skeletonRows?: number;
  skeletonTestId?: string;
  /** What an empty list says (and offers, e.g. clearing the filters). */
  empty: ReactNode;
  emptyTestId?: string;
  /** A failed load: the alert, with its retry, shows in the table's place. */
  error?: Error | null;
  onRetry?: () => void;
  errorTitle?: string;
  /** Default: "Coba lagi". */
  retryLabel?: string;
  errorTestId?: string;
}) {
  const { t } = useTranslation();
  const span = columns.length + (selection ? 1 : 0);
  const ticked = selection ? rows.filter(selection.isSelected).length : 0;
  if (error) {
    return (
      <ApiErrorAlert
        title={errorTitle}
        error={error}
        retryLabel={retryLabel ?? t('actions.retry')}
        onRetry={onRetry}
        testId={errorTestId}
      />
    );
  }
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={busy}>
      <Table.Root size="sm" aria-label={label} data-testid={testId}>
        <Table.Header>
          <Table.Row>
            {selection && (
              <Table.ColumnHeader width="10">
                <SelectBox
                  checked={ticked === 0 ? false : ticked === rows.length ? true : 'indeterminate'}
                  label={selection.pageLabel}
                  disabled={rows.length === 0}
                  onChange={(checked) => selection.onChange(rows, checked)}
                />
              </Table.ColumnHeader>
            )}
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} width={column.width} textAlign={column.numeric ? 'end' : undefined}>
                {column.header ?? header?.(column.key)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <Table.Row key={index}>
                <Table.Cell colSpan={span}>
                  <Skeleton height="6" data-testid={skeletonTestId} />
                </Table.Cell>
              </Table.Row>
            ))
          ) : rows.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={span} textAlign="center" paddingY="10" data-testid={emptyTestId}>
                <Stack gap="3" align="center">
                  {empty}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <Table.Row key={rowKey(row)} data-testid={testIdPrefix && `${testIdPrefix}-row`} {...rowData?.(row)}>
                {selection && (
                  <Table.Cell>
                    <SelectBox
                      checked={selection.isSelected(row)}
                      label={selection.rowLabel(row)}
                      onChange={(checked) => selection.onChange([row], checked)}
                    />
                  </Table.Cell>
                )}
                {columns.map((column) => (
                  <Table.Cell
                    key={column.key}
                    textAlign={column.numeric ? 'end' : undefined}
                    whiteSpace={column.nowrap ? 'nowrap' : undefined}
                    {...column.cellProps}
                  >
                    {column.cell(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
