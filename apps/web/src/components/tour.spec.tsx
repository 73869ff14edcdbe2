import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CurrentUserProvider, type ShellUser } from '../lib/current-user.js';
import type { TourStatuses } from '../lib/tours.js';
import { stubFetch } from '../testing/fetch-stub.js';
import { renderWithProviders } from '../testing/render.js';
import { userData } from '../testing/session.js';
import { Tour, TourStep } from './tour.js';

const STOP = 'POST /api/v1/auth/tours/dashboard/stop';
const STEPS = [
  { id: 'one', title: 'First section', text: 'The first thing.' },
  { id: 'missing', title: 'Not on this page', text: 'Left out.' },
  { id: 'two', title: 'Second section', text: 'The second thing.' },
  { id: 'three', title: 'Third section', text: 'The last thing.' },
];

function renderPage(tours: TourStatuses | undefined) {
  const stub = stubFetch({ [STOP]: () => ({ status: 200, body: { success: true, data: { tour: 'dashboard', status: 'stopped' } } }) });
  const user = { ...userData(), tours } as unknown as ShellUser;
  const view = renderWithProviders(
    <CurrentUserProvider user={user}>
      <Tour name="dashboard" steps={STEPS}>
        <TourStep id="one">
          <button type="button">Section one</button>
        </TourStep>
        <TourStep id="two">
          <p>Section two</p>
        </TourStep>
        <TourStep id="three">
          <p>Section three</p>
        </TourStep>
      </Tour>
    </CurrentUserProvider>,
  );
  return { stub, ...view };
}

describe('Tour', () => {
  it('runs while the tour is active: the steps on the page in order, Back and Next, and Finish stops it on the server', async () => {
    const { stub, queryClient } = renderPage({ dashboard: 'active' });
    const first = await screen.findByRole('dialog', { name: 'Tour: First section' });
    expect(first.textContent).toContain('Step 1 of 3');
    expect(document.querySelector('[data-tour="one"]')?.getAttribute('data-tour-active')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('dialog', { name: 'Tour: Second section' })).textContent).toContain('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('dialog', { name: 'Tour: First section' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('dialog', { name: 'Tour: Third section' })).textContent).toContain('Step 3 of 3');
    expect(stub.requestsTo(STOP)).toHaveLength(0);

    const invalidated = jestSpyInvalidate(queryClient);
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(stub.requestsTo(STOP)).toHaveLength(1));
    await waitFor(() => expect(invalidated).toContainEqual(['auth', 'current-user']));
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    // Clicks were never blocked: the page's own controls stay usable.
    expect(screen.getByRole('button', { name: 'Section one' })).toBeTruthy();
  });

  it('leaves the sections plain: no popup attributes on a section, which is not a control (axe: aria-allowed-attr)', async () => {
    renderPage({ dashboard: 'active' });
    await screen.findByRole('dialog', { name: 'Tour: First section' });
    for (const section of document.querySelectorAll('[data-tour]')) {
      expect(section.getAttribute('aria-haspopup')).toBeNull();
      expect(section.getAttribute('aria-expanded')).toBeNull();
      expect(section.getAttribute('aria-controls')).toBeNull();
    }
  });

  it('does not run when the tour is stopped, or when the answer has no tours', async () => {
    const { stub, unmount } = renderPage({ dashboard: 'stopped' });
    await screen.findByText('Section two');
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    unmount();
    renderPage(undefined);
    await screen.findByText('Section two');
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
    expect(stub.requestsTo(STOP)).toHaveLength(0);
  });

  it('Skip stops the tour on the server and closes it', async () => {
    const { stub } = renderPage({ dashboard: 'active' });
    await screen.findByRole('dialog', { name: 'Tour: First section' });
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(stub.requestsTo(STOP)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
  });

  it('Esc stops it too', async () => {
    const { stub } = renderPage({ dashboard: 'active' });
    await screen.findByRole('dialog', { name: 'Tour: First section' });
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(stub.requestsTo(STOP)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: /^Tour:/ })).toBeNull();
  });
});

/** The query keys the client invalidates from now on. */
function jestSpyInvalidate(queryClient: { invalidateQueries: (filters?: { queryKey?: readonly unknown[] }) => Promise<void> }) {
  const keys: unknown[] = [];
  const original = queryClient.invalidateQueries.bind(queryClient);
  queryClient.invalidateQueries = (filters) => {
    keys.push(filters?.queryKey);
    return original(filters);
  };
  return keys;
}
