export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};

export const CREATED = { status: 201, description: '{ success, message, data: { id, reference, position } }' };

export const BAD_INPUT = { status: 400, description: '{ success: false, message, code, errors: [{ field, message }] }' };

export const BANK = '0b6c2b8e-4f7e-4a55-9d7e-3c2f9a1d5e20';

export const SUPPLIER = '5f0c6a52-8f0e-4c1a-9b43-2a6d0f3f9c11';
