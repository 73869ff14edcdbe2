// The one search-and-pick box (asset buy and sell, transfers, purchase orders, QR menus): it asks
// only for non-blank text, shows each result with its hint, picks one, and says when nothing matches.

import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.js';
import { SearchPicker } from './search-picker.js';

interface Item {
  id: string;
  name: string;
  stock: string;
}

const ITEMS: Item[] = [
  { id: 'p1', name: 'Rice 50kg', stock: '12 in stock' },
  { id: 'p2', name: 'Rice 25kg', stock: '3 in stock' },
];

function renderPicker(emptyHint?: string) {
  const search = jest.fn(async (text: string) => ITEMS.filter((item) => item.name.toLowerCase().includes(text.toLowerCase())));
  const onPick = jest.fn<(item: Item) => void>();
  renderWithProviders(
    <SearchPicker<Item>
      label="Product"
      emptyHint={emptyHint}
      queryKey={['test-items']}
      search={search}
      itemKey={(item) => item.id}
      itemLabel={(item) => item.name}
      itemHint={(item) => item.stock}
      onPick={onPick}
    />,
  );
  return { search, onPick, input: screen.getByRole('textbox', { name: 'Product' }) };
}

describe('SearchPicker', () => {
  it('searches the typed text once it settles, shows results with hints and picks one', async () => {
    const { search, onPick, input } = renderPicker();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.change(input, { target: { value: 'rice 2' } });
    fireEvent.click(await screen.findByText('Rice 25kg'));
    expect(screen.getByText('3 in stock')).toBeTruthy();
    expect(search.mock.calls.map(([text]) => text)).toEqual(['rice 2']);
    expect(onPick).toHaveBeenCalledWith(ITEMS[1]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it("says 'Not found' when nothing matches", async () => {
    const { input } = renderPicker();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'sugar' } });
    expect(await screen.findByText('Not found')).toBeTruthy();
  });

  it('shows its hint while the box is empty, and asks for nothing', async () => {
    const { search, input } = renderPicker('Type to search asset...');
    fireEvent.focus(input);
    expect(await screen.findByText('Type to search asset...')).toBeTruthy();
    await waitFor(() => expect(search).not.toHaveBeenCalled());
  });
});
