/**
 * Reading a zip archive within bounds. The central directory is read first (entry count and the
 * sizes the entries declare, checked against the limit), then each requested entry is inflated
 * with fflate's streaming `Inflate`, fed a kilobyte at a time. Declared sizes can lie, so inflating
 * stops as soon as an entry yields more than it declared: the archive never yields more than the
 * limit, whatever its entries hold.
 *
 * fflate's own `unzipSync` allocates what an entry declares and inflates it in one call, and its
 * streaming `Unzip` finds the end of entries written with data descriptors (as fflate's `Zip`,
 * and so our own export, writes them) by scanning for signatures; hence this small reader.
 */
import { Inflate } from 'fflate';
import { SheetLimitError, type ZipLimits } from './limits.ts';

/** Thrown when the bytes are not a zip archive this reader understands. */
export class ZipReadError extends Error {}

interface Entry {
  compression: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

export interface BoundedZip {
  names: string[];
  /** Throws before anything is inflated when these entries together declare more than the limit allows. */
  reserve(names: string[]): void;
  /** The entry's bytes, or undefined when there is no such entry. */
  read(name: string): Uint8Array | undefined;
}

const EOCD = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_MARK = 0xffffffff;
// Deflate expands at most ~1,032×, so one push yields at most ~1 MB (fflate holds about twice that
// while it works); smaller slices cost more time.
const INPUT_SLICE = 1024;

export function openZip(data: Uint8Array, limits: ZipLimits): BoundedZip {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);

  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at--) {
    if (u32(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipReadError('no end of central directory');
  const count = u16(eocd + 10);
  if (count > limits.maxEntries) throw new SheetLimitError('tooManyEntries');

  const entries = new Map<string, Entry>();
  const decoder = new TextDecoder();
  let at = u32(eocd + 16);
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || u32(at) !== CENTRAL_HEADER) throw new ZipReadError('bad central directory');
    const nameLength = u16(at + 28);
    const entry: Entry = {
      compression: u16(at + 10),
      compressedSize: u32(at + 20),
      declaredSize: u32(at + 24),
      localHeader: u32(at + 42),
    };
    // A workbook within the upload limit never needs zip64.
    if (entry.compressedSize === ZIP64_MARK || entry.localHeader === ZIP64_MARK) throw new ZipReadError('zip64');
    entries.set(decoder.decode(data.subarray(at + 46, at + 46 + nameLength)), entry);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }

  let inflated = 0;

  return {
    names: [...entries.keys()],
    reserve(names) {
      const declared = names.reduce((n, name) => n + (entries.get(name)?.declaredSize ?? 0), 0);
      if (inflated + declared > limits.maxInflatedBytes) throw new SheetLimitError('tooLarge');
    },
    read(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      // What the entries declare counts against the limit; inflating never yields more.
      if (inflated + entry.declaredSize > limits.maxInflatedBytes) throw new SheetLimitError('tooLarge');
      inflated += entry.declaredSize;
      const local = entry.localHeader;
      if (local + 30 > data.length || u32(local) !== LOCAL_HEADER) throw new ZipReadError('bad local header');
      const start = local + 30 + u16(local + 26) + u16(local + 28);
      const end = start + entry.compressedSize;
      if (end > data.length) throw new ZipReadError('truncated entry');
      const compressed = data.subarray(start, end);
      if (entry.compression === 0) {
        if (compressed.length !== entry.declaredSize) throw new ZipReadError('stored size differs');
        return compressed;
      }
      if (entry.compression !== 8) throw new ZipReadError(`compression ${entry.compression}`);

      // The entry's declared size is an upper bound now: allocate it once, copy each piece in.
      const out = new Uint8Array(entry.declaredSize);
      let length = 0;
      let done = false;
      const inflate = new Inflate((chunk, final) => {
        // More than the entry declares: a corrupt or hostile archive, given up at once.
        if (length + chunk.length > out.length) throw new ZipReadError('entry larger than declared');
        out.set(chunk, length);
        length += chunk.length;
        done = final;
      });
      try {
        for (let offset = 0; offset < compressed.length; offset += INPUT_SLICE) {
          const slice = compressed.subarray(offset, offset + INPUT_SLICE);
          inflate.push(slice, offset + INPUT_SLICE >= compressed.length);
        }
        if (compressed.length === 0) inflate.push(new Uint8Array(0), true);
      } catch (error) {
        if (error instanceof ZipReadError) throw error;
        throw new ZipReadError('bad deflate data');
      }
      if (!done) throw new ZipReadError('truncated deflate data');
      return out.subarray(0, length);
    },
  };
}
