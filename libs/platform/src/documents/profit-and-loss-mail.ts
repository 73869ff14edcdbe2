import type { ProfitAndLossReport } from '@ledgerline/projections';
import { composeMail, greetingFor, mailMoney, type ComposedMail, type MailMessage } from '../mail/mail-layout.js';
import { periodLabels } from './profit-and-loss-document.js';

/** The e-mail that carries the profit and loss PDF: the headline figures in the body, from the business (its name, and its logo: an absolute address). */
export function buildProfitAndLossMail(
  report: ProfitAndLossReport,
  options: { name?: string; footer?: MailMessage['footer']; logoUrl?: string | null } = {},
): ComposedMail {
  const periods = periodLabels(report);
  const money = (amount: string) => mailMoney(amount, report.currency);
  const headline: [string, string[]][] = [
    ['Net revenue', report.revenue.total.amounts],
    ['Gross profit', report.grossProfit.amounts],
    ['Operating profit', report.operatingProfit.amounts],
    ['Net profit', report.netProfit.amounts],
  ];
  const known = report.knownAt ? ` as known at event ${report.knownAt} (later corrections not included)` : '';
  const compared = periods.length > 1;
  return composeMail({
    subject: `Profit and loss ${periods[0]} – ${report.businessName}`,
    from: { name: report.businessName, logoUrl: options.logoUrl ?? null },
    toTeam: true,
    greeting: greetingFor(options.name),
    blocks: [
      { text: `The profit and loss of ${report.businessName} for ${periods.join(', beside ')}${known} is attached as a PDF.` },
      compared
        ? {
            table: {
              head: ['', ...periods],
              rows: headline.map(([label, amounts]) => [label, ...amounts.map(money)]),
              right: periods.map((_, index) => index + 1),
              lines: headline.map(([label, amounts]) => `${label}: ${amounts.map(money).join(' | ')}`),
            },
          }
        : { facts: headline.map(([label, amounts]) => [label, money(amounts[0] ?? '0')]) },
    ],
    footer: options.footer,
  });
}
