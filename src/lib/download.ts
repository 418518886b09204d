/** Hands a downloaded file to the browser as a file save (exports, receipts, error reports). */
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

/** The file name the server gave in `Content-Disposition`, or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = disposition.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** A whole download as a Blob of the type the server declared. */
export async function blobOf(response: Response): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  return new Blob([await response.arrayBuffer()], { type });
}
