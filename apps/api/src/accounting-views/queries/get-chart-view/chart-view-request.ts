import { CHART_VIEW_TYPES, SPEC_CHART_SLUGS } from '@ledgerline/ledger';
import { type ChartViewRequest } from './get-chart-view.query.js';
import { ViewParams } from '../../view-params.js';

export const ANSWER =
  '{ success, data: { type, subtype, account: { code, name, type, normalBalance, accounts }, bankAccount, currency, startDate, endDate, knownAt, ' +
  'openingBalance, totalDebit, totalCredit, closingBalance, data: [{ date, reference, transactionId, type, description, contact, account, debit, credit, balance, correction, voided, position }], ' +
  'page, limit, total, totalPages } }';

export const SUBTYPES = CHART_VIEW_TYPES.map((type) => `${type}: ${SPEC_CHART_SLUGS[type].join(', ') || 'an expense category (rent, utility, …)'}`).join('; ');

export function readRequest(query: Record<string, unknown>): ChartViewRequest {
  const params = new ViewParams(query);
  const request: ChartViewRequest = { ...params.period(), ...params.paging(), bank: params.text('bank'), knownAt: params.knownAt() };
  params.check();
  return request;
}
