import { z } from 'zod';
import { noticeFields } from '../envelope.ts';
import { reportExportFormats, reportMessages } from './reports.ts';

/** The membership report (issue 27 §1): the periods it covers, the island groups it filters by. */
export const membershipReportPeriods = ['week', 'month', 'quarter', 'year', 'custom'] as const;
export type MembershipReportPeriod = (typeof membershipReportPeriods)[number];

/**
 * The island groups, in the order the filter lists them. The grouping itself (which province is in
 * which) lives once, in SQL: `private.region_of(bps_code)` (…000970_membership_report.sql), which
 * also lists these keys (`private.regions()`, compared with this list by tests/api/reports-membership.test.ts).
 * Each distribution row carries its own `region`.
 */
export const MEMBERSHIP_REGIONS = [
  'jawa',
  'sumatera',
  'kalimantan',
  'sulawesi',
  'bali_nusa_tenggara',
  'maluku_papua',
] as const;
export type MembershipRegion = (typeof MEMBERSHIP_REGIONS)[number];

export const membershipReportMessages = {
  periodInvalid: 'validation:reports.membershipPeriodInvalid',
  rangeInvalid: 'validation:reports.rangeInvalid',
  regionInvalid: 'validation:reports.regionInvalid',
} as const;

const membershipReportQueryFields = z.object({
  period: z.enum(membershipReportPeriods, { error: membershipReportMessages.periodInvalid }).default('month'),
  date: z.iso.date({ error: reportMessages.dateInvalid }).optional(),
  from: z.iso.date({ error: reportMessages.dateInvalid }).optional(),
  to: z.iso.date({ error: reportMessages.dateInvalid }).optional(),
  region: z.enum(MEMBERSHIP_REGIONS, { error: membershipReportMessages.regionInvalid }).optional(),
});
/** A custom period names its range, first day first. */
const rangeGiven = (query: { period: MembershipReportPeriod; from?: string | undefined; to?: string | undefined }) =>
  query.period !== 'custom' || !!(query.from && query.to && query.from <= query.to);
/**
 * `GET /reports/membership?period&date&from&to&region`: the week (Monday to Sunday), month, quarter
 * or year holding `date` (default today, WIB), or `period=custom` from `from` to `to`; all island
 * groups, or one.
 */
export const membershipReportQuerySchema = membershipReportQueryFields.refine(rangeGiven, {
  error: membershipReportMessages.rangeInvalid,
  path: ['to'],
});
export type MembershipReportQuery = z.input<typeof membershipReportQuerySchema>;

/** `GET /reports/membership/export?period&date&from&to&region&format`: the same report as a file. */
export const membershipReportExportQuerySchema = membershipReportQueryFields
  .extend({ format: z.enum(reportExportFormats, { error: reportMessages.formatInvalid }).default('xlsx') })
  .refine(rangeGiven, { error: membershipReportMessages.rangeInvalid, path: ['to'] });
export type MembershipReportExportQuery = z.input<typeof membershipReportExportQuerySchema>;

const count = z.number().int().nonnegative();
/** A count at the end of a period, and the joins in it. */
const cardFigures = z.object({ total: count, new: count, active: count, inactive: count });

/** The report's figures, as `public.membership_report` answers them. */
export const membershipFiguresSchema = z.object({
  period: z.object({
    kind: z.enum(membershipReportPeriods),
    from: z.iso.date(),
    to: z.iso.date(),
    /** The previous period of the same length, which the cards compare with. */
    previousFrom: z.iso.date(),
    previousTo: z.iso.date(),
  }),
  region: z.enum(MEMBERSHIP_REGIONS).nullable(),
  /**
   * Members (verified: active, inactive, expired, suspended), active and inactive ones at the end of
   * the period and of the previous one; new: the members who joined in each.
   */
  cards: z.object({ current: cardFigures, previous: cardFigures }),
  /** The members at the end of the period per status. */
  byStatus: z.object({ ACTIVE: count, INACTIVE: count, EXPIRED: count, SUSPENDED: count }),
  /** Per membership type (Anggota Biasa, Luar Biasa, Kehormatan): at the end, active, joined in the period. */
  types: z.array(
    z.object({ type: z.enum(['BIASA', 'LUAR_BIASA', 'KEHORMATAN']), total: count, active: count, new: count }),
  ),
  /** Per DPC of the scope, or per province for a national officer; largest first. */
  distribution: z.object({
    level: z.enum(['province', 'chapter']),
    rows: z.array(
      z.object({
        organizationId: z.guid(),
        name: z.string(),
        bpsCode: z.string(),
        region: z.enum(MEMBERSHIP_REGIONS),
        /** The chapter's representative point, for the map (null where none is recorded). */
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
        total: count,
        active: count,
        new: count,
      }),
    ),
  }),
  /**
   * The twelve calendar months up to the one holding the period's end: joins (any verified status),
   * exits and returns of active members, transfers in and out, net (joins + returns + transfers in −
   * exits − transfers out), the members and active members at the month's end and at its start.
   */
  months: z.array(
    z.object({
      month: z.iso.date(),
      joins: count,
      exits: count,
      returns: count,
      transfersIn: count,
      transfersOut: count,
      net: z.number().int(),
      total: count,
      active: count,
      previousTotal: count,
      previousActive: count,
    }),
  ),
  /** Today (not the period): active members whose membership ends within 30 days. */
  expiringSoon: count,
  /** Today: applications waiting for verification. */
  pendingApplications: count,
  /** When the figures were read (the report's "data per" line). */
  asOf: z.iso.datetime({ offset: true }),
});
export type MembershipFigures = z.infer<typeof membershipFiguresSchema>;

/** `GET /reports/membership`: the figures and the highlights, each sentence keyed (`notices:reports.membership.…`). */
export const membershipReportSchema = membershipFiguresSchema.extend({
  highlights: z.array(z.object(noticeFields)),
});
export type MembershipReport = z.infer<typeof membershipReportSchema>;
