// Dynamic QRIS: an EMVCo Merchant-Presented Mode string in Bank Indonesia's profile
// (docs/decisions/0024). Midtrans issues the real ones; the local simulator builds its own here,
// so both hand the web app the same kind of string. TLV fields: a 2-digit id, a 2-digit decimal
// length, then the value; ids ascending, `00` first and the CRC `63` last.

/** The reverse-domain id of the national QRIS merchant repository (tag 51, sub 00). */
export const QRIS_DOMAIN = 'ID.CO.QRIS.WWW';
/** ISO 4217 numeric code of the rupiah. */
export const QRIS_CURRENCY_IDR = '360';
/** Tag 01: `11` static (any amount, reusable), `12` dynamic (one amount, one transaction). */
export const QRIS_DYNAMIC = '12';
/** BI's merchant criteria (tag 51 sub 03): micro, small, medium, big, regular. */
export const QRIS_MERCHANT_CRITERIA = ['UMI', 'UKE', 'UME', 'UBE', 'URE'] as const;
export type QrisMerchantCriteria = (typeof QRIS_MERCHANT_CRITERIA)[number];

/** The largest amount tag 54 can hold: 13 characters. */
export const QRIS_MAX_AMOUNT = 9_999_999_999_999;
/** Tags 59 and 60, and each sub-field of tag 62. */
export const QRIS_NAME_MAX = 25;
export const QRIS_CITY_MAX = 15;
export const QRIS_ADDITIONAL_DATA_MAX = 25;

/** Who is paid: the same for every QRIS string of one merchant. */
export interface QrisMerchant {
  /** Up to 25 characters; longer names are shortened, accents dropped. */
  merchantName: string;
  /** Up to 15 characters; shortened the same way. */
  merchantCity: string;
  postalCode?: string;
  /** National Merchant ID from the QRIS repository: 15 characters, e.g. `ID1021081861606`. */
  nmid: string;
  /** Merchant PAN at the acquirer (tag 26 sub 01), up to 19 digits; tag 26 is left out without it. */
  merchantPan?: string;
  /** The acquirer's reverse domain in tag 26, `ID.CO.QRIS.WWW` when omitted. */
  acquirerDomain?: string;
  /** ISO 18245 merchant category code, 4 digits. */
  mcc: string;
  /** `UMI` when omitted. */
  merchantCriteria?: QrisMerchantCriteria;
}

export interface DynamicQrisInput extends QrisMerchant {
  /** Whole rupiah, 1 to 13 digits. */
  amount: number;
  /** Tag 62 sub 01: what this transaction pays (the order id), up to 25 characters, never cut. */
  billNumber: string;
  /** Tag 62 sub 05, up to 25 characters, never cut. */
  referenceLabel?: string;
}

/** The EMVCo MPM string of one payment of `amount` rupiah, ending in its CRC. */
export function buildDynamicQris(input: DynamicQrisInput): string {
  if (!Number.isSafeInteger(input.amount) || input.amount < 1 || input.amount > QRIS_MAX_AMOUNT) {
    throw new RangeError(`QRIS amount must be a whole number of rupiah from 1 to ${QRIS_MAX_AMOUNT}`);
  }
  if (!/^\d{4}$/.test(input.mcc)) throw new RangeError('QRIS MCC must be 4 digits');
  if (!/^[A-Z0-9]{15}$/.test(input.nmid)) throw new RangeError('QRIS NMID must be 15 letters or digits');
  if (input.merchantPan !== undefined && !/^\d{1,19}$/.test(input.merchantPan)) {
    throw new RangeError('QRIS merchant PAN must be 1 to 19 digits');
  }
  if (input.postalCode !== undefined && !/^[A-Za-z0-9]{1,10}$/.test(input.postalCode)) {
    throw new RangeError('QRIS postal code must be 1 to 10 letters or digits');
  }
  const criteria = input.merchantCriteria ?? 'UMI';
  const name = printable(input.merchantName, QRIS_NAME_MAX);
  const city = printable(input.merchantCity, QRIS_CITY_MAX);
  if (!name || !city) throw new RangeError('QRIS merchant name and city must not be empty');

  const payload = [
    tlv('00', '01'),
    tlv('01', QRIS_DYNAMIC),
    input.merchantPan === undefined
      ? ''
      : tlv(
          '26',
          tlv('00', input.acquirerDomain ?? QRIS_DOMAIN) +
            tlv('01', input.merchantPan) +
            tlv('02', input.nmid) +
            tlv('03', criteria),
        ),
    tlv('51', tlv('00', QRIS_DOMAIN) + tlv('02', input.nmid) + tlv('03', criteria)),
    tlv('52', input.mcc),
    tlv('53', QRIS_CURRENCY_IDR),
    tlv('54', String(input.amount)),
    tlv('58', 'ID'),
    tlv('59', name),
    tlv('60', city),
    input.postalCode === undefined ? '' : tlv('61', input.postalCode),
    tlv(
      '62',
      tlv('01', additionalData('bill number', input.billNumber)) +
        (input.referenceLabel === undefined ? '' : tlv('05', additionalData('reference label', input.referenceLabel))),
    ),
    '6304',
  ].join('');
  return payload + crc16ccittFalse(payload);
}

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) of the UTF-8 bytes of
 * `text`, as 4 uppercase hex digits. A QRIS CRC covers the payload up to and including `6304`.
 */
export function crc16ccittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`QRIS tag ${id} is longer than 99 characters`);
  return id + String(value.length).padStart(2, '0') + value;
}

/** Identifiers are never cut: a shortened order id would point at another payment. */
function additionalData(what: string, value: string): string {
  if (!/^[\x20-\x7E]+$/.test(value) || value.length > QRIS_ADDITIONAL_DATA_MAX) {
    throw new RangeError(`QRIS ${what} must be 1 to ${QRIS_ADDITIONAL_DATA_MAX} printable ASCII characters`);
  }
  return value;
}

/**
 * Names are EMVCo "ans": printable ASCII. Accents are dropped (`Pengurus Daerah Jawa Barát`
 * becomes `Pengurus Daerah Jawa Barat`), other characters removed, spaces collapsed, then cut at `max` characters.
 */
function printable(value: string, max: number): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}
