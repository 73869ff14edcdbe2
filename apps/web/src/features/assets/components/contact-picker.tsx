import { Text } from '@mantine/core';
import { SearchPicker } from '../../../components/search-picker.js';
import { searchContacts, type Contact } from '../api/assets.api.js';

export const contactName = (contact: Contact) => contact.company || [contact.firstName, contact.lastName].filter(Boolean).join(' ');

/** What buying and selling assets send about the supplier or buyer. */
export const contactData = (contact: Contact) => ({ id: contact._id, name: contactName(contact), email: contact.email ?? '', phone: contact.phone ?? '' });

/** The supplier (buying) or buyer (selling) of assets, searched among the business's contacts; the one picked is named under the box. */
export function ContactPicker({ role, picked, onPick }: { role: 'Supplier' | 'Buyer'; picked: Contact | null; onPick: (contact: Contact) => void }) {
  const kind = role.toLowerCase();
  return (
    <div>
      <SearchPicker<Contact>
        label={role}
        placeholder={`Search ${kind}s`}
        queryKey={['assets', `${kind}-search`]}
        search={searchContacts}
        itemKey={(contact) => contact._id}
        itemLabel={contactName}
        onPick={onPick}
        required
      />
      {picked && (
        <Text size="sm">
          {role}: {contactName(picked)}
        </Text>
      )}
    </div>
  );
}
