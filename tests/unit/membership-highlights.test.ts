// The membership report's highlights (issue 27 §1): sentences with the report's own numbers, keyed
// for the page and in Indonesian for an export: the new members against the previous period, this
// month's growth against the best of the six before it, the active share, the largest chapter, more
// transfers out than in, and the calls to act (memberships ending within 30 days, waiting
// applications); no sentence about what the figures do not show.
import { describe, expect, it } from 'vitest';
import {
  type MembershipFigures,
  membershipFiguresSchema,
} from '../../supabase/functions/_shared/contracts/membership-report.ts';
import { membershipHighlights, monthGrowth } from '../../supabase/functions/_shared/reports/membership-highlights.ts';

const month = (day: string, net: number, previousTotal: number, moves = { transfersIn: 0, transfersOut: 0 }) => ({
  month: day,
  joins: Math.max(net, 0),
  exits: Math.max(-net, 0),
  returns: 0,
  ...moves,
  net: net + moves.transfersIn - moves.transfersOut,
  total: previousTotal + net + moves.transfersIn - moves.transfersOut,
  active: previousTotal + net,
  previousTotal,
  previousActive: previousTotal,
});

const chapter = (name: string, bpsCode: string, total: number, active: number) => ({
  organizationId: '00000000-0000-4000-8000-00000000000' + bpsCode.slice(-1),
  name,
  bpsCode,
  region: 'jawa' as const,
  latitude: -6.9,
  longitude: 107.6,
  total,
  active,
  new: 1,
});

/** Kota Bandung's and Kabupaten Bandung's November 2026 as a DPW sees them. */
const sample: MembershipFigures = membershipFiguresSchema.parse({
  period: { kind: 'month', from: '2026-11-01', to: '2026-11-30', previousFrom: '2026-10-01', previousTo: '2026-10-31' },
  region: null,
  cards: {
    current: { total: 1600, new: 45, active: 1200, inactive: 400 },
    previous: { total: 1560, new: 40, active: 1180, inactive: 380 },
  },
  byStatus: { ACTIVE: 1200, INACTIVE: 150, EXPIRED: 200, SUSPENDED: 50 },
  types: [
    { type: 'BIASA', total: 1500, active: 1130, new: 44 },
    { type: 'LUAR_BIASA', total: 90, active: 62, new: 1 },
    { type: 'KEHORMATAN', total: 10, active: 8, new: 0 },
  ],
  distribution: {
    level: 'chapter',
    rows: [chapter('Kota Bandung', '3273', 1000, 760), chapter('Kabupaten Bandung', '3204', 600, 440)],
  },
  months: [
    month('2025-12-01', 10, 1000),
    month('2026-01-01', 10, 1010),
    month('2026-02-01', 10, 1020),
    month('2026-03-01', 10, 1030),
    month('2026-04-01', 10, 1040),
    month('2026-05-01', 20, 1050),
    month('2026-06-01', 30, 1070),
    month('2026-07-01', 10, 1100),
    month('2026-08-01', 10, 1110),
    month('2026-09-01', 10, 1120),
    month('2026-10-01', 10, 1130),
    month('2026-11-01', 40, 1140, { transfersIn: 1, transfersOut: 3 }),
  ],
  expiringSoon: 34,
  pendingApplications: 7,
  asOf: '2026-11-28T07:00:00+07:00',
});

describe('the membership report highlights', () => {
  it('are sentences with the figures in them, keyed, in reading order', () => {
    const highlights = membershipHighlights(sample);
    expect(highlights.map((line) => line.message)).toEqual([
      '45 anggota baru pada periode ini, naik 12,5% dibanding periode sebelumnya (40).',
      'Pertumbuhan bulan November 2026 3,3%, tertinggi dalam 6 bulan.',
      'Hanya 1.200 dari 1.600 anggota aktif (75,0%): hubungi anggota yang tidak aktif atau kedaluwarsa untuk mengaktifkan kembali keanggotaannya.',
      'Anggota terbanyak di Kota Bandung: 1.000 anggota (62,5%).',
      'Pada November 2026 lebih banyak anggota pindah keluar (3) daripada masuk (1).',
      '34 anggota masa berlakunya berakhir dalam 30 hari: ingatkan mereka untuk memperpanjang.',
      '7 permohonan keanggotaan menunggu verifikasi.',
    ]);
    expect(highlights.map((line) => line.key)).toEqual([
      'notices:reports.membership.newUp',
      'notices:reports.membership.growthBest',
      'notices:reports.membership.activeShareLow',
      'notices:reports.membership.topChapter',
      'notices:reports.membership.transfersOut',
      'notices:reports.membership.expiringSoon',
      'notices:reports.membership.pendingApplications',
    ]);
    expect(highlights[0]!.params).toEqual({ count: '45', change: '12,5%', previous: '40' });
  });

  it('compare a month with the best of the six before it, and say when membership shrank', () => {
    expect(monthGrowth(sample.months[6]!)).toBeCloseTo((100 * 30) / 1070);
    const slower = { ...sample, months: [...sample.months.slice(0, -1), month('2026-11-01', 5, 1140)] };
    expect(membershipHighlights(slower)[1]!.message).toBe(
      'Pertumbuhan bulan November 2026 0,4%; tertinggi dalam 6 bulan adalah 2,8% pada Juni 2026.',
    );
    const shrinking = { ...sample, months: [...sample.months.slice(0, -1), month('2026-11-01', -12, 1140)] };
    expect(membershipHighlights(shrinking)[1]!.message).toBe(
      'Jumlah anggota bulan November 2026 berkurang 12 (1,1%): periksa anggota yang keluar dan yang pindah.',
    );
  });

  it('say nothing the figures do not show', () => {
    const quiet: MembershipFigures = {
      ...sample,
      cards: {
        current: { total: 0, new: 0, active: 0, inactive: 0 },
        previous: { total: 0, new: 0, active: 0, inactive: 0 },
      },
      distribution: { level: 'chapter', rows: [] },
      months: sample.months.map((row) => ({
        ...row,
        joins: 0,
        transfersIn: 0,
        transfersOut: 0,
        net: 0,
        total: 0,
        active: 0,
        previousTotal: 0,
      })),
      expiringSoon: 0,
      pendingApplications: 0,
    };
    expect(membershipHighlights(quiet).map((line) => line.key)).toEqual(['notices:reports.membership.newNone']);
  });
});
