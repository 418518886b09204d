import {
  Box,
  Checkbox,
  Skeleton,
  Stack,
  Table,
  Text,
  type SystemStyleObject,
  type TableCellProps,
} from '@chakra-ui/react';
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
  /**
   * Below `md` each row is a card of labelled lines (the header's text as the label): `primary`
   * heads the card without a label, `action` ends it (buttons, links), `hidden` is left out (the
   * detail shows it). Default: a labelled line.
   */
  card?: 'primary' | 'action' | 'hidden';
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
  /**
   * Only these rows have a box (default: every row). With it, rows are ticked one by one: the
   * header names the column (`pageLabel`) instead of ticking the page.
   */
  canSelect?: (row: Row) => boolean;
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
 * loads, the designed empty state across the whole width, then a row per item; below `md` each
 * row is a card (`DataColumn.card`), so a phone never scrolls sideways to the amount or the status.
 * `busy` marks a refetch (the previous page stays on screen meanwhile). Actions in cells are
 * buttons and links, so the keyboard reaches every row; with `selection`, a checkbox column comes
 * first. A failed load shows its alert and retry instead of the table.
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
  const pageBox = selection && !selection.canSelect;
  const names = columns.map((column) => column.header ?? header?.(column.key));
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflowX="auto" aria-busy={busy}>
      <Table.Root size="sm" aria-label={label} data-testid={testId} css={stacked}>
        <Table.Header display={{ mdDown: pageBox ? 'block' : 'none' }}>
          <Table.Row css={stacked}>
            {selection && <SelectionHeader selection={selection} rows={rows} />}
            {columns.map((column, index) => (
              <Table.ColumnHeader
                key={column.key}
                width={column.width}
                textAlign={column.numeric ? 'end' : undefined}
                display={{ mdDown: 'none' }}
              >
                {names[index]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body css={stacked}>
          {loading ? (
            Array.from({ length: skeletonRows }, (_, index) => (
              <Table.Row key={index} css={stacked}>
                <Table.Cell colSpan={span} css={stacked}>
                  <Skeleton height="6" data-testid={skeletonTestId} />
                </Table.Cell>
              </Table.Row>
            ))
          ) : rows.length === 0 ? (
            <Table.Row css={stacked}>
              <Table.Cell colSpan={span} textAlign="center" paddingY="10" data-testid={emptyTestId} css={stacked}>
                <Stack gap="3" align="center">
                  {empty}
                </Stack>
              </Table.Cell>
            </Table.Row>
          ) : (
            rows.map((row) => (
              <ItemRow
                key={rowKey(row)}
                row={row}
                columns={columns}
                names={names}
                selection={selection}
                data={{ 'data-testid': testIdPrefix && `${testIdPrefix}-row`, ...rowData?.(row) }}
              />
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** The selection column's header: the page's box, or (rows ticked one by one) the column's name. */
function SelectionHeader<Row>({ selection, rows }: { selection: RowSelection<Row>; rows: readonly Row[] }) {
  const pageBox = !selection.canSelect;
  const ticked = rows.filter(selection.isSelected).length;
  return (
    <Table.ColumnHeader
      width={{ md: '10' }}
      css={pageBox ? selectAllLine : undefined}
      data-label={pageBox ? selection.pageLabel : undefined}
    >
      {pageBox ? (
        <SelectBox
          checked={ticked === 0 ? false : ticked === rows.length ? true : 'indeterminate'}
          label={selection.pageLabel}
          disabled={rows.length === 0}
          onChange={(checked) => selection.onChange(rows, checked)}
        />
      ) : (
        <Text srOnly>{selection.pageLabel}</Text>
      )}
    </Table.ColumnHeader>
  );
}

/** One item: a table row, or below `md` a card of labelled lines (`names`: the columns' headers). */
function ItemRow<Row, Key extends string>({
  row,
  columns,
  names,
  selection,
  data,
}: {
  row: Row;
  columns: readonly DataColumn<Row, Key>[];
  names: readonly ReactNode[];
  selection?: RowSelection<Row>;
  data: DataAttributes;
}) {
  return (
    <Table.Row
      {...data}
      css={cardRow}
      gridTemplateColumns={{ mdDown: selection ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)' }}
    >
      {selection && (
        <Table.Cell css={selectCell}>
          {(selection.canSelect?.(row) ?? true) && (
            <SelectBox
              checked={selection.isSelected(row)}
              label={selection.rowLabel(row)}
              onChange={(checked) => selection.onChange([row], checked)}
            />
          )}
        </Table.Cell>
      )}
      {columns.map((column, index) => {
        const name = names[index];
        return (
          <Table.Cell
            key={column.key}
            textAlign={column.numeric ? 'end' : undefined}
            whiteSpace={column.nowrap ? 'nowrap' : undefined}
            data-column={column.key}
            data-label={column.card || typeof name !== 'string' ? undefined : name}
            css={cardLine[column.card ?? 'line']}
            gridColumn={{ mdDown: selection ? '2' : '1' }}
            {...column.cellProps}
          >
            <Box minWidth="0" overflowWrap={{ mdDown: 'anywhere' }}>
              {column.cell(row)}
            </Box>
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}

// Below `md` the table's parts stack: each row a card, each cell a line led by its column's name
// (the cell's `data-label`), so amount, date and status stay on a 360 px screen without scrolling.
// Only `mdDown` styles: from `md` on, the table is the recipe's own.
const stacked: SystemStyleObject = { display: { mdDown: 'block' } };

const cardRow: SystemStyleObject = {
  display: { mdDown: 'grid' },
  columnGap: { mdDown: '3' },
  paddingX: { mdDown: '4' },
  paddingY: { mdDown: '3' },
  borderBottomWidth: { mdDown: '1px' },
  _last: { borderBottomWidth: { mdDown: '0' } },
};

const stackedCell: SystemStyleObject = {
  paddingX: { mdDown: '0' },
  paddingY: { mdDown: '1' },
  borderBottomWidth: { mdDown: '0' },
};

const labelled: SystemStyleObject = {
  _before: {
    content: { mdDown: 'attr(data-label)' },
    color: 'fg.muted',
    fontSize: 'xs',
    textAlign: 'start',
    flexShrink: '0',
  },
};

const cardLine: Record<NonNullable<DataColumn<unknown>['card']> | 'line', SystemStyleObject> = {
  line: {
    ...stackedCell,
    ...labelled,
    display: { mdDown: 'flex' },
    justifyContent: { mdDown: 'space-between' },
    alignItems: { mdDown: 'baseline' },
    gap: { mdDown: '3' },
    textAlign: { mdDown: 'end' },
  },
  // The heading comes first on the card, and the actions last, wherever their columns stand.
  primary: { ...stackedCell, display: { mdDown: 'block' }, textAlign: { mdDown: 'start' }, order: { mdDown: '-1' } },
  action: {
    ...stackedCell,
    display: { mdDown: 'block' },
    textAlign: { mdDown: 'start' },
    paddingTop: { mdDown: '2' },
    order: { mdDown: '1' },
  },
  hidden: { display: { mdDown: 'none' } },
};

const selectCell: SystemStyleObject = { ...stackedCell, gridColumn: { mdDown: '1' }, gridRow: { mdDown: '1' } };

const selectAllLine: SystemStyleObject = {
  ...labelled,
  display: { mdDown: 'flex' },
  flexDirection: { mdDown: 'row-reverse' },
  justifyContent: { mdDown: 'flex-end' },
  alignItems: { mdDown: 'center' },
  gap: { mdDown: '3' },
  paddingX: { mdDown: '4' },
  borderBottomWidth: { mdDown: '1px' },
};
