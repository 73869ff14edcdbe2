import { bankAccountNames } from '../business/bank-account-names.js';
import { formatHledgerJournal, hledgerAccountName } from './hledger-journal.js';

describe('the hledger journal export', () => {
  const names = { currency: 'NGN', bankNames: bankAccountNames([{ bankAccountId: 'b1', bankName: 'GTBank', accountNumber: '0123456789' }]) };

  it('names accounts by the chart’s path, banks by name', () => {
    expect(hledgerAccountName('1010', 'b1', names)).toBe('Assets:Cash at bank:GTBank');
    expect(hledgerAccountName('3000', null, names)).toBe("Equity:Owner's contribution");
    expect(hledgerAccountName('6010', null, names)).toMatch(/^Expenses:/);
  });

  it('tells apart two accounts at one bank', () => {
    const two = bankAccountNames([
      { bankAccountId: 'a', bankName: 'Zenith', accountNumber: '1111112222' },
      { bankAccountId: 'b', bankName: 'Zenith', accountNumber: '3333334444' },
    ]);
    expect([...two.values()]).toEqual(['Zenith 2222', 'Zenith 4444']);
  });

  it('writes one transaction per entry, signed amounts, contacts as tags', () => {
    const text = formatHledgerJournal(
      [
        {
          date: '2026-11-20',
          position: '7',
          entryId: 't1',
          reference: 'AB12CD',
          description: 'Loan; from bank\nline two',
          lines: [
            { account: '1010', subAccount: 'b1', debit: '1500.00', credit: '0.00' },
            { account: '2200', debit: '0.00', credit: '1500.00', contactId: 'c9' },
          ],
        },
      ],
      names,
    );
    expect(text).toContain('2026-11-20 AB12CD | Loan from bank line two');
    expect(text).toContain('    Assets:Cash at bank:GTBank  NGN 1500.00');
    expect(text).toContain('    Liabilities:Borrowings  NGN -1500.00  ; contact:c9');
  });
});
