import { Combobox, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** Spec 001 §5, §9: searches wait 300 ms after typing; the list hides 300 ms after focus leaves and scrolls past 250 px. */
export const SEARCH_DEBOUNCE_MS = 300;
const HIDE_DELAY_MS = 300;

interface SearchPickerProps<T> {
  label: string;
  placeholder?: string;
  /** Shown in the open list while the box is empty ('Type to search asset...'); without it the list stays shut until there is text. */
  emptyHint?: string;
  queryKey: readonly unknown[];
  search: (text: string) => Promise<T[]>;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  /** A second, dimmed line under the label (a product's stock, a contact's e-mail). */
  itemHint?: (item: T) => string;
  onPick: (item: T) => void;
  required?: boolean;
  error?: string;
}

/** A search box whose drop-down picks one result: no search for blank text, 'Not found' when nothing matches. */
export function SearchPicker<T>({
  label,
  placeholder,
  emptyHint,
  queryKey,
  search,
  itemKey,
  itemLabel,
  itemHint,
  onPick,
  required,
  error,
}: SearchPickerProps<T>) {
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
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => setTimeout(() => combobox.closeDropdown(), HIDE_DELAY_MS)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced === '' && emptyHint === undefined}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={250} type="scroll">
            {debounced === '' ? (
              <Combobox.Empty>{emptyHint}</Combobox.Empty>
            ) : results.isError ? (
              <Combobox.Empty>Search failed, try again</Combobox.Empty>
            ) : items.length === 0 ? (
              <Combobox.Empty>{results.isFetching ? 'Searching…' : 'Not found'}</Combobox.Empty>
            ) : (
              items.map((item) => (
                <Combobox.Option value={itemKey(item)} key={itemKey(item)}>
                  <Text size="sm">{itemLabel(item)}</Text>
                  {itemHint && (
                    <Text size="xs" c="dimmed">
                      {itemHint(item)}
                    </Text>
                  )}
                </Combobox.Option>
              ))
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
