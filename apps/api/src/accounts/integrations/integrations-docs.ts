import type { ApiResponseOptions } from '@nestjs/swagger';

/** The answer of every integrations call that shows the connection. */
export const INTEGRATIONS_EXAMPLE = {
  success: true,
  data: {
    paystack: {
      connected: true,
      subaccountCode: 'ACCT_8f4s1eq7ml6rlzj',
      bankName: 'Zenith Bank',
      accountNumber: '******6789',
      accountName: 'ADA VENTURES LTD',
      connectedAt: '2026-11-26T09:30:00.000Z',
    },
  },
};

export const PROVIDER_502: ApiResponseOptions = { status: 502, description: 'PAYMENT_PROVIDER_UNAVAILABLE: the payment provider could not be reached' };
export const PLAN_403: ApiResponseOptions = {
  status: 403,
  description: 'Not the owner or an admin, or the plan lacks the payment provider integration (Professional and Enterprise have it)',
};
