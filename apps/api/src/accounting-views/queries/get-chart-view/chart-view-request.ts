import { ApiHeader, ApiParam, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CHART_VIEW_TYPES, SPEC_CHART_SLUGS } from '@ledgerline/ledger';
import { stackedDecorators } from '../../../common/http/stacked-decorators.js';
import { type ChartViewRequest } from './get-chart-view.query.js';
import { ViewParams } from '../../view-params.js';

const ANSWER =
  '{ success, data: { type, subtype, account: { code, name, type, normalBalance, accounts }, bankAccount, currency, startDate, endDate, knownAt, ' +
  'openingBalance, totalDebit, totalCredit, closingBalance, data: [{ date, reference, transactionId, type, description, contact, account, debit, credit, balance, correction, voided, position }], ' +
  'page, limit, total, totalPages } }';

export const SUBTYPES = CHART_VIEW_TYPES.map((type) => `${type}: ${SPEC_CHART_SLUGS[type].join(', ') || 'an expense category (rent, utility, …)'}`).join('; ');

/** The OpenAPI both routes of a chart page share: the type, the bank, period, paging and knownAt filters, and the answers. */
export const ChartViewDocs = () =>
  stackedDecorators(
    ApiTags('accounting'),
    ApiHeader({ name: 'X-Consistent-After', required: false, description: 'Answer once the read models include this position (a command’s answer)' }),
    ApiQuery({ name: 'bank', required: false, description: 'A bank account id: the bank page for that account; other pages: entries through it' }),
    ApiQuery({ name: 'startDate', required: false, example: '2026-01-01' }),
    ApiQuery({ name: 'endDate', required: false, example: '2026-12-31' }),
    ApiQuery({ name: 'page', required: false, example: '1' }),
    ApiQuery({ name: 'limit', required: false, example: '25', description: 'Default 25, at most 100' }),
    ApiQuery({ name: 'knownAt', required: false, description: 'A position: the page as it was known when the history ended there' }),
    ApiParam({ name: 'type', enum: [...CHART_VIEW_TYPES] }),
    ApiResponse({ status: 200, description: ANSWER }),
    ApiResponse({ status: 404, description: 'CHART_PAGE_NOT_FOUND (no such type or subtype); BANK_ACCOUNT_NOT_FOUND (bank is not this business’s)' }),
  );

export function readRequest(query: Record<string, unknown>): ChartViewRequest {
  const params = new ViewParams(query);
  const request: ChartViewRequest = { ...params.period(), ...params.paging(), bank: params.text('bank'), knownAt: params.knownAt() };
  params.check();
  return request;
}
