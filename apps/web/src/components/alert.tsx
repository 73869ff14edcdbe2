// Page-level alert for the server's message: blue for success, red for failure. The spec's
// alerts disappear after 5 seconds, which useFlashMessage handles.

import { Alert as MantineAlert } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

export type AlertTone = 'success' | 'error';

export interface FlashMessage {
  tone: AlertTone;
  text: string;
}

export const FLASH_DURATION_MS = 5_000;

export function useFlashMessage(durationMs: number = FLASH_DURATION_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  const show = useCallback(
    (next: FlashMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, show, clear };
}

export function Alert({ tone, children, onDismiss }: { tone: AlertTone; children: ReactNode; onDismiss?: () => void }) {
  // role="alert" interrupts screen readers, right for failures; success only needs a polite status.
  return (
    <MantineAlert
      color={tone === 'error' ? 'red' : 'blue'}
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      withCloseButton={Boolean(onDismiss)}
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      {children}
    </MantineAlert>
  );
}
