import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { decideCreateContact, requireBusiness } from '@ledgerline/ledger';
import { businessStream, loadBusinessState } from '@ledgerline/projections';
import { toErrorResponse } from '../../../common/errors/error-response.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { toNewEvents } from '../../../event-sourcing/domain-events.js';
import { BulkUploadContactsCommand, type ContactUploadResult, type RefusedContactRow } from './bulk-upload-contacts.command.js';

/** A row's key: the same file uploaded again finds every row already created. */
export const contactRowKey = (fileSha256: string, line: number) => `contacts-upload:${fileSha256}:${line}`;

/**
 * Creates one contact per row, each its own append (whole or not at all) under the row's key:
 * a refused row (the create form's rules: 'First name is required', a malformed e-mail, …) is
 * listed by its line and reason and the others go on; a second upload of the same file creates
 * nothing twice (the event store answers each key with the contact it created the first time).
 */
@CommandHandler(BulkUploadContactsCommand)
export class BulkUploadContactsHandler implements ICommandHandler<BulkUploadContactsCommand, ContactUploadResult> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ businessId, rows, fileSha256, requestMetadata }: BulkUploadContactsCommand): Promise<ContactUploadResult> {
    const result: ContactUploadResult = { total: rows.length, created: 0, alreadyCreated: 0, refused: [], position: null };
    const refuse = (line: number, error: unknown) => {
      const { status, body, unexpected } = toErrorResponse(error);
      if (unexpected || status >= 500) throw error;
      const reasons = body.errors?.map((e) => e.message) ?? [body.message];
      result.refused.push({ line, reasons } satisfies RefusedContactRow);
    };
    for (const row of rows) {
      const contactId = randomUUID();
      const input = { contactId, ...row.fields };
      try {
        decideCreateContact(input); // the row's own mistakes, before anything is written
      } catch (error) {
        refuse(row.line, error);
        continue;
      }
      const key = contactRowKey(fileSha256, row.line);
      try {
        const outcome = await this.executor.execute({
          stream: businessStream(businessId),
          idempotencyKey: key,
          fingerprint: key,
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
            return toNewEvents(decideCreateContact(input));
          },
        });
        if (outcome.replayed) result.alreadyCreated += 1;
        else result.created += 1;
        if (result.position === null || outcome.position > BigInt(result.position)) result.position = outcome.position.toString();
      } catch (error) {
        refuse(row.line, error);
      }
    }
    return result;
  }
}
