// An EMVCo Merchant-Presented Mode decoder written from the specification, independent of the
// builder in supabase/functions/_shared/payments/qris.ts: TLV parse, ids in order, and a CRC
// recomputed with a table-driven CRC-16/CCITT-FALSE (the builder shifts bit by bit).
import { expect } from 'vitest';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index << 8;
  for (let bit = 0; bit < 8; bit++) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
  return value & 0xffff;
});

export function tableCrc(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc;
}

export interface TlvField {
  id: string;
  value: string;
}

export function parseTlv(text: string): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(length)) throw new Error(`bad TLV header at ${at}: ${id}${length}`);
    const value = text.slice(at + 4, at + 4 + Number(length));
    if (value.length !== Number(length)) throw new Error(`field ${id} runs past the end`);
    fields.push({ id, value });
    at += 4 + Number(length);
  }
  return fields;
}

/** Decodes an MPM string and checks what every QRIS must satisfy; answers the fields by id. */
export function decodeQris(qris: string) {
  const fields = parseTlv(qris);
  const ids = fields.map((field) => field.id);
  expect(ids[0]).toBe('00');
  expect(ids.at(-1)).toBe('63');
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
  const crc = fields.at(-1)!.value;
  expect(crc).toMatch(/^[0-9A-F]{4}$/);
  const covered = new TextEncoder().encode(qris.slice(0, -4));
  expect(Number.parseInt(crc, 16)).toBe(tableCrc(covered));
  const byId = Object.fromEntries(fields.map((field) => [field.id, field.value]));
  const sub = (id: string) => Object.fromEntries(parseTlv(byId[id] ?? '').map((field) => [field.id, field.value]));
  return { byId, sub };
}
