export const IDEMPOTENCY_HEADER = {
  name: 'Idempotency-Key',
  required: false,
  description: 'One per submission; a retry with the same key and body answers as the first',
};
