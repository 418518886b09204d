/**
 * The financial report's analysis (issue 27 §2): sentences computed from the report's own figures,
 * with the numbers in them, and nothing the figures do not show. One definition for the page
 * (GET /reports/financial's `analysis`, each sentence keyed so the reader's language shows it) and
 * the PDF (the Indonesian `message`). Numbers are written here, not by Intl, so the text does not
 * depend on a runtime's ICU data: `Rp1.250.000`, `1.234`, `12,5%`.
 */
import type { FinancialFigures } from '../contracts/reports.ts';
import { paymentMethodLabels } from '../contracts/payment-labels.ts';
import { indonesianText } from '../indonesian-text.ts';
import { messageKey, type MessageParams } from '../message-keys.ts';
import { rupiahInFigures } from '../money/amount-in-figures.ts';
import { MONTHS } from '../receipts/receipt-text.ts';

export interface AnalysisSentence {
  /** The sentence in Indonesian (the PDF, and the page until its texts load). */
  message: string;
  key: string;
  params: MessageParams;
}

/** Below this collection rate (percent) the analysis suggests reminders. */
export const LOW_COLLECTION_RATE = 80;

/** `1.234` */
export function formatCount(n: number): string {
  return `${n < 0 ? '-' : ''}${String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
}

/** `12,5%` (one decimal, a comma); `-` for no figure. */
export function formatPercent(n: number | null): string {
  if (n === null || !Number.isFinite(n)) return '-';
  const [whole, decimal] = Math.abs(n).toFixed(1).split('.') as [string, string];
  const text = `${formatCount(Number(whole))},${decimal}%`;
  return n < 0 && text !== '0,0%' ? `-${text}` : text;
}

/** A share of a total in percent, one decimal; null when the total is nothing. */
export function shareOf(part: number, total: number): number | null {
  return total === 0 ? null : Math.round((1000 * part) / total) / 10;
}

/** `November 2026` for a month's first day (YYYY-MM-DD). */
export function monthLabel(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${MONTHS[month - 1]} ${year}`;
}

const rupiah = rupiahInFigures;

/** The sentences' texts (`_shared/locales/{id,en}/notices.json`). */
const sentenceKeys = {
  revenueNone: 'notices:reports.financial.revenueNone',
  revenueFirst: 'notices:reports.financial.revenueFirst',
  revenueUp: 'notices:reports.financial.revenueUp',
  revenueDown: 'notices:reports.financial.revenueDown',
  revenueSame: 'notices:reports.financial.revenueSame',
  lastYearUp: 'notices:reports.financial.lastYearUp',
  lastYearDown: 'notices:reports.financial.lastYearDown',
  lastYearSame: 'notices:reports.financial.lastYearSame',
  noBillsDue: 'notices:reports.financial.noBillsDue',
  collection: 'notices:reports.financial.collection',
  collectionLow: 'notices:reports.financial.collectionLow',
  topMethod: 'notices:reports.financial.topMethod',
  bestMonth: 'notices:reports.financial.bestMonth',
  targetMonth: 'notices:reports.financial.targetMonth',
  targetPeriod: 'notices:reports.financial.targetPeriod',
  noArrears: 'notices:reports.financial.noArrears',
  arrears: 'notices:reports.financial.arrears',
  arrearsTop: 'notices:reports.financial.arrearsTop',
} as const;

function sentence(name: keyof typeof sentenceKeys, params: MessageParams = {}): AnalysisSentence {
  const key = sentenceKeys[name];
  return { key, params, message: indonesianText(messageKey(key, params)) };
}

/** How `now` stands against `before`, when `before` is something: the sentence's direction and change. */
function compared(now: number, before: number): { direction: 'Up' | 'Down' | 'Same'; change: string } {
  if (now === before) return { direction: 'Same', change: formatPercent(0) };
  return { direction: now > before ? 'Up' : 'Down', change: formatPercent((Math.abs(now - before) / before) * 100) };
}

function revenueSentences({ revenue }: FinancialFigures): AnalysisSentence[] {
  const { current, previous, lastYear } = revenue;
  if (current.amount === 0) return [sentence('revenueNone')];
  const figures = { amount: rupiah(current.amount), payments: formatCount(current.payments) };
  const sentences = [
    previous.amount === 0
      ? sentence('revenueFirst', figures)
      : (({ direction, change }) =>
          sentence(`revenue${direction}`, { ...figures, change, previous: rupiah(previous.amount) }))(
          compared(current.amount, previous.amount),
        ),
  ];
  if (lastYear.amount > 0) {
    const { direction, change } = compared(current.amount, lastYear.amount);
    sentences.push(sentence(`lastYear${direction}`, { change, lastYear: rupiah(lastYear.amount) }));
  }
  return sentences;
}

function collectionSentence({ collection }: FinancialFigures): AnalysisSentence {
  const { billed, collected, rate } = collection.current;
  if (billed === 0 || rate === null) return sentence('noBillsDue');
  const params = { rate: formatPercent(rate), collected: rupiah(collected), billed: rupiah(billed) };
  return sentence(rate < LOW_COLLECTION_RATE ? 'collectionLow' : 'collection', params);
}

function paymentSentences({ revenue, methods, months }: FinancialFigures): AnalysisSentence[] {
  if (revenue.current.amount === 0) return [];
  const sentences: AnalysisSentence[] = [];
  const [top] = methods;
  if (top) {
    sentences.push(
      sentence('topMethod', {
        method: paymentMethodLabels[top.method],
        amount: rupiah(top.amount),
        share: formatPercent(shareOf(top.amount, revenue.current.amount)),
      }),
    );
  }
  if (months.length > 1) {
    const best = months.reduce((most, row) => (row.amount > most.amount ? row : most));
    sentences.push(sentence('bestMonth', { month: monthLabel(best.month), amount: rupiah(best.amount) }));
  }
  return sentences;
}

/**
 * The revenue against the target, where the period's months have one: the month's, or over a quarter
 * or year the revenue of the months with a target against their targets' sum.
 */
function targetSentences({ period, months }: FinancialFigures): AnalysisSentence[] {
  const targeted = months.filter((row) => row.target !== null);
  const target = targeted.reduce((sum, row) => sum + (row.target ?? 0), 0);
  if (target === 0) return [];
  const amount = targeted.reduce((sum, row) => sum + row.amount, 0);
  const params = { share: formatPercent(shareOf(amount, target)), target: rupiah(target), amount: rupiah(amount) };
  return [sentence(period.kind === 'month' ? 'targetMonth' : 'targetPeriod', params)];
}

function arrearsSentences({ arrears, arrearsByChapter }: FinancialFigures): AnalysisSentence[] {
  if (arrears.amount === 0) return [sentence('noArrears')];
  const sentences = [
    sentence('arrears', {
      amount: rupiah(arrears.amount),
      bills: formatCount(arrears.bills),
      members: formatCount(arrears.members),
    }),
  ];
  const [largest] = arrearsByChapter;
  if (largest && arrearsByChapter.length > 1) {
    sentences.push(sentence('arrearsTop', { chapter: largest.name, amount: rupiah(largest.amount) }));
  }
  return sentences;
}

/** The analysis of a report's figures, in reading order. */
export function financialAnalysis(report: FinancialFigures): AnalysisSentence[] {
  return [
    ...revenueSentences(report),
    ...targetSentences(report),
    collectionSentence(report),
    ...paymentSentences(report),
    ...arrearsSentences(report),
  ];
}
