/**
 * The membership report as a PDF (issue 27 §1, §5): the association's header, the title, period,
 * region, scope and generation time (report-pdf-layout.ts), the cards against the previous period,
 * the distribution, the membership types, the monthly growth and the highlights.
 */
import { formatCount, reportLabels as L, monthLabel } from './financial-report-text.ts';
import {
  membershipDetails,
  membershipLabels as M,
  type MembershipReportFile,
  membershipPeriodLabel,
} from './membership-report-text.ts';
import { startReportPdf } from './report-pdf-layout.ts';

const signed = (value: number) => (value > 0 ? `+${formatCount(value)}` : value < 0 ? `-${formatCount(-value)}` : '0');

export async function buildMembershipReportPdf(file: MembershipReportFile): Promise<Uint8Array> {
  const { report, generatedAt } = file;
  const { current, previous } = report.cards;
  const title = `${M.title} ${membershipPeriodLabel(report.period)}`;
  const { doc, layout } = await startReportPdf({ title, subject: M.title, generatedAt });
  layout.header();
  layout.title(M.title);
  layout.details(membershipDetails(file));

  layout.heading(L.summary);
  layout.table(
    [
      { header: M.figure, width: 0.5 },
      { header: M.current, width: 0.25, align: 'right' },
      { header: M.previous, width: 0.25, align: 'right' },
    ],
    [
      ...(['total', 'new', 'active', 'inactive'] as const).map((card) => [
        M[card],
        formatCount(current[card]),
        formatCount(previous[card]),
      ]),
      [M.expiringSoon, formatCount(report.expiringSoon), ''],
      [M.pendingApplications, formatCount(report.pendingApplications), ''],
    ],
  );

  layout.heading(M.distribution);
  const rows = report.distribution.rows;
  if (rows.length === 0) layout.paragraph(L.noRows, { size: 10, gap: 4 });
  else
    layout.table(
      [
        { header: report.distribution.level === 'province' ? M.province : M.chapter, width: 0.34 },
        { header: M.region, width: 0.24 },
        { header: M.members, width: 0.14, align: 'right' },
        { header: M.activeShort, width: 0.14, align: 'right' },
        { header: M.newShort, width: 0.14, align: 'right' },
      ],
      rows.map((row) => [
        row.name,
        M.regionNames[row.region],
        formatCount(row.total),
        formatCount(row.active),
        formatCount(row.new),
      ]),
    );

  layout.heading(M.types);
  layout.table(
    [
      { header: M.type, width: 0.46 },
      { header: M.members, width: 0.18, align: 'right' },
      { header: M.activeShort, width: 0.18, align: 'right' },
      { header: M.newShort, width: 0.18, align: 'right' },
    ],
    report.types.map((row) => [
      M.typeNames[row.type],
      formatCount(row.total),
      formatCount(row.active),
      formatCount(row.new),
    ]),
  );

  layout.heading(M.months);
  layout.table(
    [
      { header: M.month, width: 0.22 },
      ...(['joins', 'exits', 'returns', 'transfersIn', 'transfersOut'] as const).map((column) => ({
        header: M[column],
        width: 0.13,
        align: 'right' as const,
      })),
      { header: M.net, width: 0.13, align: 'right' },
    ],
    report.months.map((row) => [
      monthLabel(row.month),
      formatCount(row.joins),
      formatCount(row.exits),
      formatCount(row.returns),
      formatCount(row.transfersIn),
      formatCount(row.transfersOut),
      signed(row.net),
    ]),
  );

  layout.heading(M.highlights);
  for (const text of file.highlights) layout.paragraph(`• ${text}`, { size: 10, gap: 4 });
  return doc.save();
}
