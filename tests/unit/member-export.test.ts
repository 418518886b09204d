import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { fieldForHeader, memberSheetColumns } from '@shared/contracts/member-import';
import { memberLabels } from '@shared/contracts/member-labels';
import { parseMembershipType } from '@shared/contracts/member-fields';
import { membershipStatuses, membershipTypes } from '@shared/contracts/members';
import { formatNap } from '@shared/identifiers';
import { phoneForSheet, toE164 } from '@shared/phone';
import { couldStartFormula, csvLine, guardCell } from '@shared/spreadsheet/csv';
import { excelSerial } from '@shared/spreadsheet/xlsx';
import { i18n } from '@/lib/i18n';
import { signedInNamespaces } from '@/lib/signed-in-namespaces';
import {
  memberExportCells,
  memberExportFileName,
  type MemberExportRow,
} from '../../supabase/functions/api/exports/member-export.ts';

// The signed-in screens' texts in both languages before any render (the app loads them per page).
await i18n.reloadResources(['id', 'en'], [...signedInNamespaces]);

const row: MemberExportRow = {
  nap: '327309000003',
  full_name: '=HYPERLINK("http://x","y")',
  email: 'siti@contoh.id',
  phone: '+6281234567890',
  position: '-',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  membership_status: 'EXPIRED',
  membership_type: 'LUAR_BIASA',
  join_date: '2024-01-15',
  expiry_date: '2026-01-15',
  str_number: null,
  sip_number: 'SIP-1',
  sip_expiry_date: '2027-03-31',
  workplace: null,
  organization_code: '3273',
  organization_name: 'DPC Kota Bandung',
};

describe('member export cells', () => {
  it('writes labels of the UI language, the dotted NAP, dates as dates and the DPC code as a number', () => {
    const cells = memberExportCells(row, 'id');
    const byKey = Object.fromEntries(memberSheetColumns.map((column, i) => [column.key, cells[i]]));
    expect(byKey).toMatchObject({
      nap: '3273.09.000003',
      fullName: row.full_name,
      phone: '0812-3456-7890',
      membershipStatus: 'Kadaluarsa',
      membershipType: 'Anggota Luar Biasa',
      joinDate: { date: '2024-01-15' },
      sipExpiryDate: { date: '2027-03-31' },
      dpcCode: 3273,
      strNumber: null,
    });
    const english = memberExportCells(row, 'en');
    expect(english[memberSheetColumns.findIndex((c) => c.key === 'membershipStatus')]).toBe('Expired');
    expect(english[memberSheetColumns.findIndex((c) => c.key === 'membershipType')]).toBe('Associate Member');
  });

  it('names the file after the date in Asia/Jakarta, not UTC', () => {
    expect(memberExportFileName('xlsx', new Date('2026-11-23T16:59:59Z'))).toBe('anggota-simk-20261123.xlsx');
    expect(memberExportFileName('xlsx', new Date('2026-11-23T17:00:00Z'))).toBe('anggota-simk-20261124.xlsx');
    expect(memberExportFileName('csv', new Date('2026-12-31T18:30:00Z'))).toBe('anggota-simk-20270101.csv');
  });

  it('Excel serials: 1970-01-01 is 25569; impossible and pre-1900-03-01 dates are not dates', () => {
    expect(excelSerial('1970-01-01')).toBe(25569);
    expect(excelSerial('2026-11-24')).toBe(46350);
    expect(excelSerial('2026-02-30')).toBeNull();
    expect(excelSerial('1900-02-28')).toBeNull();
    expect(excelSerial('24/11/2026')).toBeNull();
  });
});

describe('what a file holds imports again', () => {
  it('every header, in either language, is read as the column it heads', () => {
    for (const column of memberSheetColumns) {
      for (const language of ['id', 'en'] as const) {
        expect(fieldForHeader(column.header[language]), `${column.key} (${language})`).toBe(fieldForHeader(column.key));
      }
    }
    const importable = memberSheetColumns.filter((column) => fieldForHeader(column.key));
    expect(importable.map((column) => column.key)).toEqual([
      'nap',
      'fullName',
      'email',
      'phone',
      'position',
      'city',
      'province',
      'membershipType',
      'strNumber',
      'sipNumber',
      'sipExpiryDate',
      'workplace',
      'dpcCode',
    ]);
  });

  it('a membership type is read back from its label in either language', () => {
    for (const language of ['id', 'en'] as const) {
      for (const type of membershipTypes) {
        expect(parseMembershipType(memberLabels[language].type[type])).toBe(type);
      }
    }
    expect(parseMembershipType('Luar Biasa')).toBe('LUAR_BIASA');
    expect(parseMembershipType('Anggota Istimewa')).toBeNull();
  });

  it('the dotted NAP and the national phone parse back to what is stored', () => {
    expect(formatNap('327309000003')).toBe('3273.09.000003');
    expect(formatNap(null)).toBeNull();
    expect(phoneForSheet('+62227654321')).toBe('(022) 7654321');
    // A foreign number stays as stored (and a CSV guards it, as any text starting with +).
    expect(phoneForSheet('+12025550143')).toBe('+12025550143');
    expect(toE164(phoneForSheet('+62227654321'))).toBe('+62227654321');
  });

  it("a mobile number's fast path writes what libphonenumber writes; every number parses back", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^8\d{8,11}$/), (digits) => {
        const e164 = `+62${digits}`;
        const parsed = parsePhoneNumberFromString(e164);
        fc.pre(parsed?.isValid() === true);
        const written = phoneForSheet(e164);
        expect(toE164(written)).toBe(e164);
        // Never digits alone, which a spreadsheet would turn into a number.
        expect(written).toMatch(/\D/);
        if (/^8[1-35-9]/.test(digits)) {
          expect(written).toBe(parsed!.formatNational());
          expect(couldStartFormula(written)).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the CSV guard', () => {
  it('guards what could start a formula, and nothing else', () => {
    expect(['=1+1', '+62812', '-2+3', '@SUM(A1)', '\t=1'].map(guardCell)).toEqual([
      "'=1+1",
      "'+62812",
      "'-2+3",
      "'@SUM(A1)",
      "'\t=1",
    ]);
    expect(['-', '0812-3456-7890', '3273.09.000003', '2026-11-24', 'Aktif'].map(guardCell)).toEqual([
      '-',
      '0812-3456-7890',
      '3273.09.000003',
      '2026-11-24',
      'Aktif',
    ]);
    expect(csvLine(['=HYPERLINK("x")', '0812-3456-7890'])).toBe('"\'=HYPERLINK(""x"")",0812-3456-7890\r\n');
  });
});

describe('the screens and the export use the same labels', () => {
  it('the web app shows the shared labels in both languages', () => {
    for (const language of ['id', 'en'] as const) {
      const t = i18n.getFixedT(language, 'members');
      for (const status of membershipStatuses)
        expect(t(`status.${status}`)).toBe(memberLabels[language].status[status]);
      for (const type of membershipTypes) expect(t(`type.${type}`)).toBe(memberLabels[language].type[type]);
    }
  });
});
