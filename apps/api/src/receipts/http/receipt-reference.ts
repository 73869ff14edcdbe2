import { AppError } from '../../common/errors/app-error.js';

export const referenceOf = (value: unknown): string => {
  const reference = typeof value === 'string' ? value.trim() : '';
  if (reference === '' || reference.length > 100) throw AppError.validation([{ field: 'reference', message: 'reference is required' }]);
  return reference;
};
