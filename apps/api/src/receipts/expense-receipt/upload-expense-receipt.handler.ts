import { createHash, randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Runtime } from '@ledgerline/platform';
import { execute, sql } from '@ledgerline/projections';
import { AppError } from '../../common/errors/app-error.js';
import { RUNTIME } from '../../runtime.token.js';
import { receiptFileName } from '../file-names.js';
import { detectReceiptType, MAX_RECEIPT_BYTES, RECEIPT_TYPE_MESSAGE } from './file-type.js';
import { UploadExpenseReceiptCommand, type UploadedReceipt } from './upload-expense-receipt.command.js';

/**
 * Receipt files are not events (bytes never go into the log) and change nothing in the books: a
 * plain table, one file per reference, the latest upload replacing the one before.
 */
@CommandHandler(UploadExpenseReceiptCommand)
export class UploadExpenseReceiptHandler implements ICommandHandler<UploadExpenseReceiptCommand, UploadedReceipt> {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  async execute(command: UploadExpenseReceiptCommand): Promise<UploadedReceipt> {
    const { bytes } = command;
    if (bytes.length > MAX_RECEIPT_BYTES) throw AppError.fileTooLarge('file');
    if (bytes.length === 0) throw AppError.validation([{ field: 'file', message: 'The file is empty' }]);
    const type = detectReceiptType(bytes);
    if (!type) throw new AppError(400, 'UNSUPPORTED_FILE_TYPE', RECEIPT_TYPE_MESSAGE, [{ field: 'file', message: RECEIPT_TYPE_MESSAGE }]);

    // Any transaction of the business may keep a receipt file: the spec names the route after
    // expenses but limits it to none, and purchases, money in and money out come with paper too.
    const transactions = await execute(
      this.runtime.pool,
      sql.table('transactions').select('reference').where({ business_id: command.businessId, reference: command.reference }).limit(1),
    );
    if (transactions.length === 0) throw new AppError(404, 'TRANSACTION_NOT_FOUND', `There is no transaction with reference ${command.reference}`);

    const receipt = {
      receiptId: randomUUID(),
      reference: command.reference,
      // The stored name follows the real type, not the name it was sent with.
      fileName: receiptFileName(command.reference, type.extension),
      contentType: type.contentType,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      uploadedAt: new Date().toISOString(),
    };
    await this.runtime.pool.query(
      `INSERT INTO expense_receipts (business_id, reference, receipt_id, file_name, content_type, size, sha256, bytes, uploaded_at, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (business_id, reference) DO UPDATE SET receipt_id = excluded.receipt_id, file_name = excluded.file_name,
         content_type = excluded.content_type, size = excluded.size, sha256 = excluded.sha256, bytes = excluded.bytes,
         uploaded_at = excluded.uploaded_at, uploaded_by = excluded.uploaded_by`,
      [
        command.businessId,
        receipt.reference,
        receipt.receiptId,
        receipt.fileName,
        receipt.contentType,
        receipt.size,
        receipt.sha256,
        bytes,
        receipt.uploadedAt,
        command.userId,
      ],
    );
    return receipt;
  }
}
