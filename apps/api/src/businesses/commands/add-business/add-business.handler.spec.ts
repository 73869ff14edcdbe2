import { addedBusinessId } from './add-business.handler.js';

describe('the id of an added business', () => {
  const parent = '3f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c';
  const user = '0b9f6c3d-2a1e-4f5d-8c7b-6a5e4d3c2b1a';

  it('is the same for a retry with the same key, so the retry lands on the same stream', () => {
    expect(addedBusinessId(parent, user, 'key-00000001')).toBe(addedBusinessId(parent, user, 'key-00000001'));
  });

  it('differs by key, user and parent', () => {
    const ids = new Set([
      addedBusinessId(parent, user, 'key-00000001'),
      addedBusinessId(parent, user, 'key-00000002'),
      addedBusinessId(parent, '9b9f6c3d-2a1e-4f5d-8c7b-6a5e4d3c2b1a', 'key-00000001'),
      addedBusinessId('9f1c2a9e-5b7d-4c1e-9a2b-6d8e0f1a2b3c', user, 'key-00000001'),
    ]);
    expect(ids.size).toBe(4);
  });

  it('is a well-formed UUID (version 8 with a key, random without)', () => {
    expect(addedBusinessId(parent, user, 'key-00000001')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(addedBusinessId(parent, user)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(addedBusinessId(parent, user)).not.toBe(addedBusinessId(parent, user));
  });
});
