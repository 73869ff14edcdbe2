import { Combobox, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** Spec 001 §5: searches wait 300 ms after typing and run only on non-blank text. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchPickerProps<T> {
  label: string;
  placeholder?: string;
  queryKey: readonly unknown[];
  search: (text: string) => Promise<T[]>;
  itemKey: (item: T) => string;
  itemLabel: (item: T) => string;
  itemHint?: (item: T) => string;
  onPick: (item: T) => void;
  error?: string;
}

/** A search box whose drop-down picks one result; 'Not found' when nothing matches. */
export function SearchPicker<T>({ label, placeholder, queryKey, search, itemKey, itemLabel, itemHint, onPick, error }: SearchPickerProps<T>) {
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
          error={error}
          leftSection={<IconSearch size={16} />}
          rightSection={results.isFetching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={debounced === ''}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={250} type="scroll">
            {results.isFetching && items.length === 0 ? (
              <Combobox.Empty>Searching…</Combobox.Empty>
            ) : items.length === 0 ? (
              <Combobox.Empty>Not found</Combobox.Empty>
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
