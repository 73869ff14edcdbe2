import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { decideUpdateContact, LEDGER_ERROR_CODES, LedgerValidationError, type ContactCreatedData, type ContactUpdatedData } from '@ledgerline/ledger';
import { findContact, type ContactRow } from '@ledgerline/projections';
import { AppError } from '../../../common/errors/app-error.js';
import { CommandExecutor } from '../../../event-sourcing/command-executor.js';
import { appendBusinessEvents } from '../../../event-sourcing/append-business-events.js';
import { contactView } from '../../views/contact-view.js';
import { RUNTIME } from '../../../runtime.token.js';
import { UpdateContactCommand, type UpdatedContact } from './update-contact.command.js';

/** The read model's row as the ledger's contact data (null: absent). */
function asContactData(row: ContactRow): ContactCreatedData {
  const { contactId, firstName, kinds } = row;
  const optional = { lastName: row.lastName, email: row.email, phone: row.phone, company: row.company, website: row.website, address1: row.address1 };
  const more = { address2: row.address2, city: row.city, state: row.state, postCode: row.postCode, country: row.country, description: row.description };
  const present = Object.fromEntries(Object.entries({ ...optional, ...more }).filter(([, value]) => value !== null));
  return { contactId, firstName, ...present, ...(kinds.length > 0 ? { kinds } : {}) };
}

@CommandHandler(UpdateContactCommand)
export class UpdateContactHandler implements ICommandHandler<UpdateContactCommand, UpdatedContact> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute(command: UpdateContactCommand): Promise<UpdatedContact> {
    const { businessId, contactId } = command;
    let before: ContactRow | undefined;
    const { events, position } = await appendBusinessEvents(this.executor, command, async (db) => {
      before = await findContact(db, businessId, contactId);
      if (!before) throw new LedgerValidationError('id', 'There is no such contact', LEDGER_ERROR_CODES.CONTACT_NOT_FOUND);
      return decideUpdateContact(asContactData(before), command.changes);
    });
    const data = events[0].data as ContactUpdatedData;
    // A replayed retry decided nothing: the read model (which holds the edit by then) answers.
    const row = before ?? (await findContact(this.runtime.pool, businessId, contactId));
    if (!row) throw new AppError(404, 'CONTACT_NOT_FOUND', 'There is no such contact');
    const cleared = { lastName: null, email: null, phone: null, company: null, website: null, address1: null, address2: null, city: null, state: null };
    const edited = { ...row, ...cleared, postCode: null, country: null, description: null, kinds: [], ...data };
    return { contact: contactView(edited), position };
  }
}
