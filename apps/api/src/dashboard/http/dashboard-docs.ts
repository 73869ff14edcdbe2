export const BUSINESS_NOTE = 'The spec’s `business` parameter is accepted and ignored: the business is always the session’s current business.';

export const VOIDS_NOTE = 'Voided documents never count.';

export const KNOWN_AT_NOTE =
  'knownAt (a position a command answered) gives the answer exactly as it was when the history ended there, before any later correction, payment or back-dated entry.';
