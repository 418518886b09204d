import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A report's table, scrolling sideways on a phone. The scrolling region is named and reachable
 * by keyboard (axe: scrollable-region-focusable).
 */
export function ReportTable({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <Table.ScrollArea tabIndex={0} role="region" aria-label={label}>
      <Table.Root size="sm" data-testid={testId}>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}
