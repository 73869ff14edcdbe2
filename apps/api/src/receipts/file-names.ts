/** A file name that is safe in a Content-Disposition header whatever the reference holds. */
export const receiptFileName = (reference: string, extension: string) => `receipt-${reference.replace(/[^A-Za-z0-9._-]/g, '_')}.${extension}`;
