import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { decideCreateProductLabel } from '@ledgerline/ledger';
import { businessStream, productLabelNames } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { CreateCategoryOrBrandCommand } from './create-category-or-brand.command.js';

/** The names in use are read inside the append, so two of one name created at once cannot both pass. */
@CommandHandler(CreateCategoryOrBrandCommand)
export class CreateCategoryOrBrandHandler implements ICommandHandler<CreateCategoryOrBrandCommand, { id: string; position: string }> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateCategoryOrBrandCommand): Promise<{ id: string; position: string }> {
    const { businessId, kind } = command;
    const id = randomUUID();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: command.metadata.userId,
        correlationId: command.metadata.correlationId,
        ip: command.metadata.ip,
        commandId: id,
        occurredAt: new Date().toISOString(),
      },
      decide: async (db) =>
        toNewEvents(
          decideCreateProductLabel(kind, { id, name: command.name, description: command.description }, await productLabelNames(db, businessId, kind)),
        ),
    });
    return { id: (outcome.events[0].data as { id: string }).id, position: outcome.position.toString() };
  }
}
