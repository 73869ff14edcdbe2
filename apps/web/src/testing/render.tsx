// Render a route of the real app (layout, providers, router) in memory, with a fresh cache.

import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.js';
import { followPageReads, routes } from '../app/router.js';
import { createQueryClient } from '../lib/query-client.js';

/** The app's own client (tag invalidation, alerts), without retries: a failing stub shows its error at once. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { retry: false, gcTime: Infinity, staleTime: 30_000 },
    mutations: { retry: false },
  });
  return queryClient;
}

/** Render one component inside the app's providers (Mantine, dates, alerts, dialogs, React Query). */
export function renderWithProviders(ui: ReactElement, { queryClient = createTestQueryClient() }: { queryClient?: QueryClient } = {}) {
  return {
    ...render(
      <AppProvider queryClient={queryClient} env="test">
        {ui}
      </AppProvider>,
    ),
    queryClient,
  };
}

export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // As the app does: each page's reads start as the router opens it (app/router.tsx).
  followPageReads(router, queryClient);
  const view = render(
    <AppProvider queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, queryClient, router };
}
