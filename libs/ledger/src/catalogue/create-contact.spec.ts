import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { ContactCreated } from './catalogue-events.js';
import { decideCreateContact, FIRST_NAME_REQUIRED_MESSAGE, splitName, type CreateContactCommand } from './create-contact.js';

// Contacts need no prior state: the given events are always none.
const given = (events: ContactCreated[]) => ({
  when: (cmd: CreateContactCommand) => givenWhenThen<null, ContactCreated>(() => null)(events).when(() => decideCreateContact(cmd)),
});

describe('create a contact (entity)', () => {
  it('when a contact is created with every field, then ContactCreated carries them, trimmed, kinds in the spec’s order', () => {
    given([])
      .when({
        contactId: 'c-1',
        firstName: ' Ada ',
        lastName: 'Obi',
        email: 'ada@example.com',
        phone: '+234 803 123 4567',
        company: 'Obi & Sons',
        website: 'https://obi.example.com',
        address1: '12 Broad Street',
        address2: 'Suite 4',
        city: 'Lagos',
        state: 'Lagos',
        postCode: '100001',
        country: 'Nigeria',
        description: 'Buys rice monthly',
        kinds: ['supplier', 'Customer', 'customer'],
      })
      .then([
        {
          type: 'ContactCreated',
          data: {
            contactId: 'c-1',
            firstName: 'Ada',
            lastName: 'Obi',
            email: 'ada@example.com',
            phone: '+234 803 123 4567',
            company: 'Obi & Sons',
            website: 'https://obi.example.com',
            address1: '12 Broad Street',
            address2: 'Suite 4',
            city: 'Lagos',
            state: 'Lagos',
            postCode: '100001',
            country: 'Nigeria',
            description: 'Buys rice monthly',
            kinds: ['customer', 'supplier'],
          },
        },
      ]);
  });

  it('when only a first name is given, then the event holds just it (blank fields are left out)', () => {
    given([])
      .when({ contactId: 'c-1', firstName: 'Ada', lastName: '', email: ' ', kinds: [] })
      .then([{ type: 'ContactCreated', data: { contactId: 'c-1', firstName: 'Ada' } }]);
  });

  it('when the name comes as one string, then it is split on the first space', () => {
    given([])
      .when({ contactId: 'c-1', name: 'Ada  Lovelace King' })
      .then([{ type: 'ContactCreated', data: { contactId: 'c-1', firstName: 'Ada', lastName: 'Lovelace King' } }]);
    expect(splitName('Chinedu')).toEqual({ firstName: 'Chinedu' });
    expect(splitName(' Ngozi Okonjo Iweala ')).toEqual({ firstName: 'Ngozi', lastName: 'Okonjo Iweala' });
  });

  describe('refuses, naming the field', () => {
    it('no first name', () => given([]).when({ contactId: 'c-1', lastName: 'Obi' }).thenRefuses('firstName', 'REQUIRED', FIRST_NAME_REQUIRED_MESSAGE));
    it('a blank name', () => given([]).when({ contactId: 'c-1', name: '   ' }).thenRefuses('firstName', 'REQUIRED', FIRST_NAME_REQUIRED_MESSAGE));
    it('both name and firstName', () => given([]).when({ contactId: 'c-1', name: 'Ada Obi', firstName: 'Ada' }).thenRefuses('name', 'INVALID_VALUE'));
    it('a malformed email', () => {
      for (const email of ['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com']) {
        given([]).when({ contactId: 'c-1', firstName: 'Ada', email }).thenRefuses('email', 'INVALID_VALUE', 'email must be a valid email address');
      }
    });
    it('a phone with fewer than 6 digits', () => given([]).when({ contactId: 'c-1', firstName: 'Ada', phone: '+234 5' }).thenRefuses('phone', 'INVALID_VALUE'));
    it('a phone with letters', () => given([]).when({ contactId: 'c-1', firstName: 'Ada', phone: '0803-CALL-ADA' }).thenRefuses('phone', 'INVALID_VALUE'));
    it('an unknown kind', () =>
      given([])
        .when({ contactId: 'c-1', firstName: 'Ada', kinds: ['customer', 'friend'] })
        .thenRefuses('kinds', 'INVALID_CHOICE'));
    it('a first name that is not text', () => given([]).when({ contactId: 'c-1', firstName: 42 }).thenRefuses('firstName', 'INVALID_VALUE'));
  });
});
