import { describe, expect, it } from '@jest/globals';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { AppError, type FieldError } from '../errors/app-error.js';
import { IsPositionParam, MAX_POSITION, positionParam, readPositionParam, requirePositionParam } from './position-param.js';
import { createValidationPipe } from './validation.js';

class KnownAtBody {
  @IsOptional()
  @Transform(positionParam)
  @IsPositionParam()
  knownAt?: string;
}

/** A body as the validation pipe reads it with its DTO. */
const read = (value: Record<string, unknown>): Promise<KnownAtBody> => createValidationPipe().transform(value, { type: 'body', metatype: KnownAtBody });

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

const NOT_A_POSITION = `knownAt must be an event position: a whole number from 0 to ${MAX_POSITION}`;
const NOT_TEXT = 'knownAt must be an event position sent as a string of digits, as a command answers it';

/** Every way a client can send a position wrong, and what the 400 says. */
const WRONG: [unknown, string][] = [
  ['abc', NOT_A_POSITION],
  ['-1', NOT_A_POSITION],
  ['+1', NOT_A_POSITION],
  ['1.5', NOT_A_POSITION],
  ['1e3', NOT_A_POSITION],
  ['0x10', NOT_A_POSITION],
  ['12abc', NOT_A_POSITION],
  ['1 2', NOT_A_POSITION],
  [' ', NOT_A_POSITION],
  ['9223372036854775808', NOT_A_POSITION],
  ['99999999999999999999', NOT_A_POSITION],
  ['9'.repeat(5000), NOT_A_POSITION],
  [42, NOT_TEXT],
  [1.5, NOT_TEXT],
  [1e300, NOT_TEXT],
  [true, NOT_TEXT],
  [{ position: '1' }, NOT_TEXT],
  [['1', '2'], 'knownAt must be given once'],
];

describe('position parameters', () => {
  it('reads a string of digits from 0 to the largest bigint, spaces around it dropped', () => {
    expect(readPositionParam('42')).toBe('42');
    expect(readPositionParam(' 42\t')).toBe('42');
    expect(readPositionParam('0')).toBe('0');
    expect(readPositionParam(MAX_POSITION.toString())).toBe('9223372036854775807');
  });

  it('reads absent, null and empty as absent', () => {
    for (const absent of [undefined, null, '']) expect(readPositionParam(absent)).toBeUndefined();
    expect(positionParam({ value: '' })).toBeUndefined();
  });

  it.each(WRONG)('refuses %j with a 400 naming the field: %s', (value, message) => {
    const error = refusal(() => readPositionParam(value));
    expect(error).toBeInstanceOf(AppError);
    expect({ status: error.status, code: error.code, message: error.message, errors: error.errors }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: [{ field: 'knownAt', message }],
    });
  });

  it('names the field it reads: a header, a path', () => {
    expect(refusal(() => readPositionParam('yesterday', 'X-Consistent-After')).errors).toEqual([
      { field: 'X-Consistent-After', message: `X-Consistent-After must be an event position: a whole number from 0 to ${MAX_POSITION}` },
    ]);
    expect(requirePositionParam('42', 'position')).toBe(42n);
    expect(requirePositionParam(MAX_POSITION.toString(), 'position')).toBe(MAX_POSITION);
    expect(refusal(() => requirePositionParam(undefined, 'position')).errors).toEqual([{ field: 'position', message: 'position is required' }]);
    expect(refusal(() => requirePositionParam('-1', 'position')).errors?.[0]?.field).toBe('position');
  });

  it('joins a reader’s other mistakes when given them, and reads as absent', () => {
    const errors: FieldError[] = [{ field: 'startDate', message: 'startDate must be a real date written YYYY-MM-DD' }];
    expect(readPositionParam('soon', 'knownAt', errors)).toBeUndefined();
    expect(errors).toEqual([
      { field: 'startDate', message: 'startDate must be a real date written YYYY-MM-DD' },
      { field: 'knownAt', message: NOT_A_POSITION },
    ]);
  });

  describe('in a DTO (@Transform(positionParam) @IsPositionParam())', () => {
    it('reads what the reader reads', async () => {
      await expect(read({ knownAt: ' 42 ' })).resolves.toMatchObject({ knownAt: '42' });
      await expect(read({ knownAt: MAX_POSITION.toString() })).resolves.toMatchObject({ knownAt: MAX_POSITION.toString() });
      for (const absent of [undefined, null, '']) await expect(read({ knownAt: absent })).resolves.toMatchObject({ knownAt: undefined });
    });

    it.each(WRONG)('refuses %j as the reader does: %s', async (knownAt, message) => {
      await expect(read({ knownAt })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message, errors: [{ field: 'knownAt', message }] });
    });
  });
});
