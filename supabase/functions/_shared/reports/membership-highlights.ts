/**
 * The membership report's highlights and recommendations (issue 27 §1): sentences computed from the
 * report's own figures, with the numbers in them, and nothing the figures do not show. Each sentence
 * is keyed (`notices:reports.membership.…`) so the reader's language shows it; `message` is the
 * Indonesian text (an export, and the page until its texts load). Numbers as in the financial
 * analysis: `1.234`, `12,5%`.
 */
import type { MembershipFigures } from '../contracts/membership-report.ts';
import { indonesianText } from '../indonesian-text.ts';
import { messageKey, type MessageParams } from '../message-keys.ts';
import { type AnalysisSentence, formatCount, formatPercent, monthLabel, shareOf } from './financial-analysis.ts';

/** Below this share of active members (percent) the highlights suggest reaching out to the others. */
export const LOW_ACTIVE_SHARE = 80;
/** The months a month's growth is compared with ("tertinggi dalam 6 bulan"). */
export const GROWTH_LOOKBACK_MONTHS = 6;

/** The sentences' texts (`_shared/locales/{id,en}/notices.json`). */
const sentenceKeys = {
  newNone: 'notices:reports.membership.newNone',
  newFirst: 'notices:reports.membership.newFirst',
  newUp: 'notices:reports.membership.newUp',
  newDown: 'notices:reports.membership.newDown',
  newSame: 'notices:reports.membership.newSame',
  growthBest: 'notices:reports.membership.growthBest',
  growthBelowBest: 'notices:reports.membership.growthBelowBest',
  shrinking: 'notices:reports.membership.shrinking',
  activeShare: 'notices:reports.membership.activeShare',
  activeShareLow: 'notices:reports.membership.activeShareLow',
  topChapter: 'notices:reports.membership.topChapter',
  transfersOut: 'notices:reports.membership.transfersOut',
  expiringSoon: 'notices:reports.membership.expiringSoon',
  pendingApplications: 'notices:reports.membership.pendingApplications',
} as const;

function sentence(name: keyof typeof sentenceKeys, params: MessageParams = {}): AnalysisSentence {
  const key = sentenceKeys[name];
  return { key, params, message: indonesianText(messageKey(key, params)) };
}

function newMembersSentence({ cards }: MembershipFigures): AnalysisSentence {
  const now = cards.current.new;
  const before = cards.previous.new;
  if (now === 0) return sentence('newNone', { previous: formatCount(before) });
  const count = formatCount(now);
  if (before === 0) return sentence('newFirst', { count });
  if (now === before) return sentence('newSame', { count });
  const change = formatPercent((Math.abs(now - before) / before) * 100);
  return sentence(now > before ? 'newUp' : 'newDown', { count, change, previous: formatCount(before) });
}

/** A month's growth in percent: its net change against the members at its start; null from none. */
export function monthGrowth(month: MembershipFigures['months'][number]): number | null {
  return month.previousTotal === 0 ? null : (100 * month.net) / month.previousTotal;
}

/** The last month of the table against the best of the months before it ("tertinggi dalam 6 bulan"). */
function growthSentence({ months }: MembershipFigures): AnalysisSentence[] {
  const last = months.at(-1);
  const rate = last ? monthGrowth(last) : null;
  if (!last || rate === null) return [];
  const month = monthLabel(last.month);
  if (rate < 0) return [sentence('shrinking', { month, rate: formatPercent(-rate), net: formatCount(-last.net) })];
  const earlier = months
    .slice(-1 - GROWTH_LOOKBACK_MONTHS, -1)
    .map((row) => ({ row, rate: monthGrowth(row) }))
    .filter((entry): entry is { row: typeof last; rate: number } => entry.rate !== null);
  if (earlier.length === 0) return [];
  const best = earlier.reduce((most, entry) => (entry.rate > most.rate ? entry : most));
  const months6 = String(GROWTH_LOOKBACK_MONTHS);
  if (rate >= best.rate) return [sentence('growthBest', { month, rate: formatPercent(rate), months: months6 })];
  return [
    sentence('growthBelowBest', {
      month,
      rate: formatPercent(rate),
      months: months6,
      bestMonth: monthLabel(best.row.month),
      bestRate: formatPercent(best.rate),
    }),
  ];
}

function activeSentence({ cards }: MembershipFigures): AnalysisSentence[] {
  const { total, active } = cards.current;
  const share = shareOf(active, total);
  if (share === null) return [];
  const params = { active: formatCount(active), total: formatCount(total), share: formatPercent(share) };
  return [sentence(share < LOW_ACTIVE_SHARE ? 'activeShareLow' : 'activeShare', params)];
}

function distributionSentences({ distribution, cards, months }: MembershipFigures): AnalysisSentence[] {
  const sentences: AnalysisSentence[] = [];
  const [top] = distribution.rows;
  if (top && distribution.rows.length > 1 && top.total > 0) {
    const share = formatPercent(shareOf(top.total, cards.current.total));
    sentences.push(sentence('topChapter', { name: top.name, total: formatCount(top.total), share }));
  }
  const last = months.at(-1);
  if (last && last.transfersOut > last.transfersIn) {
    sentences.push(
      sentence('transfersOut', {
        month: monthLabel(last.month),
        out: formatCount(last.transfersOut),
        in: formatCount(last.transfersIn),
      }),
    );
  }
  return sentences;
}

function actionSentences({ expiringSoon, pendingApplications }: MembershipFigures): AnalysisSentence[] {
  const sentences: AnalysisSentence[] = [];
  if (expiringSoon > 0) sentences.push(sentence('expiringSoon', { count: formatCount(expiringSoon) }));
  if (pendingApplications > 0) {
    sentences.push(sentence('pendingApplications', { count: formatCount(pendingApplications) }));
  }
  return sentences;
}

/** The highlights and recommendations of a report's figures, in reading order. */
export function membershipHighlights(report: MembershipFigures): AnalysisSentence[] {
  return [
    newMembersSentence(report),
    ...growthSentence(report),
    ...activeSentence(report),
    ...distributionSentences(report),
    ...actionSentences(report),
  ];
}
