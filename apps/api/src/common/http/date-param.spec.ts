import { describe, expect, it } from '@jest/globals';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { AppError, type FieldError } from '../errors/app-error.js';
import { dateParam, dateParamProblem, IsDateParam, readDateParam } from './date-param.js';
import { createValidationPipe } from './validation.js';

class DatesQuery {
  @IsOptional()
  @Transform(dateParam)
  @IsDateParam()
  startDate?: string;
}

/** A query as the validation pipe reads it with its DTO. */
const read = (value: Record<string, unknown>): Promise<DatesQuery> => createValidationPipe().transform(value, { type: 'query', metatype: DatesQuery });

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a refusal');
};

const NOT_A_DATE = 'startDate must be a real date written YYYY-MM-DD';
const OUT_OF_RANGE = 'startDate must be between 1900-01-01 and 2199-12-31';

/** Every way a client can send a date wrong, and what the 400 says. */
const WRONG: [unknown, string][] = [
  ['2026-02-30', NOT_A_DATE],
  ['2025-02-29', NOT_A_DATE],
  ['2026-13-01', NOT_A_DATE],
  ['2026-00-10', NOT_A_DATE],
  ['18/11/2026', NOT_A_DATE],
  ['2026-1-5', NOT_A_DATE],
  ['20261101', NOT_A_DATE],
  [' ', NOT_A_DATE],
  ['2026-11-01Tlunchtime', NOT_A_DATE],
  ['2026-02-30T10:00:00Z', NOT_A_DATE],
  ['9'.repeat(5000), NOT_A_DATE],
  [20261101, NOT_A_DATE],
  [true, NOT_A_DATE],
  [{ year: 2026 }, NOT_A_DATE],
  ['0001-01-01', OUT_OF_RANGE],
  ['1899-12-31', OUT_OF_RANGE],
  ['2200-01-01', OUT_OF_RANGE],
  ['9999-12-31', OUT_OF_RANGE],
  [['2026-11-01', '2026-11-02'], 'startDate must be given once'],
];

describe('date parameters', () => {
  it('reads YYYY-MM-DD, spaces around it dropped, and an ISO date-time as its date', () => {
    expect(readDateParam('2026-11-01', 'startDate')).toBe('2026-11-01');
    expect(readDateParam(' 2026-11-01\t', 'startDate')).toBe('2026-11-01');
    expect(readDateParam('2024-02-29', 'startDate')).toBe('2024-02-29');
    for (const dateTime of ['2026-11-01T09:30', '2026-11-01T09:30:15Z', '2026-11-01T09:30:15.123+01:00', '2026-11-01T23:59:59.999999-0500']) {
      expect(readDateParam(dateTime, 'startDate')).toBe('2026-11-01');
    }
  });

  it('takes the first and the last day the books take', () => {
    expect(readDateParam('1900-01-01', 'startDate')).toBe('1900-01-01');
    expect(readDateParam('2199-12-31', 'startDate')).toBe('2199-12-31');
  });

  it('reads absent, null and empty as absent', () => {
    for (const absent of [undefined, null, '']) expect(readDateParam(absent, 'startDate')).toBeUndefined();
    expect(dateParam({ value: '' })).toBeUndefined();
  });

  it.each(WRONG)('refuses %j with a 400 naming the field: %s', (value, message) => {
    const error = refusal(() => readDateParam(value, 'startDate'));
    expect(error).toBeInstanceOf(AppError);
    expect({ status: error.status, code: error.code, message: error.message, errors: error.errors }).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message,
      errors: [{ field: 'startDate', message }],
    });
  });

  it('joins a reader’s other mistakes when given them, and reads as absent', () => {
    const errors: FieldError[] = [{ field: 'page', message: 'page must be a whole number from 1 to 1000000' }];
    expect(readDateParam('2026-02-30', 'endDate', errors)).toBeUndefined();
    expect(readDateParam('2026-03-01', 'startDate', errors)).toBe('2026-03-01');
    expect(errors).toEqual([
      { field: 'page', message: 'page must be a whole number from 1 to 1000000' },
      { field: 'endDate', message: 'endDate must be a real date written YYYY-MM-DD' },
    ]);
  });

  it('says nothing is wrong only with a date', () => {
    expect(dateParamProblem('2026-11-01', 'date')).toBeUndefined();
    expect(dateParamProblem('2026-11-31', 'date')).toBe('date must be a real date written YYYY-MM-DD');
  });

  describe('in a DTO (@Transform(dateParam) @IsDateParam())', () => {
    it('reads what the reader reads', async () => {
      await expect(read({ startDate: ' 2026-11-01 ' })).resolves.toMatchObject({ startDate: '2026-11-01' });
      await expect(read({ startDate: '2026-11-01T10:00:00Z' })).resolves.toMatchObject({ startDate: '2026-11-01' });
      for (const absent of [undefined, null, '']) await expect(read({ startDate: absent })).resolves.toMatchObject({ startDate: undefined });
    });

    it.each(WRONG)('refuses %j as the reader does: %s', async (startDate, message) => {
      await expect(read({ startDate })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message, errors: [{ field: 'startDate', message }] });
    });
  });
});
