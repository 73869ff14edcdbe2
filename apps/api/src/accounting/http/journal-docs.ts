/** OpenAPI snippets the journal routes share. */
export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'Send the same key to retry safely: the first answer is repeated and nothing is posted twice',
};
export const CONSISTENT_AFTER_HEADER = {
  name: 'X-Consistent-After',
  required: false,
  description: 'Answer once the read models include this position (a command’s answer)',
};
export const BAD_LINES = {
  status: 400,
  description:
    "JOURNAL_UNBALANCED ('Debits and credits must be equal: debits 1500.00, credits 1400.00, a difference of 100.00'); ACCOUNT_NOT_POSTABLE " +
    '(inventory 1200/1210/1220, fixed assets 1500/1510: the message says what to use instead); ENTITY_REQUIRED (1100, 1150, 2000, 2300 need a contact); ' +
    'UNKNOWN_ACCOUNT, AMOUNT_NOT_POSITIVE, AMOUNT_TOO_MANY_DECIMALS, INVALID_DATE; each naming its field (lines[1].contact)',
};
export const NOT_FOUND_REFERENCES = { status: 404, description: 'CONTACT_NOT_FOUND, BANK_ACCOUNT_NOT_FOUND: an id that is not this business’s' };
export const OWNER_OR_ADMIN = { status: 403, description: 'Only the owner or an admin posts journals' };
