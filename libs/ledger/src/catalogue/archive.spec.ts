import { describe, expect, it } from '@jest/globals';
import { refusal } from '../testing/given-when-then.spec-helper.js';
import { decideArchiveContact, decideArchiveProduct, decideRestoreContact, decideRestoreProduct } from './archive.js';

describe('archiving and restoring products', () => {
  it('given a product in the lists, when archived, then ProductArchived', () => {
    expect(decideArchiveProduct('p-1', { archived: false })).toEqual([{ type: 'ProductArchived', data: { productId: 'p-1' } }]);
  });

  it('given an archived product, when restored, then ProductRestored', () => {
    expect(decideRestoreProduct('p-1', { archived: true })).toEqual([{ type: 'ProductRestored', data: { productId: 'p-1' } }]);
  });

  it('refuses to archive twice or restore what is not archived, and an unknown product', () => {
    expect(refusal(() => decideArchiveProduct('p-1', { archived: true }))).toMatchObject({ code: 'PRODUCT_ALREADY_ARCHIVED' });
    expect(refusal(() => decideRestoreProduct('p-1', { archived: false }))).toMatchObject({ code: 'PRODUCT_NOT_ARCHIVED' });
    expect(refusal(() => decideArchiveProduct('p-9', undefined))).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });
});

describe('archiving and restoring contacts', () => {
  it('given a contact, when archived and then restored, then ContactArchived and ContactRestored', () => {
    expect(decideArchiveContact('c-1', { archived: false })).toEqual([{ type: 'ContactArchived', data: { contactId: 'c-1' } }]);
    expect(decideRestoreContact('c-1', { archived: true })).toEqual([{ type: 'ContactRestored', data: { contactId: 'c-1' } }]);
  });

  it('refuses to archive twice or restore what is not archived, and an unknown contact', () => {
    expect(refusal(() => decideArchiveContact('c-1', { archived: true }))).toMatchObject({ code: 'CONTACT_ALREADY_ARCHIVED' });
    expect(refusal(() => decideRestoreContact('c-1', { archived: false }))).toMatchObject({ code: 'CONTACT_NOT_ARCHIVED' });
    expect(refusal(() => decideRestoreContact('c-9', undefined))).toMatchObject({ code: 'CONTACT_NOT_FOUND' });
  });
});
