import { describe, expect, it } from '@jest/globals';
import { BUSINESS_CREATED } from './business-events.js';
import { evolveAll } from './business-state.js';
import { decideDeactivateBusiness, decideReactivateBusiness } from './deactivate-business.js';

const created = evolveAll([{ type: BUSINESS_CREATED, data: { businessId: 'b1', name: 'Ada Stores', currency: 'NGN' } }]);
const now = '2026-03-01T10:00:00.000Z';

describe('deactivating a business (provider admin)', () => {
  it('deactivates an active business, then refuses to do it again', () => {
    const events = decideDeactivateBusiness({ now, reason: 'Unpaid invoices' }, created);
    expect(events).toEqual([{ type: 'BusinessDeactivated', data: { at: now, reason: 'Unpaid invoices' } }]);
    const deactivated = evolveAll(events, created);
    expect(() => decideDeactivateBusiness({ now }, deactivated)).toThrow(expect.objectContaining({ code: 'BUSINESS_ALREADY_DEACTIVATED' }));
  });

  it('reactivates only a deactivated business', () => {
    expect(() => decideReactivateBusiness({ now }, created)).toThrow(expect.objectContaining({ code: 'BUSINESS_ALREADY_ACTIVE' }));
    const deactivated = evolveAll(decideDeactivateBusiness({ now }, created), created);
    const events = decideReactivateBusiness({ now }, deactivated);
    expect(events).toEqual([{ type: 'BusinessReactivated', data: { at: now } }]);
    expect(evolveAll(events, deactivated)).toMatchObject({ deactivated: false });
  });

  it('refuses a business that does not exist', () => {
    expect(() => decideDeactivateBusiness({ now }, evolveAll([]))).toThrow(expect.objectContaining({ code: 'BUSINESS_NOT_FOUND' }));
  });
});
