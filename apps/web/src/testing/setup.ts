// Setup for the web component tests (Jest project "web", jsdom).

import { afterEach } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { cleanup } from '@testing-library/react';
import { apiClient } from '../lib/api-client.js';

// jsdom lacks TextEncoder/TextDecoder, which react-router uses; browsers and Node have them.
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// jsdom has no Request either; react-router's data router builds one per navigation to hand to loaders
// (this app has none). A stand-in with what the router reads of it: url, method, signal.
if (typeof globalThis.Request === 'undefined') {
  globalThis.Request = class {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  } as unknown as typeof Request;
}

// jsdom has no matchMedia or ResizeObserver, which Mantine reads; stand-ins that match nothing.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

// jsdom has no fetch; tests install a stub (testing/fetch-stub.ts). Put back whatever was there.
const originalFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  // The client remembers the last written position for the whole tab; each test starts fresh.
  apiClient.reset();
  globalThis.fetch = originalFetch;
});

// Mantine reads the colour scheme through matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
