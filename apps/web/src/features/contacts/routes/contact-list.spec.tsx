// The contact list against a stubbed fetch: its New contact button only for whom POST /entities
// lets through (30, spec 001 §6; owner and admin always).

import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CurrentUserProvider, type ShellUser } from '../../../lib/current-user.js';
import { stubFetch } from '../../../testing/fetch-stub.js';
import { renderWithProviders } from '../../../testing/render.js';
import { userData } from '../../../testing/session.js';
import { ContactListPage } from './contact-list.js';

const renderPage = (user: Parameters<typeof userData>[0]) =>
  renderWithProviders(
    <MemoryRouter initialEntries={['/entities?group=customers']}>
      <CurrentUserProvider user={userData(user) as unknown as ShellUser}>
        <ContactListPage />
      </CurrentUserProvider>
    </MemoryRouter>,
  );

describe('Contact list: New contact', () => {
  it.each([
    ['an owner', { role: 'owner' as const, rolePermissions: [] }, true],
    ['a member with 30', { role: 'member' as const, rolePermissions: [13, 30] }, true],
    ['a member without 30', { role: 'member' as const, rolePermissions: [13] }, false],
  ])('is offered to %s', async (_, user, offered) => {
    stubFetch({ 'GET /api/v1/entities': () => ({ status: 200, body: { success: true, data: [], page: 1, limit: 25, skip: 0, total: 0 } }) });
    renderPage(user);
    await screen.findByText(offered ? 'No contacts here yet. Add one with “New contact”.' : 'No contacts here yet.');
    expect(screen.queryByRole('button', { name: 'New contact' }) !== null).toBe(offered);
  });
});
