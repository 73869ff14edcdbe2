import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideArchiveContact } from '@ledgerline/ledger';
import { findContact } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendArchiveDecision, type ArchiveOutcome } from '../../archiving/append-archive-decision.js';
import { ArchiveContactCommand } from './archive-contact.command.js';

@CommandHandler(ArchiveContactCommand)
export class ArchiveContactHandler implements ICommandHandler<ArchiveContactCommand, ArchiveOutcome> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: ArchiveContactCommand): Promise<ArchiveOutcome> {
    const { businessId, contactId } = command;
    return appendArchiveDecision(this.executor, businessId, command.idempotency, command.metadata, async (db) => {
      const row = await findContact(db, businessId, contactId);
      return decideArchiveContact(contactId, row && { archived: row.archivedAt !== null });
    });
  }
}
