// The QRIS builder, checked by the independent decoder of tests/support/emvco-decoder.ts.
import { describe, expect, it } from 'vitest';
import { buildDynamicQris, crc16ccittFalse, type DynamicQrisInput } from '@shared/payments/qris.ts';
import { decodeQris, tableCrc } from '../support/emvco-decoder.ts';

/** The reference's static sample (astrapay/spring-qris tests): its CRC is valid. */
const STATIC_SAMPLE =
  '00020101021126650013ID.CO.BCA.WWW011893600014000128766702150008850012876670303UKE51440014ID.CO.QRIS.WWW0215ID10210818616060303UKE5204074253033605802ID5909GREEN PAW6007TANGSEL61051532362070703A0163046D3F';

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
