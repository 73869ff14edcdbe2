import { randomUUID } from 'node:crypto';
import { BUSINESS_LIMIT_MESSAGE, MULTI_BUSINESS_PAID_ONLY_MESSAGE, planById, parsePlan } from '@ledgerline/ledger';
import { countEvents, createTestApi, type TestApi } from './support/test-api.js';
import { addMember, as, createOwner, type SignedInOwner } from './support/accounts.js';

const today = '2026-11-20';
const gtbank = { bankName: 'GTBank', accountName: 'Test Stores Ltd', accountNumber: '0123456789' };
const access = { bankName: 'Access Bank', accountName: 'Test Stores Ltd', accountNumber: '9876543210' };

describe('businesses and settings (through HTTP, on PostgreSQL)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (user: { cookie: string }, url: string) => api.request({ method: 'GET', url, headers: as(user) });
  const patch = (user: { cookie: string }, url: string, body: unknown) => api.request({ method: 'PATCH', url, body, headers: as(user) });
  const post = (user: { cookie: string }, url: string, body: unknown, headers: Record<string, string> = {}) =>
    api.request({ method: 'POST', url, body, headers: as(user, headers) });
  const me = async (user: { cookie: string }) => {
    const response = await get(user, '/api/v1/auth');
    expect(response.status).toBe(200);
    return response.body.data;
  };

  describe('profile and organisation', () => {
    let owner: SignedInOwner;
    beforeAll(async () => {
      owner = await createOwner(api, { firstName: 'Ada', lastName: 'Obi' });
    });

    it('round-trips the profile, and GET /api/v1/auth shows it with the first bank account', async () => {
      const before = await get(owner, '/api/v1/accounts/profile');
      expect(before.status).toBe(200);
      expect(before.body.data).toMatchObject({
        businessId: owner.businessId,
        businessName: 'Test Stores',
        typeOfBusiness: null,
        address: null,
        bankAccountNumber: null,
        user: { firstName: 'Ada', lastName: 'Obi', email: owner.email },
      });

      const changed = await patch(owner, '/api/v1/accounts/profile', {
        typeOfBusiness: 'Retail',
        address: '12 Broad Street',
        phone: '+234 803 123 4567',
        city: 'Lagos',
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toEqual({
        success: true,
        message: 'Profile updated successfully',
        data: { changed: true, position: expect.stringMatching(/^\d+$/) },
      });
      expect((await patch(owner, '/api/v1/accounts/bank-accounts', { bankAccounts: [gtbank] })).status).toBe(200);

      const after = await get(owner, '/api/v1/accounts/profile');
      expect(after.body.data).toMatchObject({
        typeOfBusiness: 'Retail',
        address: '12 Broad Street',
        phone: '+234 803 123 4567',
        city: 'Lagos',
        country: null,
        bankAccountName: 'Test Stores Ltd',
        bankAccountNumber: '0123456789',
        bankName: 'GTBank',
      });
      expect(await me(owner)).toMatchObject({
        org: 'Test Stores',
        typeOfBusiness: 'Retail',
        address: '12 Broad Street',
        phone: '+234 803 123 4567',
        bankAccountName: 'Test Stores Ltd',
        bankAccountNumber: '0123456789',
        bankName: 'GTBank',
      });
    });

    it('appends nothing when the form is sent again unchanged, and clears a field given as null', async () => {
      const events = await countEvents(api);
      const same = await patch(owner, '/api/v1/accounts/profile', { typeOfBusiness: 'Retail', city: 'Lagos' });
      expect(same.status).toBe(200);
      expect(same.body.data.changed).toBe(false);
      expect(await countEvents(api)).toBe(events);

      expect((await patch(owner, '/api/v1/accounts/profile', { city: null })).body.data.changed).toBe(true);
      expect((await get(owner, '/api/v1/accounts/profile')).body.data.city).toBeNull();
    });

    it('renames the business and sets its e-mail through the organisation', async () => {
      const response = await patch(owner, '/api/v1/accounts/organization', { businessName: 'Ada Stores Ltd', email: 'Hello@AdaStores.ng' });
      expect(response.status).toBe(200);
      expect(response.body.message).toBe('Organization updated successfully');
      const organization = await get(owner, '/api/v1/accounts/organization');
      expect(organization.body.data).toMatchObject({ businessName: 'Ada Stores Ltd', email: 'hello@adastores.ng', typeOfBusiness: 'Retail' });
      expect((await me(owner)).org).toBe('Ada Stores Ltd');
      const [listed] = (await get(owner, '/api/v1/accounts/businesses')).body.data;
      expect(listed).toMatchObject({ _id: owner.businessId, name: 'Ada Stores Ltd', orgEmail: 'hello@adastores.ng', current: true });
    });

    it.each([
      ['/api/v1/accounts/profile', { role: 'admin' }],
      ['/api/v1/accounts/profile', { businessId: randomUUID() }],
      ['/api/v1/accounts/profile', { rolePermissions: [1, 2, 3] }],
      ['/api/v1/accounts/profile', { firstName: 'Eve' }],
      ['/api/v1/accounts/profile', { email: 'eve@example.com' }],
      ['/api/v1/accounts/organization', { role: 'owner' }],
      ['/api/v1/accounts/organization', { businessId: randomUUID() }],
      ['/api/v1/accounts/organization', { rolePermissions: [150] }],
    ])('refuses PATCH %s with %j beside a real change (400), and saves nothing', async (url, extra) => {
      const events = await countEvents(api);
      const response = await patch(owner, url, { address: '1 Marina Road', ...extra });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(response.body.errors).toEqual([{ field: Object.keys(extra)[0], message: expect.stringContaining('not a field') }]);
      expect(await countEvents(api)).toBe(events);
      expect((await get(owner, '/api/v1/accounts/profile')).body.data.address).toBe('12 Broad Street');
    });

    it('refuses bad values naming the field, and an empty change', async () => {
      const phone = await patch(owner, '/api/v1/accounts/profile', { phone: '123' });
      expect(phone.status).toBe(400);
      expect(phone.body.errors).toEqual([{ field: 'phone', message: expect.stringContaining('at least 6 digits') }]);
      expect((await patch(owner, '/api/v1/accounts/profile', { typeOfBusiness: 42 })).status).toBe(400);
      expect((await patch(owner, '/api/v1/accounts/profile', {})).body).toMatchObject({ code: 'REQUIRED' });
    });

    it('lets a member read the profile but not change it', async () => {
      const member = await addMember(api, owner, { access: [] });
      expect((await get(member, '/api/v1/accounts/profile')).status).toBe(200);
      expect((await patch(member, '/api/v1/accounts/profile', { city: 'Abuja' })).status).toBe(403);
    });
  });

  describe('bank accounts', () => {
    let owner: SignedInOwner;
    let other: SignedInOwner;
    beforeAll(async () => {
      owner = await createOwner(api);
      other = await createOwner(api, { bankAccounts: [gtbank] });
    });
    const list = async (user: { cookie: string }) =>
      (await get(user, '/api/v1/accounts/bank-accounts')).body.data as {
        bankAccountId: string;
        bankName: string;
        accountName: string;
        accountNumber: string;
      }[];

    it('adds, updates and removes accounts through the whole list', async () => {
      expect(await list(owner)).toEqual([]);
      const added = await patch(owner, '/api/v1/accounts/bank-accounts', { bankAccounts: [gtbank, access] });
      expect(added.status).toBe(200);
      expect(added.body.data.addedBankAccountIds).toHaveLength(2);
      const accounts = await list(owner);
      expect(accounts.map((a) => a.bankName)).toEqual(['Access Bank', 'GTBank']);
      const gt = accounts.find((a) => a.bankName === 'GTBank')!;
      const acc = accounts.find((a) => a.bankName === 'Access Bank')!;

      const updated = await patch(owner, '/api/v1/accounts/bank-accounts', {
        bankAccounts: [
          { bankAccountId: gt.bankAccountId, bankName: 'GTBank', accountName: 'Test Stores Limited', accountNumber: '0123456789' },
          { bankAccountId: acc.bankAccountId, ...access },
        ],
      });
      expect(updated.body.data).toMatchObject({ changed: true, addedBankAccountIds: [] });
      expect((await list(owner)).find((a) => a.bankAccountId === gt.bankAccountId)!.accountName).toBe('Test Stores Limited');

      // Left out: removed. A blank account number drops the entry (spec 002 §5).
      const removed = await patch(owner, '/api/v1/accounts/bank-accounts', {
        bankAccounts: [
          { bankAccountId: gt.bankAccountId, bankName: 'GTBank', accountName: 'Test Stores Limited', accountNumber: '0123456789' },
          { bankAccountId: acc.bankAccountId, ...access, accountNumber: '' },
        ],
      });
      expect(removed.status).toBe(200);
      expect((await list(owner)).map((a) => a.bankAccountId)).toEqual([gt.bankAccountId]);
    });

    it('answers 404 for an id that is not one of this business’s accounts, and saves nothing', async () => {
      const foreign = (await list(other))[0];
      const events = await countEvents(api);
      for (const bankAccountId of [foreign.bankAccountId, randomUUID()]) {
        const response = await patch(owner, '/api/v1/accounts/bank-accounts', { bankAccounts: [{ ...gtbank, bankAccountId }] });
        expect(response.status).toBe(404);
        expect(response.body.code).toBe('BANK_ACCOUNT_NOT_FOUND');
      }
      expect(await countEvents(api)).toBe(events);
      expect(await list(other)).toEqual([foreign]);
    });

    it('refuses removing an account that still holds money, and unknown fields', async () => {
      const [account] = await list(other);
      const paid = await post(other, '/api/v1/transactions/money-in', { date: today, amount: '25.00', subtype: 'capital', account: account.bankAccountId });
      expect(paid.status).toBe(201);
      const removal = await patch(other, '/api/v1/accounts/bank-accounts', { bankAccounts: [] });
      expect(removal.status).toBe(400);
      expect(removal.body.code).toBe('BANK_ACCOUNT_IN_USE');
      const unknown = await patch(other, '/api/v1/accounts/bank-accounts', { bankAccounts: [{ ...gtbank, businessId: owner.businessId }] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toEqual([{ field: 'bankAccounts.0.businessId', message: expect.stringContaining('not a field') }]);
    });
  });

  describe('account settings', () => {
    let owner: SignedInOwner;
    beforeAll(async () => {
      owner = await createOwner(api);
    });
    const settings = async () => (await get(owner, '/api/v1/accounts/settings')).body.data;

    it('starts from the defaults', async () => {
      expect(await settings()).toEqual({ currency: 'NGN', stockLevel: 0, tax: '0', wipStatus: false, allowZeroStockLevel: false, footnote: '', invoice: {} });
    });

    it('changes each setting through its own route', async () => {
      const changes: [string, unknown][] = [
        ['stock-level', { stockLevel: 5 }],
        ['tax', { tax: '7.5' }],
        ['wip', { wipStatus: true }],
        ['inventory-zero-stock-level', { allowZeroStockLevel: true }],
        ['footnote', { footnote: ' Thank you for your patronage ' }],
        ['invoice', { template: 'letterhead', colour: '#1A73E8' }],
        ['currency', { currency: 'USD' }],
      ];
      for (const [route, body] of changes) {
        const response = await post(owner, `/api/v1/accounts/settings/${route}`, body);
        expect([route, response.status, response.body.data?.changed]).toEqual([route, 200, true]);
      }
      expect(await settings()).toEqual({
        currency: 'USD',
        stockLevel: 5,
        tax: '7.5',
        wipStatus: true,
        allowZeroStockLevel: true,
        footnote: 'Thank you for your patronage',
        invoice: { template: 'letterhead', colour: '#1a73e8' },
      });
      // Invoice keys merge; null resets one.
      await post(owner, '/api/v1/accounts/settings/invoice', { showLogo: false, colour: null });
      expect((await settings()).invoice).toEqual({ template: 'letterhead', showLogo: false });
    });

    it('refuses bad values and unknown fields', async () => {
      const events = await countEvents(api);
      const refused: [string, unknown, string][] = [
        ['stock-level', { stockLevel: -1 }, 'stockLevel'],
        ['tax', { tax: '101' }, 'tax'],
        ['wip', { wipStatus: 'yes' }, 'wipStatus'],
        ['invoice', { template: 'fancy' }, 'template'],
        ['currency', { currency: 'XYZ' }, 'currency'],
        ['tax', { tax: '5', businessId: randomUUID() }, 'businessId'],
      ];
      for (const [route, body, field] of refused) {
        const response = await post(owner, `/api/v1/accounts/settings/${route}`, body);
        expect([route, response.status, response.body.errors?.[0]?.field]).toEqual([route, 400, field]);
      }
      expect(await countEvents(api)).toBe(events);
    });

    it('locks the currency once the business has recorded money in', async () => {
      const paid = await post(owner, '/api/v1/transactions/money-in', { date: today, amount: '10.00', subtype: 'capital', account: 'Cash' });
      expect(paid.status).toBe(201);
      const response = await post(owner, '/api/v1/accounts/settings/currency', { currency: 'NGN' });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('CURRENCY_LOCKED');
      expect((await settings()).currency).toBe('USD');
      // Other settings still change.
      expect((await post(owner, '/api/v1/accounts/settings/stock-level', { stockLevel: 6 })).status).toBe(200);
    });
  });

  describe('adding and switching businesses', () => {
    it('refuses a business on the Micro plan with the spec’s message', async () => {
      const owner = await createOwner(api);
      const events = await countEvents(api);
      const response = await post(owner, '/api/v1/accounts/businesses', { name: 'Second Shop' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        success: false,
        code: 'MULTI_BUSINESS_NOT_ALLOWED',
        message: MULTI_BUSINESS_PAID_ONLY_MESSAGE,
        errors: [{ field: 'plan', message: MULTI_BUSINESS_PAID_ONLY_MESSAGE }],
      });
      expect(MULTI_BUSINESS_PAID_ONLY_MESSAGE).toBe('Multi-Business feature is only available for Paid plans');
      expect(await countEvents(api)).toBe(events);
    });

    describe('on a paid plan', () => {
      let owner: SignedInOwner;
      const allowance = planById(parsePlan('professional')).businessAllowance;
      const added: string[] = [];
      beforeAll(async () => {
        owner = await createOwner(api, { plan: 'professional' });
      });

      it('adds businesses up to the allowance, then refuses with the spec’s message', async () => {
        expect(allowance).toBeGreaterThan(1);
        for (let n = 1; n < allowance; n++) {
          const response = await post(owner, '/api/v1/accounts/businesses', { name: `Branch ${n}`, typeOfBusiness: 'Retail' });
          expect(response.status).toBe(201);
          expect(response.body).toEqual({
            success: true,
            message: 'Business added successfully',
            data: { businessId: expect.any(String), position: expect.stringMatching(/^\d+$/) },
          });
          added.push(response.body.data.businessId);
        }
        const events = await countEvents(api);
        const refused = await post(owner, '/api/v1/accounts/businesses', { name: 'One too many' });
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'BUSINESS_LIMIT_REACHED', message: BUSINESS_LIMIT_MESSAGE });
        expect(BUSINESS_LIMIT_MESSAGE).toBe('You have exhausted your business limit, please upgrade.');
        expect(await countEvents(api)).toBe(events);
      });

      it('lists them as sub-businesses of the current one, without switching to them', async () => {
        const list = await get(owner, '/api/v1/accounts/businesses');
        expect(list.status).toBe(200);
        expect(list.body.data).toEqual([
          expect.objectContaining({ _id: owner.businessId, org: owner.businessId, name: 'Test Stores', role: 'owner', isSubBusiness: false, current: true }),
          ...added.map((id, index) =>
            expect.objectContaining({
              _id: id,
              name: `Branch ${index + 1}`,
              role: 'owner',
              isSubBusiness: true,
              parentBusinessId: owner.businessId,
              current: false,
            }),
          ),
        ]);
      });

      it('switches to an added business: GET /api/v1/auth shows its org and isSubBusiness; it cannot add businesses', async () => {
        const switched = await post(owner, `/api/v1/accounts/businesses/${added[0]}/switch`, {});
        expect(switched.status).toBe(200);
        expect(switched.body).toEqual({ success: true, message: 'Business switched successfully', data: { businessId: added[0] } });
        expect(await me(owner)).toMatchObject({
          org: 'Branch 1',
          orgId: added[0],
          isSubBusiness: true,
          role: 'owner',
          typeOfBusiness: 'Retail',
          businessPlan: 'Professional Plan',
        });
        expect((await get(owner, `/api/v1/accounts/${added[0]}/business`)).body.data).toMatchObject({
          _id: added[0],
          name: 'Branch 1',
          isSubBusiness: true,
          parentBusinessId: owner.businessId,
        });
        expect((await get(owner, `/api/v1/accounts/${owner.businessId}/business`)).status).toBe(404);
        expect((await get(owner, '/api/v1/accounts/businesses')).body.data.find((b: { current: boolean }) => b.current)._id).toBe(added[0]);

        const fromSub = await post(owner, '/api/v1/accounts/businesses', { name: 'Grandchild' });
        expect(fromSub.status).toBe(403);
        expect(fromSub.body.code).toBe('SUB_BUSINESS_CANNOT_ADD_BUSINESS');

        // The next sign-in lands in the business switched to.
        const again = await api.request({
          method: 'POST',
          url: '/api/v1/auth/sign-in',
          body: { email: owner.email, password: 'correct horse battery staple' },
        });
        expect(again.body.data.orgId).toBe(added[0]);

        expect((await post(owner, `/api/v1/accounts/businesses/${owner.businessId}/switch`, {})).status).toBe(200);
        expect((await me(owner)).orgId).toBe(owner.businessId);
      });

      it('answers 404 for a business the user is not a member of, or no business at all', async () => {
        const stranger = await createOwner(api);
        for (const id of [stranger.businessId, randomUUID(), 'not-a-uuid']) {
          const response = await post(owner, `/api/v1/accounts/businesses/${id}/switch`, {});
          expect([id, response.status]).toEqual([id, 404]);
          expect(response.body.message).toBe('There is no such business');
        }
        expect((await me(owner)).orgId).toBe(owner.businessId);
      });
    });

    it('answers a retry with the same Idempotency-Key with the same business, and adds no second one', async () => {
      const owner = await createOwner(api, { plan: 'professional' });
      const key = `add-business-${randomUUID()}`;
      const first = await post(owner, '/api/v1/accounts/businesses', { name: 'Retry Shop' }, { 'idempotency-key': key });
      expect(first.status).toBe(201);
      const events = await countEvents(api);
      const retry = await post(owner, '/api/v1/accounts/businesses', { name: 'Retry Shop' }, { 'idempotency-key': key });
      expect(retry.status).toBe(201);
      expect(retry.body.data).toEqual(first.body.data);
      expect(await countEvents(api)).toBe(events);
      const other = await post(owner, '/api/v1/accounts/businesses', { name: 'Another Shop' }, { 'idempotency-key': key });
      expect(other.status).toBe(409);
      expect((await get(owner, '/api/v1/accounts/businesses')).body.data).toHaveLength(2);
    });

    it('counts a business an admin added against the plan; `all` shows it to the owner, who cannot switch to it', async () => {
      const owner = await createOwner(api, { plan: 'professional' });
      const admin = await addMember(api, owner, { admin: true });
      const byAdmin = await post(admin, '/api/v1/accounts/businesses', { name: 'Admin Branch' });
      expect(byAdmin.status).toBe(201);
      const id = byAdmin.body.data.businessId;

      expect((await get(owner, '/api/v1/accounts/businesses')).body.data.map((b: { _id: string }) => b._id)).toEqual([owner.businessId]);
      for (const url of ['/api/v1/accounts/businesses?all=true', '/api/v1/accounts/businesses/all']) {
        const all = await get(owner, url);
        expect(all.status).toBe(200);
        expect(all.body.data.map((b: { _id: string; role: string | null }) => [b._id, b.role])).toEqual([
          [owner.businessId, 'owner'],
          [id, null],
        ]);
      }
      expect((await post(owner, `/api/v1/accounts/businesses/${id}/switch`, {})).status).toBe(404);
      // The admin's list: the owner's business (admin) and their own (owner).
      expect((await get(admin, '/api/v1/accounts/businesses')).body.data.map((b: { _id: string; role: string }) => [b._id, b.role])).toEqual([
        [owner.businessId, 'admin'],
        [id, 'owner'],
      ]);

      // Professional allows 3 in all: the business, the admin's, and one more.
      expect((await post(owner, '/api/v1/accounts/businesses', { name: 'Third' })).status).toBe(201);
      expect((await post(owner, '/api/v1/accounts/businesses', { name: 'Fourth' })).body.code).toBe('BUSINESS_LIMIT_REACHED');
    });

    it('refuses a member without the owner’s or an admin’s role, and a bad body', async () => {
      const owner = await createOwner(api, { plan: 'professional' });
      const member = await addMember(api, owner, { access: [150] });
      expect((await post(member, '/api/v1/accounts/businesses', { name: 'Sneaky' })).status).toBe(403);
      const bad = await post(owner, '/api/v1/accounts/businesses', { name: 'Shop', parentBusinessId: randomUUID() });
      expect(bad.status).toBe(400);
      expect((await post(owner, '/api/v1/accounts/businesses', {})).status).toBe(400);
    });
  });

  describe('get started', () => {
    it('counts the checklist’s steps, 20 percent each', async () => {
      const owner = await createOwner(api);
      const started = async () => {
        const response = await get(owner, '/api/v1/get-started');
        expect(response.status).toBe(200);
        return response.body.data;
      };
      expect(await started()).toEqual({
        productsCount: 0,
        membersCount: 0,
        bankAccounts: 0,
        profileCount: 0,
        readUserGuideCount: 0,
        salesCount: 0,
        steps: { products: false, teamMembers: false, profile: false, sales: false, bankAccount: false },
        progress: 0,
      });

      await patch(owner, '/api/v1/accounts/profile', { typeOfBusiness: 'Retail', address: '12 Broad Street' });
      expect((await started()).profileCount).toBe(0); // no phone yet
      await patch(owner, '/api/v1/accounts/profile', { phone: '08031234567' });
      await patch(owner, '/api/v1/accounts/bank-accounts', { bankAccounts: [gtbank] });
      const member = await addMember(api, owner, { access: [51] });
      // Money in is not a sale.
      await post(owner, '/api/v1/transactions/money-in', { date: today, amount: '10.00', subtype: 'capital', account: 'Cash' });
      // A service is a step done as much as a product ('Add your products or services').
      expect(
        (await post(owner, '/api/v1/inventories', { type: 'SERVICE', name: 'Delivery within Lagos', sellingPrice: '1500', measurement: 'Hour' })).status,
      ).toBe(201);

      expect(await started()).toEqual({
        productsCount: 1,
        membersCount: 1,
        bankAccounts: 1,
        profileCount: 1,
        readUserGuideCount: 0,
        salesCount: 0,
        steps: { products: true, teamMembers: true, profile: true, sales: false, bankAccount: true },
        progress: 80,
      });
      // Owner and admin only (spec 000 §6).
      expect((await get(member, '/api/v1/get-started')).status).toBe(403);
    });
  });
});
