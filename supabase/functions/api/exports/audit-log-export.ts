import { calendarDate } from '../../_shared/calendar.ts';
import type { AuditLogEntry } from '../../_shared/contracts/audit.ts';
import { auditChanges, auditLabels, auditValueText } from '../../_shared/contracts/audit-labels.ts';
import type { SUPPORTED_LANGUAGES } from '../../_shared/constants.ts';
import type { XlsxCell } from '../../_shared/spreadsheet/xlsx.ts';
import { spreadsheetResponse } from './spreadsheet-response.ts';

type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The audit log as CSV, in the viewer's words: times in WIB, actions and fields named. */

const wib = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const headers: Record<Language, string[]> = {
  id: [
    'Waktu (WIB)',
    'Aksi',
    'Kode Aksi',
    'Entitas',
    'ID Entitas',
    'Pelaku',
    'Peran Basis Data',
    'Organisasi',
    'Perubahan',
  ],
  en: [
    'Time (WIB)',
    'Action',
    'Action Code',
    'Entity',
    'Entity ID',
    'Actor',
    'Database Role',
    'Organization',
    'Changes',
  ],
};
const widths = [20, 30, 24, 18, 38, 28, 16, 28, 80];

/** `field: before → after` for each changed field, one after another. */
function changesText(entry: AuditLogEntry, language: Language): string {
  const { fields } = auditLabels[language];
  return auditChanges(entry.before, entry.after)
    .map(({ field, before, after }) => {
      const label = fields[field] ?? field;
      if (!entry.before) return `${label}: ${auditValueText(after)}`;
      if (!entry.after) return `${label}: ${auditValueText(before)}`;
      return `${label}: ${auditValueText(before)} → ${auditValueText(after)}`;
    })
    .join('; ');
}

function cells(entry: AuditLogEntry, language: Language): XlsxCell[] {
  const labels = auditLabels[language];
  return [
    wib.format(new Date(entry.createdAt)),
    labels.actions[entry.action] ?? entry.action,
    entry.action,
    labels.entities[entry.entity] ?? entry.entity,
    entry.entityId,
    entry.actorName,
    entry.actorRole,
    entry.organizationName,
    changesText(entry, language),
  ];
}

/** `jejak-audit-20261128.csv`: the date is today's in Asia/Jakarta. */
export function auditLogFileName(now: Date = new Date()): string {
  return `jejak-audit-${calendarDate(now).replace(/-/g, '')}.csv`;
}

export function auditLogExportResponse(options: {
  language: Language;
  total: number;
  readRows: (write: (rows: AuditLogEntry[]) => Promise<void>) => Promise<void>;
}): Response {
  const { language } = options;
  return spreadsheetResponse({
    format: 'csv',
    fileName: auditLogFileName(),
    sheetName: 'Jejak Audit',
    columns: headers[language].map((header, i) => ({ header, width: widths[i] ?? 20 })),
    total: options.total,
    readRows: (write) => options.readRows((rows) => write(rows.map((row) => cells(row, language)))),
  });
}
