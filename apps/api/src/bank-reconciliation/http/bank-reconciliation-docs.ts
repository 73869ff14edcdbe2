import type { ApiResponseOptions } from '@nestjs/swagger';

/** OpenAPI snippets the bank statement and reconciliation routes share. */
export const BANK_ACCOUNT_404: ApiResponseOptions = {
  status: 404,
  description: 'BANK_ACCOUNT_NOT_FOUND: not one of this business’s bank accounts (another business’s, or removed)',
};
export const STATEMENT_404: ApiResponseOptions = {
  status: 404,
  description: 'BANK_STATEMENT_NOT_FOUND: no such statement in this business (or it was removed)',
};
export const STATEMENT_400: ApiResponseOptions = {
  status: 400,
  description: 'STATEMENT_INVALID: the file cannot be read as a statement, every problem listed by row; CSV_FILE_REQUIRED: no CSV file; bankAccountId missing',
  schema: {
    example: {
      success: false,
      message: 'Row 7: "31/02/2026" is not a date (DD/MM/YYYY) (and 1 more)',
      code: 'STATEMENT_INVALID',
      errors: [
        { field: 'statement', row: 7, message: 'Row 7: "31/02/2026" is not a date (DD/MM/YYYY)' },
        { field: 'statement', row: 9, message: 'Row 9: both Debit and Credit are filled' },
      ],
    },
  },
};
export const PLAN_403: ApiResponseOptions = { status: 403, description: 'Not on the free plan (as Profit & Loss), or a member without the rights' };
export const IDEMPOTENCY_HEADER = { name: 'Idempotency-Key', required: false, description: 'Same key and body: the first answer again, nothing appended' };
export const CONSISTENT_AFTER_HEADER = {
  name: 'X-Consistent-After',
  required: false,
  description: 'Answer once the read models include this position (a command’s answer)',
};
