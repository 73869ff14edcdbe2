import { ReportBusinessNotFoundError } from '@ledgerline/projections';
import { AppError } from '../common/errors/app-error.js';

/** A report of a business the read models do not know (yet): 404, as every other business read. */
export async function reportOrNotFound<T>(report: Promise<T>): Promise<T> {
  try {
    return await report;
  } catch (error) {
    if (error instanceof ReportBusinessNotFoundError) throw new AppError(404, 'BUSINESS_NOT_FOUND', 'There is no such business');
    throw error;
  }
}
