export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};

export const CREATED = { status: 201, description: '{ success, message, data: { id, reference, position, total } }' };

export const BAD_INPUT = {
  status: 400,
  description: '{ success: false, message, code, errors: [{ field, message }] }: the field named (items[0].quantity, discount, entity, …)',
};

export const ITEM = '0b9f4f7e-3c1d-4a53-9a43-1f1f0c3e2a10';

export const CUSTOMER = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
