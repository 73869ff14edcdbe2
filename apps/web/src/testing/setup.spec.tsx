// What testing/setup.ts resets after each web test: each test starts with no alerts left from the one before.

import { describe, expect, it } from '@jest/globals';
import { Text } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from './render.js';

describe('web test setup', () => {
  it('an alert shown in one test…', async () => {
    renderWithProviders(<Text>Page</Text>);
    act(() => void notifications.show({ message: 'Saved in an earlier test', autoClose: false }));
    expect(await screen.findByText('Saved in an earlier test')).toBeTruthy();
  });

  it('…is gone in the next one: the alerts’ store is cleared after each test', () => {
    expect(notificationsStore.getState()).toMatchObject({ notifications: [], queue: [] });
    renderWithProviders(<Text>Page</Text>);
    expect(screen.queryByText('Saved in an earlier test')).toBeNull();
  });
});
