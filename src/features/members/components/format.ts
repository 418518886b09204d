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

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
