import { cashFlowIntervals, cashFlowsOf, cashFlowStatement, classifyCashPosting, scaleOfAmounts, type CashPosting } from './cash-flow.js';

const posting = (date: string, lines: Record<string, string>, openingBalances = false): CashPosting => ({
  date,
  ...(openingBalances ? { openingBalances } : {}),
  lines: Object.entries(lines).map(([code, net]) => ({ code, net })),
});

const classified = (p: CashPosting) => Object.fromEntries([...classifyCashPosting(p, 2)].map(([key, amount]) => [key, amount.toFixed(2)]));

describe('classifyCashPosting', () => {
  it('puts a cash sale with its cost of goods under received from customers', () => {
    // Dr cash 1075, Cr sales 1000, Cr VAT 75; Dr COGS 600, Cr inventory 600.
    expect(classified(posting('2026-11-02', { '1000': '1075', '4000': '-1000', '2100': '-75', '5000': '600', '1200': '-600' }))).toEqual({
      customers: '1075.00',
    });
  });

  it('follows the sale, not the receivable, when a sale is part paid', () => {
    expect(classified(posting('2026-11-02', { '1010': '300', '1100': '700', '4000': '-1000' }))).toEqual({ customers: '300.00' });
  });

  it('shows an asset bought part on credit as investing, the credit left out', () => {
    // Dr 1500 1000, Dr VAT 75, Cr bank 400, Cr payables 675.
    expect(classified(posting('2026-11-02', { '1500': '1000', '1300': '75', '1010': '-400', '2000': '-675' }))).toEqual({ assetsBought: '-400.00' });
  });

  it('counts a payment to a supplier as paid to suppliers and a customer’s payment as received', () => {
    expect(classified(posting('2026-11-03', { '2000': '500', '1000': '-500' }))).toEqual({ suppliersAndExpenses: '-500.00' });
    expect(classified(posting('2026-11-03', { '1010': '250', '1100': '-250' }))).toEqual({ customers: '250.00' });
  });

  it('splits assets and loans by the way the money went', () => {
    expect(classified(posting('2026-11-04', { '1000': '800', '1510': '300', '1500': '-1000', '4900': '-100' }))).toEqual({ assetsSold: '800.00' });
    expect(classified(posting('2026-11-04', { '1010': '5000', '2200': '-5000' }))).toEqual({ loansReceived: '5000.00' });
    expect(classified(posting('2026-11-04', { '2200': '2000', '1010': '-2000' }))).toEqual({ loansRepaid: '-2000.00' });
  });

  it('classifies money in and out by their subtype accounts', () => {
    expect(classified(posting('2026-11-05', { '1000': '100', '3000': '-100' }))).toEqual({ contributions: '100.00' });
    expect(classified(posting('2026-11-05', { '3100': '40', '1000': '-40' }))).toEqual({ drawings: '-40.00' });
    expect(classified(posting('2026-11-05', { '1000': '12', '4500': '-12' }))).toEqual({ interestReceived: '12.00' });
    expect(classified(posting('2026-11-05', { '1000': '30', '4700': '-30' }))).toEqual({ otherIncome: '30.00' });
  });

  it('keeps opening balances’ cash apart from the flows, whatever their other lines', () => {
    expect(classified(posting('2026-10-01', { '1000': '500', '1010': '200', '3200': '-700' }, true))).toEqual({ openingBalances: '700.00' });
  });

  it('leaves a transfer between cash accounts out, and shows its bank charge as an expense', () => {
    expect(classified(posting('2026-11-06', { '1000': '1000', '1010': '-1000' }))).toEqual({});
    expect(classified(posting('2026-11-06', { '1000': '1000', '6330': '50', '1010': '-1050' }))).toEqual({ suppliersAndExpenses: '-50.00' });
  });

  it('spreads a mixed journal over its categories, rounded, adding up to the cash exactly', () => {
    // Cash 100.00 in against three equal credits: 33.33 + 33.33 + 33.34.
    const result = classifyCashPosting(posting('2026-11-07', { '1000': '100', '3000': '-1', '2200': '-1', '4800': '-1' }), 2);
    const amounts = [...result.values()].map((amount) => amount.toFixed(2)).sort();
    expect(amounts).toEqual(['33.33', '33.33', '33.34']);
    expect(new Set(result.keys())).toEqual(new Set(['contributions', 'loansReceived', 'otherIncome']));
  });

  it('reads the settlement lines too when the other lines cancel out, so the cash is never lost', () => {
    expect(classified(posting('2026-11-08', { '1000': '10', '2000': '-10', '4000': '5', '4800': '-5' }))).toEqual({
      suppliersAndExpenses: '10.00',
      customers: '-5.00',
      otherIncome: '5.00',
    });
  });
});

