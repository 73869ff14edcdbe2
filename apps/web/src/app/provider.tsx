// App-wide providers: Mantine (theme, alerts top right, dialogs) and React Query. The date field
// brings its own settings (lib/date-input.tsx), so dayjs loads with the first form that has one.
// The alerts' container stays in the entry: alerts report failures, and a failure may be the network
// itself (an offline till), when no further chunk can load.
// The stylesheets are imported by main.tsx (app/styles.ts), so component tests can render this too.

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ALERT_TIME_MS } from '../lib/notify.js';
import { createQueryClient } from '../lib/query-client.js';
import { cssVariablesResolver, theme } from './theme.js';

/**
 * Tests pass their own QueryClient so no cache leaks between them, and Mantine's test environment
 * (no transitions, so dropdowns and dialogs are there at once).
 */
export function AppProvider({ children, queryClient, env }: { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" env={env}>
      <Notifications position="top-right" autoClose={ALERT_TIME_MS} zIndex={1000} />
      <QueryClientProvider client={client}>
        <ModalsProvider modalProps={{ centered: true, closeOnEscape: true }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
