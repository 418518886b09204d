import { formatDate } from '@/lib/format';

/** A stored calendar date (`YYYY-MM-DD`) as `dd/mm/yyyy`, or a dash when empty. */
export function dateOrDash(value: string | null | undefined): string {
  return value ? formatDate(`${value}T00:00:00+07:00`) : '-';
}
