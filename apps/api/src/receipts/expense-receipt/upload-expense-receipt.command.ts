import { Command } from '@nestjs/cqrs';

export interface UploadedReceipt {
  receiptId: string;
  reference: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedAt: string;
}

/** Keeps `bytes` as the receipt of the business's expense `reference` (replacing an earlier one). */
export class UploadExpenseReceiptCommand extends Command<UploadedReceipt> {
  constructor(
    readonly businessId: string,
    readonly userId: string,
    readonly reference: string,
    readonly bytes: Buffer,
  ) {
    super();
  }
}
