import { describe, expect, it } from '@jest/globals';
import { givenWhenThen } from '../testing/given-when-then.spec-helper.js';
import type { BusinessEvent } from './business-events.js';
import { evolveAll, type BusinessState } from './business-state.js';
import { decideUpdateBusinessProfile } from './update-business-profile.js';

const given = givenWhenThen<BusinessState, BusinessEvent>(evolveAll);

const created: BusinessEvent = { type: 'BusinessCreated', data: { businessId: 'biz-1', name: 'Ada Stores', currency: 'NGN', typeOfBusiness: 'Retail' } };
const located: BusinessEvent = { type: 'BusinessProfileUpdated', data: { changes: { address: '12 Broad Street', city: 'Lagos', country: 'Nigeria' } } };
const update = (changes: unknown) => (state: BusinessState) => decideUpdateBusinessProfile({ changes }, state);

describe('update business profile', () => {
  it('given a business, when some fields are given, then only those change', () => {
    given([created])
      .when(update({ address: ' 12 Broad Street ', phone: '+234 803 123 4567', email: 'Hello@AdaStores.ng' }))
      .then([{ type: 'BusinessProfileUpdated', data: { changes: { address: '12 Broad Street', phone: '+234 803 123 4567', email: 'hello@adastores.ng' } } }]);
  });

  it('renames the business through businessName and changes the type of business', () => {
    given([created])
      .when(update({ typeOfBusiness: 'Wholesale', businessName: 'Ada Stores Ltd' }))
      .then([{ type: 'BusinessProfileUpdated', data: { changes: { businessName: 'Ada Stores Ltd', typeOfBusiness: 'Wholesale' } } }]);
  });

  it('clears a field given as null or blank', () => {
    given([created, located])
      .when(update({ city: null, country: '  ' }))
      .then([{ type: 'BusinessProfileUpdated', data: { changes: { city: null, country: null } } }]);
  });

  it('leaves out fields given with the value they have, and gives no event when nothing changes', () => {
    given([created, located])
      .when(update({ address: '12 Broad Street', city: 'Abuja' }))
      .then([{ type: 'BusinessProfileUpdated', data: { changes: { city: 'Abuja' } } }]);
    given([created, located])
      .when(update({ businessName: 'Ada Stores', typeOfBusiness: 'Retail', address: '12 Broad Street', website: null }))
      .then([]);
  });

  it('accepts web addresses with or without a scheme and an http(s) image', () => {
    given([created])
      .when(update({ website: 'www.adastores.ng', companyImage: 'https://cdn.example.com/logos/ada.png' }))
      .then([{ type: 'BusinessProfileUpdated', data: { changes: { companyImage: 'https://cdn.example.com/logos/ada.png', website: 'www.adastores.ng' } } }]);
  });

  it('refuses an empty change set', () => {
    given([created]).when(update({})).thenRefuses('changes', 'REQUIRED', 'Give at least one profile field to change');
    given([created])
      .when(update({ city: undefined }))
      .thenRefuses('changes', 'REQUIRED');
    given([created]).when(update(undefined)).thenRefuses('changes', 'REQUIRED');
  });

  it('refuses unknown keys, naming them, and changes that are not an object', () => {
    given([created])
      .when(update({ city: 'Lagos', firstName: 'Ada' }))
      .thenRefuses('firstName', 'INVALID_VALUE', 'firstName is not a business profile field');
    given([created])
      .when(update(JSON.parse('{"__proto__": {"x": 1}}')))
      .thenRefuses('__proto__', 'INVALID_VALUE');
    given([created])
      .when(update({ currency: 'USD' }))
      .thenRefuses('currency', 'INVALID_VALUE');
    given([created])
      .when(update(['city']))
      .thenRefuses('changes', 'INVALID_VALUE');
    given([created]).when(update('Lagos')).thenRefuses('changes', 'INVALID_VALUE');
  });

  it('refuses bad values, naming the field', () => {
    given([created])
      .when(update({ businessName: ' ' }))
      .thenRefuses('businessName', 'REQUIRED');
    given([created])
      .when(update({ businessName: null }))
      .thenRefuses('businessName', 'REQUIRED');
    given([created])
      .when(update({ email: 'not-an-email' }))
      .thenRefuses('email', 'INVALID_VALUE');
    given([created])
      .when(update({ phone: '12345' }))
      .thenRefuses('phone', 'INVALID_VALUE', /at least 6 digits/);
    given([created])
      .when(update({ phone: 'call me' }))
      .thenRefuses('phone', 'INVALID_VALUE');
    given([created])
      .when(update({ companyImage: 'javascript:alert(1)' }))
      .thenRefuses('companyImage', 'INVALID_VALUE');
    given([created])
      .when(update({ website: 'not a site' }))
      .thenRefuses('website', 'INVALID_VALUE');
    given([created])
      .when(update({ address: 'x'.repeat(501) }))
      .thenRefuses('address', 'INVALID_VALUE');
    given([created])
      .when(update({ city: 42 }))
      .thenRefuses('city', 'INVALID_VALUE');
  });

  it('given no business, then it is refused', () => {
    given([])
      .when(update({ city: 'Lagos' }))
      .thenRefuses('businessId', 'BUSINESS_NOT_FOUND');
  });

  it('evolves: renames, sets and clears fields', () => {
    const state = evolveAll([
      created,
      located,
      { type: 'BusinessProfileUpdated', data: { changes: { businessName: 'Ada Stores Ltd', city: null, typeOfBusiness: null, phone: '08031234567' } } },
    ]);
    expect(state).toMatchObject({ name: 'Ada Stores Ltd' });
    expect(state.exists && state.profile).toEqual({ address: '12 Broad Street', country: 'Nigeria', phone: '08031234567' });
  });
});
