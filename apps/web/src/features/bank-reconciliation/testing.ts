// What the bank statement and reconciliation routes answer, for the component specs of both screens:
// two bank accounts, a November statement of GTBank, and `openScreen` to render a path of the app
// against a stubbed fetch with the session, the settings and the bank accounts answered.

import { stubFetch, type StubHandler, type StubResponse } from '../../testing/fetch-stub.js';
import { renderApp } from '../../testing/render.js';
import { CURRENT_USER, signedIn } from '../../testing/session.js';

export const ok = (data: unknown): StubResponse => ({ status: 200, body: { success: true, data } });

export const GTBANK = { bankAccountId: 'bank-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789', name: 'GTBank' };
export const ACCESS = { bankAccountId: 'bank-2', bankName: 'Access Bank', accountName: 'Ada Stores', accountNumber: '9876543210', name: 'Access Bank' };

export function statementSummary(overrides: Record<string, unknown> = {}) {
  return {
    statementId: 'st-1',
    bankAccountId: 'bank-1',
    bankName: 'GTBank',
    accountName: 'Ada Stores',
    accountNumber: '0123456789',
    fileName: 'gtbank-november.csv',
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    openingBalance: '10000.00',
    closingBalance: '54447.50',
    lines: 4,
    matched: 3,
    importedAt: '2026-12-01T09:30:00.000Z',
    ...overrides,
  };
}

export const statementLines = [
  { lineId: 'l-1', date: '2026-11-03', description: 'POS sale settlement', reference: 'POS1187', amount: '12500.00', balance: '22500.00', matched: true },
  { lineId: 'l-2', date: '2026-11-05', description: 'Transfer to Ade Supplies', reference: 'TRF0002', amount: '-8000.00', balance: '14500.00', matched: true },
  { lineId: 'l-3', date: '2026-11-30', description: 'SMS alert charges', reference: '', amount: '-52.50', balance: '14447.50', matched: false },
];

type UserOverrides = Parameters<typeof signedIn>[0];

export function openScreen(
  path: string,
  routes: Record<string, StubHandler>,
  { user = { role: 'owner', businessPlan: 'Store Plan' }, accounts = [GTBANK, ACCESS] }: { user?: UserOverrides; accounts?: unknown[] } = {},
) {
  const stub = stubFetch({
    [CURRENT_USER]: () => signedIn(user),
    'GET /api/v1/accounts/businesses': () => ok([]),
    'GET /api/v1/accounts/settings': () => ok({ currency: 'NGN' }),
    'GET /api/v1/accounts/bank-accounts': () => ok(accounts),
    ...routes,
  });
  return { stub, ...renderApp(path) };
}

/** A book entry of GTBank (+ money into the bank). */
export const entry = (entryId: string, date: string, amount: string, reference: string, description: string) => ({
  entryId,
  date,
  amount,
  reference,
  description,
});

/** GET /bank-reconciliation for November: one line auto-matchable, a charge not in the books, a cheque not yet on the statement. */
export function reconciliation(overrides: Record<string, unknown> = {}) {
  return {
    bankAccount: { bankAccountId: 'bank-1', bankName: 'GTBank', accountName: 'Ada Stores', accountNumber: '0123456789' },
    startDate: '2026-11-01',
    endDate: '2026-11-30',
    currency: 'NGN',
    statementStart: '2026-11-01',
    statementEnd: '2026-11-30',
    statementBalance: '14447.50',
    bookBalance: '11500.00',
    unmatchedStatementTotal: '12447.50',
    unmatchedBookTotal: '-3000.00',
    difference: '12500.00',
    reconciled: false,
    unmatchedLines: [
      {
        lineId: 'l-1',
        statementId: 'st-1',
        date: '2026-11-03',
        description: 'POS sale settlement',
        reference: 'POS1187',
        amount: '12500.00',
        balance: '22500.00',
        suggestions: [entry('e-1', '2026-11-02', '12500.00', 'SAL-0001', 'Sale to Bola')],
      },
      {
        lineId: 'l-3',
        statementId: 'st-1',
        date: '2026-11-30',
        description: 'SMS alert charges',
        reference: '',
        amount: '-52.50',
        balance: '14447.50',
        suggestions: [],
      },
    ],
    unmatchedEntries: [
      entry('e-1', '2026-11-02', '12500.00', 'SAL-0001', 'Sale to Bola'),
      entry('e-4', '2026-11-28', '-3000.00', 'EXP-0002', 'Cheque to the landlord'),
      entry('e-5', '2026-11-30', '-40.00', 'EXP-0003', 'Bank charge'),
      entry('e-6', '2026-11-30', '-12.50', 'EXP-0004', 'VAT on charge'),
    ],
    matched: [
      {
        lineId: 'l-2',
        date: '2026-11-05',
        description: 'Transfer to Ade Supplies',
        reference: 'TRF0002',
        amount: '-8000.00',
        auto: true,
        entries: [entry('e-2', '2026-11-05', '-8000.00', 'EXP-0001', 'Ade Supplies')],
      },
    ],
    ...overrides,
  };
}
