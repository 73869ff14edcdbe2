// Setup for the web component tests (Jest project "web", jsdom).

import { afterEach, jest } from '@jest/globals';
import { TextDecoder, TextEncoder } from 'node:util';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { apiClient } from '../lib/api-client.js';
import { rememberSignedIn } from '../lib/signed-in.js';

// Pages load lazily (lib/routing.ts): the first import of a page module under Jest compiles it, which on a
// busy machine takes longer than the default 1 s that findBy* waits.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

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

// Mantine reads matchMedia (colour scheme, breakpoints) and ResizeObserver (menus, charts, scroll areas);
// jsdom has neither. Stand-ins that report a desktop screen and never resize.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
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
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
} as unknown as typeof ResizeObserver;
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  // Mantine's autosize Textarea re-measures when web fonts load.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', { value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() } });
  }
  // Mantine's ScrollArea and Menu ask for element sizes and scrolling.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
}

// jsdom has no fetch; tests install a stub (testing/fetch-stub.ts). Put back whatever was there.
const originalFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  // The alerts' store is Mantine's module-level one and outlives a render: one test's notice is
  // not the next one's alert. Cleared once nothing shows it any more (no act needed).
  notifications.clean();
  // The client remembers the last written position for the whole tab; each test starts fresh.
  apiClient.reset();
  // The browser's signed-in flag (lib/signed-in.ts) is one test's, not the next one's.
  rememberSignedIn(false);
  globalThis.fetch = originalFetch;
});
