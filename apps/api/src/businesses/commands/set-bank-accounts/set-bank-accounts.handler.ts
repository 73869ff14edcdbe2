import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BANK_ACCOUNT_ADDED, decideSetBankAccounts, type BankAccountAddedData } from '@ledgerline/ledger';
import { bankAccountBalances, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { changeResult, writeToBusiness } from '../business-write.js';
import { SetBankAccountsCommand, type BankAccountsSet } from './set-bank-accounts.command.js';

@CommandHandler(SetBankAccountsCommand)
export class SetBankAccountsHandler implements ICommandHandler<SetBankAccountsCommand, BankAccountsSet> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: SetBankAccountsCommand): Promise<BankAccountsSet> {
    const { businessId } = command;
    const bankAccounts = command.bankAccounts.map((entry) => ({ ...entry }));
    const outcome = await writeToBusiness(this.executor, command, async (db) => {
      const state = await loadBusinessState(db, businessId);
      // Balances read under the stream lock: an account cannot receive money between the check and the removal.
      const balances = await bankAccountBalances(db, businessId);
      return toNewEvents(decideSetBankAccounts({ bankAccounts, newBankAccountId: randomUUID, balances }, state));
    });
    const addedBankAccountIds = outcome.events
      .filter((event) => event.type === BANK_ACCOUNT_ADDED)
      .map((event) => (event.data as BankAccountAddedData).bankAccountId);
    return { ...changeResult(outcome), addedBankAccountIds };
  }
}
