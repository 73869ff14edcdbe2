import { describe, expect, it } from '@jest/globals';
import { CHART_OF_ACCOUNTS } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import {
  accountsOfChartType,
  CHART_VIEW_TYPES,
  chartViewNotFoundMessage,
  chartViewSlugs,
  resolveChartView,
  signedAmount,
  SPEC_CHART_SLUGS,
  withRunningBalance,
} from './chart-views.js';

const codesOf = (type: string, subtype?: string | null) => resolveChartView(type, subtype)?.accounts.map((account) => account.code);

describe('chart-of-accounts pages', () => {
  it('maps every slug the spec names (002 §2) to its account of LEDGER.md §2', () => {
    const expected: Record<string, string[]> = {
      'liability/borrowing': ['2200'],
      'liability/vat-payables': ['2100'],
      'liability/trade-payables': ['2000'],
      'income/sales': ['4000', '4010', '4050'],
      'income/discount-received': ['4200'],
      'income/commission-earned': ['4300'],
      'income/shipping': ['4100'],
      'income/bad-debt-recovered': ['4400'],
      'income/interest-received': ['4500'],
      'income/gift-received': ['4600'],
      'income/service-charge': ['4700'],
      'income/other-income': ['4800'],
      'income/other-sales-income': ['4020'],
      'equity/owners-contribution': ['3000'],
      'equity/drawings': ['3100'],
      'assets/bank': ['1010'],
      'assets/cash': ['1000'],
    };
    const specPages = CHART_VIEW_TYPES.flatMap((type) => SPEC_CHART_SLUGS[type].map((slug) => `${type}/${slug}`));
    expect(specPages.sort()).toEqual(Object.keys(expected).sort());
    for (const [page, codes] of Object.entries(expected)) {
      const [type, subtype] = page.split('/');
      expect([page, codesOf(type, subtype)]).toEqual([page, codes]);
    }
  });

  it('lists the spec’s slugs first, in its order', () => {
    for (const type of CHART_VIEW_TYPES) expect(chartViewSlugs(type).slice(0, SPEC_CHART_SLUGS[type].length)).toEqual(SPEC_CHART_SLUGS[type]);
  });

  it('gives every account of the chart a page under exactly one type, by slug and by code', () => {
    const byType = CHART_VIEW_TYPES.flatMap((type) => accountsOfChartType(type).map((account) => account.code));
    expect(byType.sort()).toEqual(CHART_OF_ACCOUNTS.map((account) => account.code).sort());
    for (const type of CHART_VIEW_TYPES) {
      const slugged = new Set(chartViewSlugs(type).flatMap((slug) => codesOf(type, slug) ?? []));
      for (const account of accountsOfChartType(type)) {
        expect([account.code, slugged.has(account.code)]).toEqual([account.code, true]);
        expect(codesOf(type, account.code)).toEqual([account.code]);
      }
    }
  });

  it('finds expense pages by category, in kebab or snake case', () => {
    expect(codesOf('expenses', 'rent')).toEqual(['6050']);
    expect(codesOf('expenses', 'home-office-cost')).toEqual(codesOf('expenses', 'home_office_cost'));
    expect(codesOf('expenses', 'cost-of-goods-sold')).toEqual(['5000']);
    expect(codesOf('expenses', 'depreciation')).toEqual(['6900']);
    expect(resolveChartView('expenses', 'interest_income')).toBeUndefined();
  });

  it('reads each single account its own way and a group as its type', () => {
    expect(resolveChartView('equity', 'drawings')).toMatchObject({ code: '3100', name: 'Drawings', accountType: 'contra-equity', normalBalance: 'debit' });
    expect(resolveChartView('liability', 'borrowing')).toMatchObject({ code: '2200', name: 'Borrowings', accountType: 'liability', normalBalance: 'credit' });
    expect(resolveChartView('income', 'sales')).toMatchObject({ subtype: 'sales', code: '4000', name: 'Sales', normalBalance: 'credit', byBankAccount: false });
    expect(resolveChartView('assets', 'bank')).toMatchObject({ code: '1010', normalBalance: 'debit', byBankAccount: true });
  });

  it('stands for the whole type when there is no subtype', () => {
    const assets = resolveChartView('assets', '');
    expect(assets).toMatchObject({ subtype: null, code: null, name: 'Assets', normalBalance: 'debit' });
    expect(assets?.accounts.map((account) => account.code)).toContain('1510');
    expect(resolveChartView('liabilities', null)?.accounts.map((account) => account.code)).toEqual(['2000', '2100', '2200', '2300']);
    expect(resolveChartView('income')?.normalBalance).toBe('credit');
  });

  it('refuses unknown types, slugs of another type and codes of another type', () => {
    expect(resolveChartView('journal', 'export')).toBeUndefined();
    expect(resolveChartView('assets', 'borrowing')).toBeUndefined();
    expect(resolveChartView('assets', '2000')).toBeUndefined();
    expect(resolveChartView('assets', 'constructor')).toBeUndefined();
    expect(resolveChartView('assets', '__proto__')).toBeUndefined();
    expect(chartViewNotFoundMessage('journal', 'export')).toMatch(/no 'journal' section.*assets, liability, equity, income, expenses/);
    expect(chartViewNotFoundMessage('liability', 'overdraft')).toMatch(
      /no 'overdraft' page under liability: use one of borrowing, vat-payables, trade-payables/,
    );
  });
});

describe('running balances', () => {
  it('signs a line by the side the balance is read on', () => {
    expect(signedAmount('debit', '100.00', '30.00').toFixed(2)).toBe('70.00');
    expect(signedAmount('credit', '100.00', '30.00').toFixed(2)).toBe('-70.00');
  });

  it('carries the balance from the opening through each line, exactly', () => {
    const lines = withRunningBalance(
      '10.10',
      [
        { debit: '0.10', credit: '0' },
        { debit: '0.20', credit: '0' },
        { debit: '0', credit: '0.30' },
      ],
      'debit',
    );
    expect(lines.map((line) => line.balance.toFixed(2))).toEqual(['10.20', '10.40', '10.10']);
    expect(withRunningBalance(new Decimal(0), [], 'credit')).toEqual([]);
  });
});
