// App-wide providers: Mantine (theme, alerts top right, dialogs) and React Query. The date field
// brings its own settings (lib/date-input.tsx), so dayjs loads with the first form that has one, and
// the alerts' container loads with the first alert.
// The stylesheets are imported by main.tsx (app/styles.ts), so component tests can render this too.

import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client.js';
import { theme } from './theme.js';

const AlertsContainer = lazy(() => import('./alerts-container.js').then((module) => ({ default: module.AlertsContainer })));

/**
 * Where alerts show (lib/notify.ts). An alert is kept in Mantine's store until shown, so the
 * container, its transitions and drag-to-dismiss (no page needs them to draw) load with the first one.
 */
function Alerts() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AlertsContainer />
    </Suspense>
  );
}

/**
 * Tests pass their own QueryClient so no cache leaks between them, and Mantine's test environment
 * (no transitions, so dropdowns and dialogs are there at once).
 */
export function AppProvider({ children, queryClient, env }: { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <Alerts />
      <QueryClientProvider client={client}>
        <ModalsProvider modalProps={{ centered: true, closeOnEscape: true }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
