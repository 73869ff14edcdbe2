import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCreateContact, requireBusiness, type ContactCreatedData } from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { contactView } from '../../views/contact-view.js';
import { CreateContactCommand, type CreatedContact } from './create-contact.command.js';

@CommandHandler(CreateContactCommand)
export class CreateContactHandler implements ICommandHandler<CreateContactCommand, CreatedContact> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute(command: CreateContactCommand): Promise<CreatedContact> {
    const { businessId, contact, requestMetadata } = command;
    const contactId = randomUUID();
    const outcome = await this.executor.execute({
      stream: businessStream(businessId),
      idempotencyKey: command.idempotency.key,
      fingerprint: command.idempotency.fingerprint,
      metadata: {
        businessId,
        userId: requestMetadata.userId,
        correlationId: requestMetadata.correlationId,
        ip: requestMetadata.ip,
        commandId: contactId,
        occurredAt: new Date().toISOString(),
      },
      async decide(db) {
        requireBusiness(await loadBusinessState(db, businessId));
        return toNewEvents(decideCreateContact({ contactId, ...contact }));
      },
    });
    const created = outcome.events[0];
    const data = created.data as ContactCreatedData;
    return {
      contact: contactView({
        contactId: data.contactId,
        firstName: data.firstName,
        lastName: data.lastName ?? null,
        company: data.company ?? null,
        email: data.email ?? null,
        phone: data.phone ?? null,
        website: data.website ?? null,
        address1: data.address1 ?? null,
        address2: data.address2 ?? null,
        city: data.city ?? null,
        state: data.state ?? null,
        postCode: data.postCode ?? null,
        country: data.country ?? null,
        description: data.description ?? null,
        kinds: data.kinds ?? [],
        createdAt: created.recordedAt.toISOString(),
        archivedAt: null,
        position: created.position.toString(),
      }),
      position: outcome.position.toString(),
    };
  }
}
