import { Command } from '@nestjs/cqrs';

export interface ResentReceipt {
  reference: string;
  email: string;
}

/** Mails a document's receipt (text, HTML and the PDF) to `email`, or to the customer's e-mail. */
export class ResendReceiptCommand extends Command<ResentReceipt> {
  constructor(
    readonly businessId: string,
    readonly reference: string,
    readonly name: string | undefined,
    readonly email: string | undefined,
  ) {
    super();
  }
}
