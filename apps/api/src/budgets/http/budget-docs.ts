import type { ApiResponseOptions } from '@nestjs/swagger';

/** OpenAPI snippets the budget routes share. */
export const BUDGET_404: ApiResponseOptions = { status: 404, description: 'BUDGET_NOT_FOUND: no such budget in this business (or it was deleted)' };
export const BUDGET_400: ApiResponseOptions = {
  status: 400,
  description: 'Validation: name required, a known account of the kind, 12 amounts ≥ 0 at the currency’s decimals, no account twice',
  schema: {
    example: {
      success: false,
      message: 'lines[0].amounts[3] must not be negative',
      code: 'AMOUNT_NEGATIVE',
      errors: [{ field: 'lines[0].amounts[3]', message: 'lines[0].amounts[3] must not be negative' }],
    },
  },
};
export const PLAN_403: ApiResponseOptions = { status: 403, description: 'Not on the free plan (as Profit & Loss), or a member without the rights' };
export const IDEMPOTENCY_HEADER = { name: 'Idempotency-Key', required: false, description: 'Same key and body: the first answer again, nothing appended' };
