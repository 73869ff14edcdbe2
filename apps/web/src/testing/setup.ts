// Setup for the web component tests (Jest project "web", jsdom).

import { afterEach } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { cleanup } from '@testing-library/react';
import { apiClient } from '../lib/api-client.js';

// jsdom lacks TextEncoder/TextDecoder, which react-router uses; browsers and Node have them.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// jsdom has no fetch; tests install a stub (testing/fetch-stub.ts). Put back whatever was there.
const originalFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  // The client remembers the last written position for the whole tab; each test starts fresh.
  apiClient.reset();
  globalThis.fetch = originalFetch;
});
