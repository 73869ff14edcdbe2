import { Command } from '@nestjs/cqrs';

export interface CreateBusinessResult {
  businessId: string;
  bankAccountIds: string[];
  position: string;
}

export class CreateBusinessCommand extends Command<CreateBusinessResult> {
  constructor(
    readonly name: string,
    readonly currency: string,
    readonly bankAccounts: { bankName: string; accountName: string; accountNumber: string }[],
    readonly userId?: string,
  ) {
    super();
  }
}
