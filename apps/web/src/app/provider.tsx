// App-wide providers: Mantine (theme, dates as DD/MM/YYYY, alerts top right, dialogs) and React Query.
// The stylesheets are imported by main.tsx (app/styles.ts), so component tests can render this too.

import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { useState, type ReactNode } from 'react';
import { ALERT_TIME_MS } from '../lib/notify.js';
import { createQueryClient } from '../lib/query-client.js';
import { theme } from './theme.js';

// DateInput parses what the user types with dayjs: DD/MM/YYYY needs the custom-format plugin.
dayjs.extend(customParseFormat);

/**
 * Tests pass their own QueryClient so no cache leaks between them, and Mantine's test environment
 * (no transitions, so dropdowns and dialogs are there at once).
 */
export function AppProvider({ children, queryClient, env }: { children: ReactNode; queryClient?: QueryClient; env?: 'default' | 'test' }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" env={env}>
      <DatesProvider settings={{ locale: 'en', firstDayOfWeek: 1 }}>
        <Notifications position="top-right" autoClose={ALERT_TIME_MS} zIndex={1000} />
        <QueryClientProvider client={client}>
          <ModalsProvider modalProps={{ centered: true, closeOnEscape: true }}>{children}</ModalsProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
