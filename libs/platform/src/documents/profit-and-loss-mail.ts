import type { ProfitAndLossReport } from '@ledgerline/projections';
import { escapeHtml } from './document-text.js';
import { groupDigits } from './document-text.js';
import { periodLabels } from './profit-and-loss-document.js';

const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim();

/** The e-mail that carries the profit and loss PDF: the headline figures in the body. */
export function buildProfitAndLossMail(report: ProfitAndLossReport, options: { name?: string } = {}): { subject: string; text: string; html: string } {
  const periods = periodLabels(report);
  const money = (amount: string) => `${report.currency} ${groupDigits(amount)}`;
  const headline: [string, string[]][] = [
    ['Net revenue', report.revenue.total.amounts],
    ['Gross profit', report.grossProfit.amounts],
    ['Operating profit', report.operatingProfit.amounts],
    ['Net profit', report.netProfit.amounts],
  ];
  const greeting = options.name?.trim() ? `Dear ${oneLine(options.name)},` : 'Hello,';
  const known = report.knownAt ? ` as known at position ${report.knownAt}` : '';
  const text = [
    greeting,
    '',
    `The profit and loss of ${report.businessName} for ${periods.join(', beside ')}${known} is attached as a PDF.`,
    '',
    ...headline.map(([label, amounts]) => `${label}: ${amounts.map(money).join(' | ')}`),
  ].join('\n');
  const header = `<tr><th></th>${periods.map((period) => `<th style="text-align:right;padding:2px 12px">${escapeHtml(period)}</th>`).join('')}</tr>`;
  const rows = headline
    .map(
      ([label, amounts]) =>
        `<tr><td style="padding:2px 12px 2px 0;color:#555">${escapeHtml(label)}</td>${amounts
          .map((amount) => `<td style="text-align:right;padding:2px 12px"><strong>${escapeHtml(money(amount))}</strong></td>`)
          .join('')}</tr>`,
    )
    .join('');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>The profit and loss of <strong>${escapeHtml(report.businessName)}</strong>${escapeHtml(known)} is attached as a PDF.</p>`,
    `<table style="border-collapse:collapse">${header}${rows}</table>`,
  ].join('\n');
  return { subject: oneLine(`Profit and loss ${periods[0]} – ${report.businessName}`), text, html };
}
