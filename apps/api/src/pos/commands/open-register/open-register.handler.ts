import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideOpenRegister, requireBusiness, type RegisterOpenedData } from '@ledgerline/ledger';
import { businessStream, loadBusinessState, loadOpenRegisters } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { today } from '../../pos-command.js';
import { OpenRegisterCommand, type OpenedRegister } from './open-register.command.js';

@CommandHandler(OpenRegisterCommand)
export class OpenRegisterHandler implements ICommandHandler<OpenRegisterCommand, OpenedRegister> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: OpenRegisterCommand): Promise<OpenedRegister> {
    const { businessId, actor, register } = command;
    const registerId = randomUUID();
    const now = new Date().toISOString();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: actor.userId,
        correlationId: command.requestMetadata.correlationId,
        ip: command.requestMetadata.ip,
        commandId: registerId,
        occurredAt: now,
      },
      async decide(db) {
        const business = requireBusiness(await loadBusinessState(db, businessId));
        const open = await loadOpenRegisters(db, businessId, actor.userId);
        return toNewEvents(
          decideOpenRegister(
            { registerId, userId: actor.userId, till: register.till, openingFloat: register.openingFloat, openedAt: now, date: register.date ?? today() },
            business,
            open,
          ),
        );
      },
    });
    const data = outcome.events[0].data as RegisterOpenedData;
    return { id: data.registerId, till: data.till, openingFloat: data.openingFloat, position: outcome.position.toString() };
  }
}
