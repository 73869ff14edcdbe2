import { Combobox, Loader, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** Spec 001 §9: searches wait 300 ms after typing; the list hides 300 ms after focus leaves and scrolls past 250 px. */
export const SEARCH_DEBOUNCE_MS = 300;
const HIDE_DELAY_MS = 300;

interface DebouncedSearchProps<T> {
  label: string;
  placeholder?: string;
  /** Shown when the box is empty (the asset search: 'Type to search asset...'). */
  emptyHint?: string;
  queryKey: readonly unknown[];
  search: (text: string) => Promise<T[]>;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  onPick: (item: T) => void;
  required?: boolean;
  error?: string;
}

/** A search box with a drop-down of results: skipped for blank text, 'Not found' when nothing matches. */
export function DebouncedSearch<T>({ label, placeholder, emptyHint, queryKey, search, itemKey, itemLabel, onPick, required, error }: DebouncedSearchProps<T>) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const combobox = useCombobox();
  const results = useQuery({ queryKey: [...queryKey, debounced], queryFn: () => search(debounced), enabled: debounced !== '' });
  const items = debounced === '' ? [] : (results.data ?? []);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(key) => {
        const item = items.find((candidate) => itemKey(candidate) === key);
        if (item) onPick(item);
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          required={required}
          error={error}
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => setTimeout(() => combobox.closeDropdown(), HIDE_DELAY_MS)}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={250} type="scroll">
            {debounced === '' ? (
              <Combobox.Empty>{emptyHint ?? 'Type to search...'}</Combobox.Empty>
            ) : results.isError ? (
              <Combobox.Empty>Search failed, try again</Combobox.Empty>
            ) : items.length === 0 && !results.isFetching ? (
              <Combobox.Empty>Not found</Combobox.Empty>
            ) : (
              items.map((item) => (
                <Combobox.Option value={itemKey(item)} key={itemKey(item)}>
                  {itemLabel(item)}
                </Combobox.Option>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