describe('the scale of a posting', () => {
  it('is the most decimals its amounts have', () => {
    expect(scaleOfAmounts(['1075.00', '-1000', '-75.5'])).toBe(2);
    expect(scaleOfAmounts(['7', '-7'])).toBe(0);
  });

  it('rounds a share to it', () => {
    const yen = classifyCashPosting(posting('2026-11-07', { '1000': '100', '3000': '-1', '2200': '-1', '4800': '-1' }), 0);
    expect([...yen.values()].map((amount) => amount.toFixed()).sort()).toEqual(['33', '33', '34']);
  });
});

describe('cashFlowStatement', () => {
  const postings = [
    posting('2026-11-01', { '1000': '500000', '3200': '-500000' }, true),
    posting('2026-11-02', { '1000': '1075', '4000': '-1000', '2100': '-75' }),
    posting('2026-11-10', { '6010': '200', '1000': '-200' }),
    posting('2026-11-20', { '1500': '3000', '1010': '-3000' }),
    posting('2026-11-25', { '1010': '10000', '2200': '-10000' }),
    posting('2026-12-01', { '1000': '999', '4000': '-999' }),
  ];
  const statement = cashFlowStatement({ currency: 'NGN', startDate: '2026-11-01', endDate: '2026-11-30', cashBefore: '1000', flows: cashFlowsOf(postings, 2) });

  it('adds the sections up to the change in cash, opening balances as where it starts', () => {
    expect(statement.openingBalancesEntered).toBe('500000.00');
    expect(statement.openingCash).toBe('501000.00');
    expect(statement.sections.map((section) => [section.key, section.total])).toEqual([
      ['operating', '875.00'],
      ['investing', '-3000.00'],
      ['financing', '10000.00'],
    ]);
    expect(statement.netChange).toBe('7875.00');
    expect(statement.closingCash).toBe('508875.00');
  });

  it('lists every line of each section, zero ones included', () => {
    const operating = statement.sections[0];
    expect(operating.lines.map((line) => line.key)).toEqual(['customers', 'suppliersAndExpenses', 'otherIncome', 'interestReceived', 'interestPaid', 'vat']);
    expect(operating.lines.find((line) => line.key === 'otherIncome')!.amount).toBe('0.00');
  });

  it('gives each day of a month its flows and the cash at its end', () => {
    expect(statement.interval).toBe('day');
    expect(statement.intervals).toHaveLength(30);
    const day2 = statement.intervals[1];
    expect(day2).toMatchObject({ start: '2026-11-02', end: '2026-11-02', operating: '1075.00', net: '1075.00', closingCash: '502075.00' });
    expect(statement.intervals.at(-1)!.closingCash).toBe(statement.closingCash);
  });

  it('goes by month over a longer period, the first and last part months', () => {
    expect(cashFlowIntervals('2026-01-15', '2026-03-10')).toEqual({ interval: 'month', starts: ['2026-01-15', '2026-02-01', '2026-03-01'] });
    const year = cashFlowStatement({ currency: 'NGN', startDate: '2026-10-15', endDate: '2026-12-05', cashBefore: '0', flows: cashFlowsOf(postings, 2) });
    expect(year.intervals.map((i) => [i.start, i.end, i.net])).toEqual([
      ['2026-10-15', '2026-10-31', '0.00'],
      ['2026-11-01', '2026-11-30', '7875.00'],
      ['2026-12-01', '2026-12-05', '999.00'],
    ]);
  });

  it('writes whole amounts for a currency without minor units', () => {
    const yen = cashFlowStatement({
      currency: 'JPY',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      cashBefore: '5',
      flows: cashFlowsOf([posting('2026-11-02', { '1000': '7', '4000': '-7' })], 0),
    });
    expect([yen.openingCash, yen.netChange, yen.closingCash]).toEqual(['5', '7', '12']);
  });
});

describe('cashFlowIntervals', () => {
  it('goes by year beyond three years, to the last day a date can have', () => {
    expect(cashFlowIntervals('2020-06-01', '2026-02-01')).toEqual({
      interval: 'year',
      starts: ['2020-06-01', '2021-01-01', '2022-01-01', '2023-01-01', '2024-01-01', '2025-01-01', '2026-01-01'],
    });
    expect(cashFlowIntervals('9990-01-01', '9999-12-31').starts.at(-1)).toBe('9999-01-01');
    expect(cashFlowIntervals('9999-12-01', '9999-12-31').starts).toHaveLength(31);
    expect(cashFlowIntervals('9998-01-01', '9999-12-31').starts.at(-1)).toBe('9999-12-01');
  });
});
