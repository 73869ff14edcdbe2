import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCloseRegister, requireBusiness, type RegisterClosedData } from '@ledgerline/ledger';
import { loadBusinessState, loadOpenRegisters, loadRegister, loadRegisterTakings } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { recordDocument } from '../../../transactions/money-write.js';
import { today } from '../../pos-command.js';
import { CloseRegisterCommand, type ClosedRegister } from './close-register.command.js';

@CommandHandler(CloseRegisterCommand)
export class CloseRegisterHandler implements ICommandHandler<CloseRegisterCommand, ClosedRegister> {
  constructor(private readonly executor: CommandExecutor) {}

  execute(command: CloseRegisterCommand): Promise<ClosedRegister> {
    const { businessId, actor, count } = command;
    const date = count.date ?? today();
    return recordDocument(
      this.executor,
      command,
      { date },
      // The register and its takings are read inside the append: no sale slips in between the count and the close.
      async (db, ids) => {
        const business = requireBusiness(await loadBusinessState(db, businessId));
        const requested = typeof count.registerId === 'string' && count.registerId !== '' ? count.registerId : undefined;
        const register = requested ? await loadRegister(db, businessId, requested) : (await loadOpenRegisters(db, businessId, actor.userId))[0];
        const takings = register ? await loadRegisterTakings(db, businessId, register.registerId) : { byAccount: new Map(), salesCount: 0 };
        return decideCloseRegister(
          {
            transactionId: ids.transactionId,
            reference: ids.reference,
            userId: actor.userId,
            paymentSummary: count.paymentSummary,
            closedAt: new Date().toISOString(),
            date,
          },
          business,
          register,
          takings,
        );
      },
      (recorded, raw) => {
        const data = raw as RegisterClosedData;
        return {
          ...recorded,
          id: data.registerId,
          transactionId: data.transactionId,
          paymentSummary: data.paymentSummary,
          cashDifference: data.cashDifference,
        };
      },
    );
  }
}
