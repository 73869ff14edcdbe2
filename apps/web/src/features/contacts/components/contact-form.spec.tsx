// The create-contact form (spec 001 §2, §5): its messages, the phone in international form with
// Nigeria by default, the country list, and the body it sends.

import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProvider } from '../../../app/provider.js';
import { createTestQueryClient } from '../../../testing/render.js';
import type { ContactBody } from '../api/contacts.api.js';
import { ContactForm, internationalPhone } from './contact-form.js';

// jsdom does not scroll; Mantine's searchable Select scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => undefined;

function renderForm() {
  const sent: ContactBody[] = [];
  render(
    <AppProvider queryClient={createTestQueryClient()}>
      <ContactForm submitting={false} onSubmit={(body) => sent.push(body)} />
    </AppProvider>,
  );
  return sent;
}

const input = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save contact' }));

describe('ContactForm', () => {
  it("says 'First name is required' and sends nothing", async () => {
    const sent = renderForm();
    save();
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('refuses a malformed e-mail and a phone of fewer than 6 digits', async () => {
    const sent = renderForm();
    fireEvent.change(input(/First name/), { target: { value: 'Ada' } });
    fireEvent.change(input(/Email/), { target: { value: 'ada@' } });
    fireEvent.change(input(/Phone/), { target: { value: '123' } });
    save();
    expect(await screen.findByText("We don't accept unverified emails. Clear email input to proceed")).toBeTruthy();
    expect(screen.getByText('Phone must have at least 6 digits')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('checks the e-mail on each change: a cross while it is not an address, a tick once it is', async () => {
    renderForm();
    expect(screen.queryByRole('img', { name: /email/i })).toBeNull();
    fireEvent.change(input(/Email/), { target: { value: 'chioma@example' } });
    expect(await screen.findByRole('img', { name: 'Invalid email' })).toBeTruthy();
    fireEvent.change(input(/Email/), { target: { value: 'chioma@example.com' } });
    expect(await screen.findByRole('img', { name: 'Valid email' })).toBeTruthy();
  });

  it('writes a Nigerian number in international form', () => {
    renderForm();
    fireEvent.change(input(/Phone/), { target: { value: '08031234567' } });
    fireEvent.blur(input(/Phone/));
    expect(input(/Phone/).value).toBe('+234 803 123 4567');
    expect(internationalPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });

  it('keeps the extra fields behind “Add more fields”, with a country list that starts at Nigeria', async () => {
    renderForm();
    const more = screen.getByRole('button', { name: 'Add more fields' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: 'Hide extra fields' }).getAttribute('aria-expanded')).toBe('true');
    const country = screen.getByRole('combobox', { name: /Country/, hidden: true }) as HTMLInputElement;
    expect(country.value).toBe('Nigeria');
    fireEvent.click(country);
    fireEvent.change(country, { target: { value: 'Ghan' } });
    expect(await screen.findByRole('option', { name: 'Ghana', hidden: true })).toBeTruthy();
  });

  it('sends the filled fields only, the phone international, and the kinds chosen', async () => {
    const sent = renderForm();
    fireEvent.change(input(/First name/), { target: { value: 'Ada' } });
    fireEvent.change(input(/Last name/), { target: { value: 'Obi' } });
    fireEvent.change(input(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(input(/Phone/), { target: { value: '0803 123 4567' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Supplier' }));
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      phone: '+234 803 123 4567',
      country: 'Nigeria',
      kinds: ['customer', 'supplier'],
    });
  });
});
