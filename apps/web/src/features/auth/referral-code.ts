// A referral code from a sign-up link is kept in the browser (spec 000 §4), so it survives the visitor
// wandering off and coming back; sign-up then shows it prefilled and locked, and forgets it once used.

const STORAGE_KEY = 'ledgerline.referralCode';

// Storage can throw (private mode, blocked cookies): the code is a nicety, never a reason to fail.
export function storedReferralCode(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function rememberReferralCode(code: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // see above
  }
}

export function forgetReferralCode(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // see above
  }
}
