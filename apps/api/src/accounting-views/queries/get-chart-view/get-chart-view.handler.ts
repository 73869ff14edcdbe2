import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ACCOUNT,
  accountByCode,
  bankAccountNames,
  chartViewNotFoundMessage,
  formatAmount,
  LEDGER_ERROR_CODES,
  resolveChartView,
  signedAmount,
  unknownReferenceError,
  withRunningBalance,
  type CurrencyCode,
} from '@ledgerline/ledger';
import type { Runtime } from '@ledgerline/platform';
import { findBusiness, listBankAccounts, readChartLedger, type ChartLedgerFilter } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import { GetChartViewQuery, type ChartViewPage } from './get-chart-view.query.js';

@QueryHandler(GetChartViewQuery)
export class GetChartViewHandler implements IQueryHandler<GetChartViewQuery, ChartViewPage> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(query: GetChartViewQuery): Promise<ChartViewPage> {
    const view = resolveChartView(query.type, query.subtype);
    if (!view) throw new AppError(404, 'CHART_PAGE_NOT_FOUND', chartViewNotFoundMessage(query.type, query.subtype));
    const db = this.runtime.pool;
    const business = await findBusiness(db, query.businessId);
    if (!business) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    const currency = business.currency as CurrencyCode;
    const { request } = query;

    // Removed ones too: their lines are still in the books, and a page of their history may be asked for.
    const banks = await listBankAccounts(db, query.businessId, { includeRemoved: true });
    const bank = request.bank === undefined ? undefined : banks.find((candidate) => candidate.bankAccountId === request.bank);
    if (request.bank !== undefined && !bank) {
      // Another business's bank account answers as one that does not exist (tenancy).
      throw unknownReferenceError('bank', "bank must be the id of one of the business's bank accounts", request.bank, {
        notFound: LEDGER_ERROR_CODES.BANK_ACCOUNT_NOT_FOUND,
        unknown: LEDGER_ERROR_CODES.UNKNOWN_ACCOUNT,
      });
    }

    const filter: ChartLedgerFilter = {
      accountCodes: view.accounts.map((account) => account.code),
      from: request.from,
      to: request.to,
      knownAt: request.knownAt,
      page: request.page,
      limit: request.limit,
    };
    if (bank && view.byBankAccount) filter.subAccount = bank.bankAccountId;
    else if (bank) filter.throughBankAccount = bank.bankAccountId;
    const ledger = await readChartLedger(db, query.businessId, filter);

    const normal = view.normalBalance;
    const opening = signedAmount(normal, ledger.opening.debit, ledger.opening.credit);
    const closing = opening.plus(signedAmount(normal, ledger.period.debit, ledger.period.credit));
    const pageOpening = opening.plus(signedAmount(normal, ledger.beforePage.debit, ledger.beforePage.credit));
    // Each bank account by its one name (GTBank, or GTBank 1234 beside another GTBank account), as the pickers and reports name it.
    const bankNames = bankAccountNames(banks);
    // A transfer's ends as the payment account pickers name them: Cash on hand, else the bank account's name.
    const end = (id: string) => ({ id, name: id === 'Cash' ? (accountByCode(ACCOUNT.CASH_ON_HAND)?.name ?? id) : (bankNames.get(id) ?? id) });

    return {
      type: view.type,
      subtype: view.subtype,
      account: {
        code: view.code,
        name: view.name,
        type: view.accountType,
        normalBalance: normal,
        accounts: view.accounts.map((account) => ({ code: account.code, name: account.name, type: account.type })),
      },
      bankAccount: bank
        ? {
            id: bank.bankAccountId,
            name: bankNames.get(bank.bankAccountId) ?? bank.bankName,
            bankName: bank.bankName,
            accountName: bank.accountName,
            accountNumber: bank.accountNumber,
          }
        : null,
      currency,
      startDate: request.from ?? null,
      endDate: request.to ?? null,
      knownAt: request.knownAt?.toString() ?? null,
      openingBalance: formatAmount(opening, currency),
      totalDebit: formatAmount(ledger.period.debit, currency),
      totalCredit: formatAmount(ledger.period.credit, currency),
      closingBalance: formatAmount(closing, currency),
      data: withRunningBalance(pageOpening, ledger.lines, normal).map((line) => ({
        date: line.date,
        reference: line.reference,
        transactionId: line.transactionId,
        type: line.documentType,
        description: line.description,
        contact: line.contactId ? { id: line.contactId, name: line.contactName } : null,
        account: {
          code: line.accountCode,
          name: accountByCode(line.accountCode)?.name ?? line.accountCode,
          ...(line.accountCode === ACCOUNT.CASH_AT_BANK && line.subAccount !== ''
            ? { bankAccount: { id: line.subAccount, name: bankNames.get(line.subAccount) ?? line.subAccount } }
            : {}),
        },
        transfer: line.transferFrom && line.transferTo ? { from: end(line.transferFrom), to: end(line.transferTo) } : null,
        debit: formatAmount(line.debit, currency),
        credit: formatAmount(line.credit, currency),
        balance: formatAmount(line.balance, currency),
        correction: line.correction,
        voided: line.documentStatus === 'voided',
        position: line.position,
      })),
      page: request.page,
      limit: request.limit,
      total: ledger.total,
      totalPages: Math.ceil(ledger.total / request.limit),
    };
  }
}
