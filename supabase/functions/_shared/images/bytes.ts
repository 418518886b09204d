/** Reading numbers and tags out of a file's header bytes; out-of-range reads give 0 or ''. */

export function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((byte, i) => bytes[at + i] === byte);
}

export function ascii(bytes: Uint8Array, at: number, length: number): string {
  return bytes.length < at + length ? '' : String.fromCharCode(...bytes.subarray(at, at + length));
}

const byte = (b: Uint8Array, at: number) => b[at] ?? 0;
export const u16be = (b: Uint8Array, at: number) => (byte(b, at) << 8) | byte(b, at + 1);
export const u16le = (b: Uint8Array, at: number) => byte(b, at) | (byte(b, at + 1) << 8);
export const u24le = (b: Uint8Array, at: number) => u16le(b, at) | (byte(b, at + 2) << 16);
export const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) | u16be(b, at + 2)) >>> 0;
export const u32le = (b: Uint8Array, at: number) => (u16le(b, at) | (u16le(b, at + 2) << 16)) >>> 0;
export const i32le = (b: Uint8Array, at: number) => u32le(b, at) | 0;
