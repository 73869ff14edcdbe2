/** All ledger-affecting events of one business live in one stream (ARCHITECTURE §3). */
export const BUSINESS_STREAM_PREFIX = 'business-';

export function businessStream(businessId: string): string {
  return `${BUSINESS_STREAM_PREFIX}${businessId}`;
}

export function businessIdOfStream(stream: string): string {
  if (!stream.startsWith(BUSINESS_STREAM_PREFIX)) throw new Error(`Not a business stream: ${stream}`);
  return stream.slice(BUSINESS_STREAM_PREFIX.length);
}
