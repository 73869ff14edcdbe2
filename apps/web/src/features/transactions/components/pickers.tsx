// Searchable pickers for the transaction forms: a product or service, and a contact (with 'create
// new'); Cash or a bank account is components/payment-account-select.tsx. Search runs on the server
// as the owner types.

import { Button, Group, Modal, Select, Stack, TextInput, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useContactSearch, useCreateContact, useProductSearch, type ContactOption, type ProductOption } from '../api/lookups.js';

/** Keep the server's order and matches: the list is already filtered by the search. */
const serverFiltered: SelectProps['filter'] = ({ options }) => options;

export function ProductPicker({
  value,
  label,
  onPick,
  error,
  type,
  ariaLabel,
}: {
  value: { id: string; name: string };
  label?: string;
  onPick: (product: ProductOption | null) => void;
  error?: string;
  type?: 'PRODUCT' | 'SERVICE';
  ariaLabel?: string;
}) {
  const [search, setSearch] = useState(value.name);
  const [debounced] = useDebouncedValue(search, 250);
  const results = useProductSearch(debounced === value.name ? '' : debounced, type);
  const options = results.data ?? [];
  const data = [
    ...(value.id ? [{ value: value.id, label: value.name }] : []),
    ...options.filter((product) => product.id !== value.id).map((product) => ({ value: product.id, label: `${product.name} · ${product.sku}` })),
  ];
  return (
    <Select
      label={label}
      aria-label={ariaLabel ?? label}
      placeholder="Search products and services"
      searchable
      clearable
      data={data}
      value={value.id || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={debounced.trim() ? (results.isFetching ? 'Searching…' : 'No product or service matches') : 'Type to search'}
      onChange={(id) => {
        const picked = options.find((product) => product.id === id) ?? null;
        if (id === value.id) return;
        onPick(picked);
        if (picked) setSearch(picked.name);
      }}
      error={error}
    />
  );
}

const CREATE_PREFIX = '__create__:';

export function ContactPicker({
  value,
  label,
  onPick,
  error,
  kind,
}: {
  value: { id: string; name: string };
  label: string;
  onPick: (contact: { id: string; name: string } | null) => void;
  error?: string;
  /** The kind a contact made here gets (customer on sales, supplier on purchases and expenses). */
  kind: 'customer' | 'supplier' | 'vendor';
}) {
  const [search, setSearch] = useState(value.name);
  const [debounced] = useDebouncedValue(search, 250);
  const results = useContactSearch(debounced === value.name ? '' : debounced);
  const [creating, setCreating] = useState<string | null>(null);
  const options: ContactOption[] = results.data ?? [];
  const typed = search.trim();
  const data = [
    ...(value.id ? [{ value: value.id, label: value.name }] : []),
    ...options
      .filter((contact) => contact.id !== value.id)
      .map((contact) => ({ value: contact.id, label: contact.company ? `${contact.fullName} (${contact.company})` : contact.fullName })),
    ...(typed && typed !== value.name ? [{ value: `${CREATE_PREFIX}${typed}`, label: `+ Create new contact "${typed}"` }] : []),
    ...(!typed ? [{ value: CREATE_PREFIX, label: '+ Create new contact' }] : []),
  ];
  return (
    <>
      <Select
        label={label}
        placeholder="Search contacts"
        searchable
        clearable
        data={data}
        value={value.id || null}
        searchValue={search}
        onSearchChange={setSearch}
        filter={serverFiltered}
        onChange={(id) => {
          if (id?.startsWith(CREATE_PREFIX)) {
            setCreating(id.slice(CREATE_PREFIX.length));
            return;
          }
          const picked = options.find((contact) => contact.id === id);
          onPick(picked ? { id: picked.id, name: picked.fullName } : null);
          if (picked) setSearch(picked.fullName);
        }}
        error={error}
      />
      <NewContactModal
        initialName={creating}
        kind={kind}
        onClose={() => setCreating(null)}
        onCreated={(contact) => {
          setCreating(null);
          setSearch(contact.name);
          onPick(contact);
        }}
      />
    </>
  );
}

function NewContactModal({
  initialName,
  kind,
  onClose,
  onCreated,
}: {
  initialName: string | null;
  kind: 'customer' | 'supplier' | 'vendor';
  onClose: () => void;
  onCreated: (contact: { id: string; name: string }) => void;
}) {
  const create = useCreateContact();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const opened = initialName !== null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="New contact"
      onEnterTransitionEnd={() => {
        setName(initialName ?? '');
        setEmail('');
        setPhone('');
        setNameError(undefined);
      }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          if (!name.trim()) {
            setNameError('First name is required');
            return;
          }
          create.mutate(
            { name: name.trim(), ...(email.trim() ? { email: email.trim() } : {}), ...(phone.trim() ? { phone: phone.trim() } : {}), kinds: [kind] },
            { onSuccess: (response) => onCreated({ id: response.data.id, name: response.data.fullName }) },
          );
        }}
      >
        <Stack>
          <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={nameError} data-autofocus required />
          <TextInput
            label="E-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={create.error?.fieldMessage('email')}
          />
          <TextInput label="Phone" value={phone} onChange={(event) => setPhone(event.currentTarget.value)} error={create.error?.fieldMessage('phone')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create contact
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
