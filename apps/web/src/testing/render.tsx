// Render a route of the real app (layout, providers, router) in memory, with a fresh cache.

import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.js';
import { routes } from '../app/router.js';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No retries: a failing stub should show its error state at once.
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, queryClient, router };
}
