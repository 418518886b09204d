import { formatDate } from '@/lib/format';

/** A date column: `dd/mm/yyyy`, or a dash when empty. */
export function dateOrDash(value: string | null | undefined): string {
  if (!value) return '–';
  try {
    return formatDate(value.length === 10 ? `${value}T00:00:00+07:00` : value);
  } catch {
    return value;
  }
}

export { formatNap } from '@shared/identifiers';
