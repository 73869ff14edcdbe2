import type { ContactKind } from '@ledgerline/ledger';
import type { ContactRow } from '@ledgerline/projections';

/** A contact (entity) as the API shows it: the spec's list item fields (`_id`, `zip`) and details (`fullName`). */
export interface ContactView {
  _id: string;
  id: string;
  firstName: string;
  lastName: string | null;
  fullName: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postCode: string | null;
  zip: string | null;
  country: string | null;
  description: string | null;
  kinds: ContactKind[];
  createdAt: string;
  /** Archived contacts leave the lists and searches; their history stays. */
  archived: boolean;
  archivedAt: string | null;
}

export const fullName = (contact: { firstName: string; lastName?: string | null }) =>
  contact.lastName ? `${contact.firstName} ${contact.lastName}` : contact.firstName;

export function contactView(row: ContactRow): ContactView {
  return {
    _id: row.contactId,
    id: row.contactId,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullName(row),
    company: row.company,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postCode: row.postCode,
    zip: row.postCode,
    country: row.country,
    description: row.description,
    kinds: row.kinds,
    createdAt: row.createdAt,
    archived: row.archivedAt !== null,
    archivedAt: row.archivedAt,
  };
}
