import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideUpdateBusinessProfile } from '@ledgerline/ledger';
import { loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { changeResult, writeToBusiness, type BusinessChangeResult } from '../business-write.js';
import { UpdateBusinessProfileCommand } from './update-business-profile.command.js';

@CommandHandler(UpdateBusinessProfileCommand)
export class UpdateBusinessProfileHandler implements ICommandHandler<UpdateBusinessProfileCommand, BusinessChangeResult> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: UpdateBusinessProfileCommand): Promise<BusinessChangeResult> {
    // The fields the client sent (the DTO instance also carries absent ones as undefined).
    const changes = Object.fromEntries(Object.entries(command.changes).filter(([, value]) => value !== undefined));
    const outcome = await writeToBusiness(this.executor, command, async (db) =>
      toNewEvents(decideUpdateBusinessProfile({ changes }, await loadBusinessState(db, command.businessId))),
    );
    return changeResult(outcome);
  }
}
