import { Inject, Injectable } from '@nestjs/common';
import { FREE_PLAN_ID, LEDGER_ERROR_CODES, LedgerValidationError, parseEmail, parsePlan, planById, type PlanId } from '@ledgerline/ledger';
import { composeMail, greetingFor, type Runtime } from '@ledgerline/platform';
import { inTransaction } from '@ledgerline/projections';
import { readCsvRecords } from '../../../common/csv/csv-reader.js';
import { AppError } from '../../../common/errors/app-error.js';
import { RUNTIME } from '../../../runtime.token.js';
import type { CurrentAdminInfo } from '../../auth/admin-identity.js';
import { INVITE_COLUMNS, inviteHashOf, newInviteHash } from '../views/business-invites.js';

export interface SkippedInviteRow {
  line: number;
  reason: string;
}

export interface InviteUploadResult {
  invited: number;
  skipped: SkippedInviteRow[];
}

interface InviteRow {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  planId: PlanId;
}

const REQUIRED_COLUMNS = ['email', 'firstName', 'businessName'] as const;
const MAX_ROWS = 5000;

/**
 * The bulk invite (spec 002 §7 POST /admin/upload-users-invite): each valid row of the CSV is an
 * invitation to sign up with a business, under the admin's partner (staff: none). The invite row
 * and its e-mail are written in one transaction, the mail through the outbox with a dedupe key
 * derived from the address, and the table keeps one invite per address: uploading a file again
 * invites and mails nobody twice (those rows come back as skipped, with the reason).
 */
@Injectable()
export class UploadInvitesService {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async upload(admin: CurrentAdminInfo, text: string): Promise<InviteUploadResult> {
    const { rows, skipped } = this.read(text);
    let invited = 0;
    for (const row of rows) {
      const { rows: users } = await this.runtime.pool.query('SELECT 1 FROM users WHERE lower(email) = $1', [row.email]);
      if (users.length > 0) {
        skipped.push({ line: row.line, reason: 'An account with this e-mail already exists' });
        continue;
      }
      const hash = newInviteHash();
      const created = await inTransaction(this.runtime.pool, async (client) => {
        const { rows: inserted } = await client.query(
          `INSERT INTO admin_business_invites (email, hash_sha256, first_name, last_name, business_name, plan_id, partner_id, invited_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (email) DO NOTHING RETURNING email`,
          [row.email, inviteHashOf(hash), row.firstName, row.lastName, row.businessName, row.planId, admin.partnerId, admin.adminId],
        );
        if (inserted.length === 0) return false;
        await this.runtime.mailer.enqueue(client, this.mail(row, hash), { dedupeKey: `admin-business-invite:${row.email}` });
        return true;
      });
      if (created) invited++;
      else skipped.push({ line: row.line, reason: 'Already invited' });
    }
    skipped.sort((a, b) => a.line - b.line);
    return { invited, skipped };
  }

  /** The rows of the file; a file without the header's required columns, or without rows, is refused whole (400). */
  private read(text: string): { rows: InviteRow[]; skipped: SkippedInviteRow[] } {
    const records = readCsvRecords(text);
    const header = records[0];
    if (!header || header.error)
      throw AppError.validation([{ field: 'file', message: 'The file needs a header line: email, firstName, lastName, businessName, plan' }]);
    const columns = header.fields.map((name) => name.trim().toLowerCase());
    const index = Object.fromEntries(INVITE_COLUMNS.map((name) => [name, columns.indexOf(name.toLowerCase())])) as Record<
      (typeof INVITE_COLUMNS)[number],
      number
    >;
    const missing = REQUIRED_COLUMNS.filter((name) => index[name] < 0);
    if (missing.length > 0) throw AppError.validation([{ field: 'file', message: `The header has no ${missing.join(', ')} column` }]);
    const body = records.slice(1);
    if (body.length === 0) throw AppError.validation([{ field: 'file', message: 'The file has no rows to invite' }]);
    if (body.length > MAX_ROWS) throw AppError.validation([{ field: 'file', message: `At most ${MAX_ROWS} rows at once` }]);

    const rows: InviteRow[] = [];
    const skipped: SkippedInviteRow[] = [];
    const seen = new Map<string, number>();
    for (const record of body) {
      if (record.error) {
        skipped.push({ line: record.line, reason: record.error });
        continue;
      }
      const cell = (name: (typeof INVITE_COLUMNS)[number]) => (index[name] >= 0 ? (record.fields[index[name]] ?? '').trim() : '');
      try {
        const email = parseEmail(cell('email'), 'email').toLowerCase();
        const firstName = cell('firstName');
        const businessName = cell('businessName');
        if (firstName === '') throw new LedgerValidationError('firstName', 'firstName is required', LEDGER_ERROR_CODES.REQUIRED);
        if (businessName === '') throw new LedgerValidationError('businessName', 'businessName is required', LEDGER_ERROR_CODES.REQUIRED);
        if (firstName.length > 100 || cell('lastName').length > 100)
          throw new LedgerValidationError('firstName', 'names must be at most 100 characters', LEDGER_ERROR_CODES.INVALID_VALUE);
        if (businessName.length > 200)
          throw new LedgerValidationError('businessName', 'businessName must be at most 200 characters', LEDGER_ERROR_CODES.INVALID_VALUE);
        const planId = cell('plan') === '' ? FREE_PLAN_ID : parsePlan(cell('plan').toLowerCase());
        const earlier = seen.get(email);
        if (earlier !== undefined) {
          skipped.push({ line: record.line, reason: `The same e-mail as line ${earlier}` });
          continue;
        }
        seen.set(email, record.line);
        rows.push({ line: record.line, email, firstName, lastName: cell('lastName'), businessName, planId });
      } catch (error) {
        if (!(error instanceof LedgerValidationError)) throw error;
        skipped.push({ line: record.line, reason: error.message });
      }
    }
    return { rows, skipped };
  }

  private mail(row: InviteRow, hash: string) {
    const link = `${this.runtime.config.appUrl}/business/invite?email=${encodeURIComponent(row.email)}&hash=${encodeURIComponent(hash)}`;
    const plan = planById(row.planId).name;
    return {
      to: row.email,
      ...composeMail({
        subject: `You are invited to keep the books of ${row.businessName}`,
        greeting: greetingFor(row.firstName, 'Hello'),
        blocks: [
          { text: `You are invited to sign up with ${row.businessName} on the ${plan}.` },
          { button: 'Accept the invitation', url: link },
          { small: 'If you were not expecting this invitation, ignore this e-mail.' },
        ],
      }),
    };
  }
}
