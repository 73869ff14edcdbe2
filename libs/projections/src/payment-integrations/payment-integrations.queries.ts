import { execute, sql, type Queryable } from '../db.js';

/** The connected provider subaccount of a business. `accountNumber` is whole: mask it before answering. */
export interface StoredPaymentIntegration {
  provider: 'paystack';
  subaccountCode: string;
  bankCode: string | null;
  bankName: string | null;
  accountNumber: string | null;
  accountName: string | null;
  connectedAt: string;
}

/** The business's connected integration, or undefined when none is. */
export async function loadPaymentIntegration(db: Queryable, businessId: string): Promise<StoredPaymentIntegration | undefined> {
  const [row] = await execute<{
    provider: 'paystack';
    subaccount_code: string;
    bank_code: string | null;
    bank_name: string | null;
    account_number: string | null;
    account_name: string | null;
    connected_at: Date;
  }>(db, sql.table('payment_integrations').select('*').where({ business_id: businessId }));
  return row
    ? {
        provider: row.provider,
        subaccountCode: row.subaccount_code,
        bankCode: row.bank_code,
        bankName: row.bank_name,
        accountNumber: row.account_number,
        accountName: row.account_name,
        connectedAt: row.connected_at.toISOString(),
      }
    : undefined;
}
