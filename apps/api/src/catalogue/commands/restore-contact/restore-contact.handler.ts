import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideRestoreContact } from '@ledgerline/ledger';
import { findContact } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendArchiveDecision, type ArchiveOutcome } from '../../archiving/append-archive-decision.js';
import { RestoreContactCommand } from './restore-contact.command.js';

@CommandHandler(RestoreContactCommand)
export class RestoreContactHandler implements ICommandHandler<RestoreContactCommand, ArchiveOutcome> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: RestoreContactCommand): Promise<ArchiveOutcome> {
    const { businessId, contactId } = command;
    return appendArchiveDecision(this.executor, businessId, command.idempotency, command.metadata, async (db) => {
      const row = await findContact(db, businessId, contactId);
      return decideRestoreContact(contactId, row && { archived: row.archivedAt !== null });
    });
  }
}
