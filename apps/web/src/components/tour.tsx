// A guided tour: steps shown one at a time in a Mantine Popover anchored to the page's own sections.
//
//   <Tour name="dashboard" steps={[{ id: 'stats', title: 'Stats', text: '…' }, …]}>
//     …<TourStep id="stats"><SummaryCards … /></TourStep>…
//   </Tour>
//
// It runs only while the signed-in user's status for the tour is 'active' (lib/tours.ts); Finish, Skip
// and Esc stop it on the server. Steps whose section is not on screen (a plan without it, a chart
// still loading) are left out. It never covers the page with an overlay: clicks go through, so
// nothing waits behind it (docs/web.md "Guided tours").

import { Box, Button, getDefaultZIndex, Group, Popover, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useCurrentUserIfInShell } from '../lib/current-user.js';
import { useStopTour, type TourName } from '../lib/tours.js';

export interface TourStepDefinition {
  id: string;
  title: string;
  text: string;
}

interface TourContextValue {
  currentId: string | null;
  register: (id: string) => () => void;
  renderStep: (id: string) => ReactNode;
}

const TourContext = createContext<TourContextValue | null>(null);

export function Tour({ name, steps, children }: { name: TourName; steps: readonly TourStepDefinition[]; children: ReactNode }) {
  const user = useCurrentUserIfInShell();
  const stopTour = useStopTour(name);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(new Set());
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const running = user?.tours?.[name] === 'active' && !done;
  const available = useMemo(() => steps.filter((step) => mounted.has(step.id)), [steps, mounted]);
  const current = available.find((step) => step.id === currentId) ?? available[0];
  const index = current ? available.indexOf(current) : -1;

  const register = useCallback((id: string) => {
    setMounted((ids) => new Set(ids).add(id));
    return () =>
      setMounted((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
  }, []);

  const stop = useCallback(() => {
    setDone(true);
    stopTour.mutate();
  }, [stopTour]);

  useWindowEvent('keydown', (event) => {
    if (running && current && event.key === 'Escape') stop();
  });

  const renderStep = (id: string): ReactNode => {
    if (!current || current.id !== id) return null;
    const last = index === available.length - 1;
    return (
      <Box role="dialog" aria-label={`Tour: ${current.title}`}>
        <Text fw={600} size="sm">
          {current.title}
        </Text>
        <Text size="sm" mt={4}>
          {current.text}
        </Text>
        <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed">
            Step {index + 1} of {available.length}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Button size="compact-xs" variant="subtle" color="gray" onClick={stop}>
              Skip
            </Button>
            {index > 0 && (
              <Button size="compact-xs" variant="default" onClick={() => setCurrentId(available[index - 1].id)}>
                Back
              </Button>
            )}
            <Button size="compact-xs" onClick={last ? stop : () => setCurrentId(available[index + 1].id)}>
              {last ? 'Finish' : 'Next'}
            </Button>
          </Group>
        </Group>
      </Box>
    );
  };

  const value: TourContextValue = { currentId: running && current ? current.id : null, register, renderStep };
  return <TourContext.Provider value={value}>{children}</TourContext.Provider>;
}

/** One section of the page a tour step points at; outside a running tour it renders just its children. */
export function TourStep({ id, children }: { id: string; children: ReactNode }) {
  const tour = useContext(TourContext);
  const register = tour?.register;
  useEffect(() => register?.(id), [register, id]);
  const opened = tour?.currentId === id;
  useEffect(() => {
    if (opened) document.querySelector(`[data-tour="${id}"]`)?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [opened, id]);
  return (
    // Under dialogs and drawers (z-index 200): the mobile menu opened mid-tour covers the step, not the other way round.
    // No popup roles: the target is a section of the page, not a control (the step is its own dialog).
    <Popover
      opened={opened}
      withRoles={false}
      withArrow
      shadow="md"
      width={300}
      position="bottom"
      trapFocus={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      zIndex={getDefaultZIndex('modal') - 1}
    >
      <Popover.Target>
        <Box
          data-tour={id}
          data-tour-active={opened || undefined}
          h="100%"
          style={opened ? { outline: '2px solid var(--mantine-primary-color-filled)', outlineOffset: 4, borderRadius: 'var(--mantine-radius-md)' } : undefined}
        >
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown>{opened && tour?.renderStep(id)}</Popover.Dropdown>
    </Popover>
  );
}
