// The QRIS builder, checked by a decoder written here from the EMVCo MPM rules: TLV parse, ids in
// order, and a CRC recomputed with a table-driven CRC-16/CCITT-FALSE (the builder shifts bit by bit).
import { describe, expect, it } from 'vitest';
import { buildDynamicQris, crc16ccittFalse, type DynamicQrisInput } from '@shared/payments/qris.ts';

/** The reference's static sample (astrapay/spring-qris tests): its CRC is valid. */
const STATIC_SAMPLE =
  '00020101021126650013ID.CO.BCA.WWW011893600014000128766702150008850012876670303UKE51440014ID.CO.QRIS.WWW0215ID10210818616060303UKE5204074253033605802ID5909GREEN PAW6007TANGSEL61051532362070703A0163046D3F';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index << 8;
  for (let bit = 0; bit < 8; bit++) value = value & 0x8000 ? (value << 1) ^ 0x1021 : value << 1;
  return value & 0xffff;
});

function tableCrc(bytes: Uint8Array): number {
  let crc = 0xffff;
  for (const byte of bytes) crc = ((crc << 8) & 0xffff) ^ CRC_TABLE[((crc >> 8) ^ byte) & 0xff]!;
  return crc;
}

interface Field {
  id: string;
  value: string;
}

function parseTlv(text: string): Field[] {
  const fields: Field[] = [];
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
function decodeQris(qris: string) {
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

const input: DynamicQrisInput = {
  merchantName: 'PATELKI DPC KOTA BANDUNG',
  merchantCity: 'BANDUNG',
  postalCode: '40115',
  nmid: 'ID1021081861606',
  mcc: '8699',
  amount: 150_000,
  billNumber: 'SIMK-20261125-0001',
  referenceLabel: 'IURAN 2026',
};

describe('CRC-16/CCITT-FALSE', () => {
  it('gives the check value 29B1 for "123456789"', () => {
    expect(crc16ccittFalse('123456789')).toBe('29B1');
    expect(tableCrc(new TextEncoder().encode('123456789')).toString(16).toUpperCase()).toBe('29B1');
  });

  it("validates the reference's static sample (6D3F), which the decoder reads", () => {
    expect(crc16ccittFalse(STATIC_SAMPLE.slice(0, -4))).toBe('6D3F');
    const { byId, sub } = decodeQris(STATIC_SAMPLE);
    expect(byId['01']).toBe('11');
    expect(byId['59']).toBe('GREEN PAW');
    expect(sub('51')).toEqual({ '00': 'ID.CO.QRIS.WWW', '02': 'ID1021081861606', '03': 'UKE' });
  });

  it('pads to four uppercase digits', () => {
    for (const text of ['', 'A', '6304', 'ID.CO.QRIS.WWW']) expect(crc16ccittFalse(text)).toMatch(/^[0-9A-F]{4}$/);
    expect(crc16ccittFalse('')).toBe('FFFF');
  });
});

describe('buildDynamicQris', () => {
  it('builds a dynamic MPM string an independent decoder accepts', () => {
    const qris = buildDynamicQris(input);
    const { byId, sub } = decodeQris(qris);
    expect(byId).toMatchObject({
      '00': '01',
      '01': '12',
      '52': '8699',
      '53': '360',
      '54': '150000',
      '58': 'ID',
      '59': 'PATELKI DPC KOTA BANDUNG',
      '60': 'BANDUNG',
      '61': '40115',
    });
    expect(sub('51')).toEqual({ '00': 'ID.CO.QRIS.WWW', '02': 'ID1021081861606', '03': 'UMI' });
    expect(sub('62')).toEqual({ '01': 'SIMK-20261125-0001', '05': 'IURAN 2026' });
    expect(byId['26']).toBeUndefined();
    expect(qris).toMatch(/6304[0-9A-F]{4}$/);
  });

  it('adds tag 26 with the merchant PAN, and leaves optional fields out', () => {
    const qris = buildDynamicQris({
      ...input,
      postalCode: undefined,
      referenceLabel: undefined,
      merchantPan: '936000140001287667',
      acquirerDomain: 'ID.CO.GOPAY.WWW',
      merchantCriteria: 'UKE',
    });
    const { byId, sub } = decodeQris(qris);
    expect(sub('26')).toEqual({
      '00': 'ID.CO.GOPAY.WWW',
      '01': '936000140001287667',
      '02': 'ID1021081861606',
      '03': 'UKE',
    });
    expect(sub('51')['03']).toBe('UKE');
    expect(byId['61']).toBeUndefined();
    expect(sub('62')).toEqual({ '01': 'SIMK-20261125-0001' });
  });

  it('shortens the name to 25 and the city to 15 printable ASCII characters', () => {
    const qris = buildDynamicQris({
      ...input,
      merchantName: '  Perhimpunan Ahli Teknologi Laboratorium Medik Indonésia  ',
      merchantCity: 'Kabupaten Tasikmalaya',
    });
    const { byId } = decodeQris(qris);
    expect(byId['59']).toBe('Perhimpunan Ahli Teknolog');
    expect(byId['60']).toBe('Kabupaten Tasik');
    const accented = decodeQris(buildDynamicQris({ ...input, merchantName: 'Ikatan Médis 🧪 Ciamis' }));
    expect(accented.byId['59']).toBe('Ikatan Medis Ciamis');
  });

  it('writes the amount in whole rupiah, up to 13 digits, and refuses others', () => {
    expect(decodeQris(buildDynamicQris({ ...input, amount: 1 })).byId['54']).toBe('1');
    expect(decodeQris(buildDynamicQris({ ...input, amount: 9_999_999_999_999 })).byId['54']).toBe('9999999999999');
    for (const amount of [0, -1, 1.5, 10_000_000_000_000, Number.NaN]) {
      expect(() => buildDynamicQris({ ...input, amount })).toThrow(RangeError);
    }
  });

  it('never cuts an identifier: a bill number or label over 25 characters is refused', () => {
    expect(() => buildDynamicQris({ ...input, billNumber: 'X'.repeat(26) })).toThrow(RangeError);
    expect(() => buildDynamicQris({ ...input, referenceLabel: 'X'.repeat(26) })).toThrow(RangeError);
    expect(() => buildDynamicQris({ ...input, billNumber: '' })).toThrow(RangeError);
    expect(decodeQris(buildDynamicQris({ ...input, billNumber: 'X'.repeat(25) })).sub('62')['01']).toBe('X'.repeat(25));
  });

  it('refuses a malformed NMID, MCC or PAN', () => {
    expect(() => buildDynamicQris({ ...input, nmid: 'ID102108186160' })).toThrow(RangeError);
    expect(() => buildDynamicQris({ ...input, mcc: '869' })).toThrow(RangeError);
    expect(() => buildDynamicQris({ ...input, merchantPan: '1'.repeat(20) })).toThrow(RangeError);
  });
});
