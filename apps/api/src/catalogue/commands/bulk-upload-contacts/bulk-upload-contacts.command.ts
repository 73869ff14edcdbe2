import { Command } from '@nestjs/cqrs';
import type { RequestMetadata } from '../../../common/http/request-metadata.js';
import type { ContactCsvRow } from '../../contacts/contact-csv.js';

export interface RefusedContactRow {
  line: number;
  reasons: string[];
}

export interface ContactUploadResult {
  total: number;
  /** Contacts this upload created. */
  created: number;
  /** Rows an earlier upload of the same file already created (nothing new). */
  alreadyCreated: number;
  refused: RefusedContactRow[];
  /** Position of the last event (X-Consistent-After), or null when nothing was written. */
  position: string | null;
}

export class BulkUploadContactsCommand extends Command<ContactUploadResult> {
  constructor(
    readonly businessId: string,
    readonly rows: ContactCsvRow[],
    /** sha256 of the file: with a row's line, the row's idempotency key. */
    readonly fileSha256: string,
    readonly requestMetadata: RequestMetadata,
  ) {
    super();
  }
}
