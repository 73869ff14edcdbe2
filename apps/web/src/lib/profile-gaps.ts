// What the business still lacks for its receipts and invoices (spec 000 §2.1: the business type,
// and the bank account's name, number and bank), for the shell's banner and the dashboard's things
// to do. Only owner and admin can fill them in (both pages are theirs), so only they are asked.

import { isOwnerOrAdmin } from './access.js';
import type { ShellUser } from './current-user.js';

export interface ProfileGaps {
  /** Filled in on the business profile. */
  businessType: boolean;
  /** Filled in under Bank accounts. */
  bankDetails: boolean;
}

export function profileGaps(user: Pick<ShellUser, 'role' | 'typeOfBusiness' | 'bankAccountName' | 'bankAccountNumber' | 'bankName'>): ProfileGaps | null {
  if (!isOwnerOrAdmin(user)) return null;
  const gaps = { businessType: !user.typeOfBusiness, bankDetails: !user.bankAccountName || !user.bankAccountNumber || !user.bankName };
  return gaps.businessType || gaps.bankDetails ? gaps : null;
}
