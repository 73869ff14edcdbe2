import { Query } from '@nestjs/cqrs';

export interface StoredReceipt {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** The file kept with the business's expense `reference`; undefined when none was uploaded. */
export class GetExpenseReceiptQuery extends Query<StoredReceipt | undefined> {
  constructor(
    readonly businessId: string,
    readonly reference: string,
  ) {
    super();
  }
}
