import { createHash } from 'node:crypto';
import { expect } from '@jest/globals';
import type { TestApi } from './test-api.js';

/** The public address of a business's logo (GET /api/v1/logo/{businessId}/{sha256}), as the public answers name it. */
export const publicLogoAddress = (businessId: string, logo: Buffer): string => `/api/v1/logo/${businessId}/${createHash('sha256').update(logo).digest('hex')}`;

/** GETs an address signed out (no cookie): its status, the headers a logo answer sets, and its bytes (or its JSON error). */
export async function getSignedOut(api: TestApi, address: string) {
  const response = await fetch(`${api.baseUrl}${address}`);
  const bytes = Buffer.from(await response.arrayBuffer());
  const headers = {
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    nosniff: response.headers.get('x-content-type-options'),
  };
  const json = headers.contentType?.startsWith('application/json') ? (JSON.parse(bytes.toString()) as unknown) : undefined;
  return { status: response.status, headers, bytes, json };
}

/** Asserts that the public address serves exactly these bytes, typed, public and immutable, to anyone signed out. */
export async function expectPublicLogo(api: TestApi, address: string, logo: Buffer, contentType: string): Promise<void> {
  const served = await getSignedOut(api, address);
  expect({ status: served.status, headers: served.headers }).toEqual({
    status: 200,
    headers: { contentType, cacheControl: 'public, max-age=31536000, immutable', nosniff: 'nosniff' },
  });
  expect(served.bytes.equals(logo)).toBe(true);
}

/** Asserts that the public address answers 404 with the usual error body. */
export async function expectNoPublicLogo(api: TestApi, address: string): Promise<void> {
  const served = await getSignedOut(api, address);
  expect({ status: served.status, json: served.json }).toEqual({
    status: 404,
    json: expect.objectContaining({ success: false, code: 'IMAGE_NOT_FOUND', message: 'This business has no such logo' }),
  });
}
