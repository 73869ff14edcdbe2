import { Query } from '@nestjs/cqrs';
import type { FoundReceipt } from '../find-receipt.js';

/** The receipt of a business's document by reference; undefined when there is none. */
export class GetReceiptQuery extends Query<FoundReceipt | undefined> {
  constructor(
    readonly businessId: string,
    readonly reference: string,
  ) {
    super();
  }
}
