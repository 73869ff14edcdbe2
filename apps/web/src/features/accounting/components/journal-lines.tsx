// The table of a journal's lines, shared by the journal form and the opening balances: an account
// picker grouped by type (bank accounts in place of 1010; the sub-ledgers' accounts shown but not
// pickable), a contact picker where the account keeps one, debit and credit, and the running totals.

import { Badge, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, type ReactNode } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { SearchPicker } from '../../../components/search-picker.js';
import { useMoney } from '../../../lib/money-context.js';
import { searchContacts, type Contact, type JournalAccount, type JournalAccounts } from '../api/journals.js';
import { accountingKeys } from '../accounting.keys.js';
import { emptyLine, journalTotals, type JournalFormValues, type JournalTotals } from './journal-form.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';

const GROUPS: { label: string; types: readonly string[] }[] = [
  { label: 'Assets', types: ['asset', 'contra-asset'] },
  { label: 'Liabilities', types: ['liability'] },
  { label: 'Equity', types: ['equity', 'contra-equity'] },
  { label: 'Income', types: ['income', 'contra-income', 'other-income', 'finance-income'] },
  { label: 'Expenses', types: ['cost-of-sales', 'expense'] },
];

const CASH_AT_BANK = '1010';

/** The picker's options, grouped by type; each bank account stands in for 1010. */
export function accountOptions(accounts: JournalAccounts | undefined) {
  if (!accounts) return [];
  const option = (account: JournalAccount) => ({
    value: account.code,
    label: `${account.code} · ${account.name}${account.notPostable ? ' (not by journal)' : ''}`,
    disabled: account.notPostable !== undefined,
  });
  return GROUPS.map((group) => ({
    group: group.label,
    items: accounts.accounts
      .filter((account) => group.types.includes(account.type))
      .flatMap((account) =>
        account.code === CASH_AT_BANK
          ? accounts.bankAccounts.map((bank) => ({ value: bank.id, label: `1010 · Cash at bank · ${bank.name}`, disabled: false }))
          : [option(account)],
      ),
  })).filter((group) => group.items.length > 0);
}

const contactName = (contact: Contact) => contact.company || [contact.firstName, contact.lastName].filter(Boolean).join(' ');

export function JournalLines({
  form,
  accounts,
  needsContact,
  differenceNote,
}: {
  form: UseFormReturn<JournalFormValues>;
  accounts: JournalAccounts | undefined;
  needsContact: ReadonlySet<string>;
  /** What the difference means here (a journal: it must be nothing; opening balances: it goes to 3200). */
  differenceNote: (totals: JournalTotals) => ReactNode;
}) {
  const money = useMoney();
  // On a phone the lines stack as cards (styles.css, .lines-table) instead of scrolling sideways.
  const phone = useMediaQuery('(max-width: 36em)');
  const { control, register, setValue, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const totals = journalTotals(lines ?? [], money.currency);
  const options = useMemo(() => accountOptions(accounts), [accounts]);
  const errors = formState.errors.lines;

  return (
    <>
      <Table.ScrollContainer minWidth={phone ? 0 : 760}>
        <Table aria-label="Journal lines" verticalSpacing="xs" className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="36%">Account</Table.Th>
              <Table.Th>Description</Table.Th>
              <Table.Th w={150} ta="right">
                Debit
              </Table.Th>
              <Table.Th w={150} ta="right">
                Credit
              </Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field, index) => {
              const line = lines?.[index];
              const lineErrors = errors?.[index];
              return (
                <Table.Tr key={field.id}>
                  <Table.Td valign="top" className="line-wide">
                    <Controller
                      control={control}
                      name={`lines.${index}.account`}
                      render={({ field: account }) => (
                        <Select
                          aria-label={`Account of line ${index + 1}`}
                          placeholder="Choose an account"
                          data={options}
                          searchable
                          nothingFoundMessage="No such account"
                          value={account.value || null}
                          onChange={(value) => {
                            account.onChange(value ?? '');
                            if (!value || !needsContact.has(value)) {
                              setValue(`lines.${index}.contact`, '');
                              setValue(`lines.${index}.contactName`, '');
                            }
                          }}
                          error={lineErrors?.account?.message}
                          comboboxProps={{ withinPortal: true }}
                        />
                      )}
                    />
                    {line && needsContact.has(line.account) && (
                      <div style={{ marginTop: 6 }}>
                        {line.contact ? (
                          <Group gap="xs" wrap="nowrap">
                            <Badge variant="light" radius="sm" tt="none">
                              {line.contactName || 'Contact chosen'}
                            </Badge>
                            <Button
                              variant="subtle"
                              size="compact-xs"
                              onClick={() => {
                                setValue(`lines.${index}.contact`, '');
                                setValue(`lines.${index}.contactName`, '');
                              }}
                            >
                              Change
                            </Button>
                          </Group>
                        ) : (
                          <SearchPicker<Contact>
                            label={`Contact of line ${index + 1}`}
                            placeholder="Search contacts"
                            queryKey={accountingKeys.contactSearch()}
                            search={searchContacts}
                            itemKey={(contact) => contact._id}
                            itemLabel={contactName}
                            onPick={(contact) => {
                              setValue(`lines.${index}.contact`, contact._id, { shouldValidate: formState.isSubmitted });
                              setValue(`lines.${index}.contactName`, contactName(contact));
                            }}
                            required
                            error={lineErrors?.contact?.message}
                          />
                        )}
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td valign="top" className="line-wide" data-label="Description">
                    <TextInput
                      aria-label={`Description of line ${index + 1}`}
                      {...register(`lines.${index}.description`)}
                      error={lineErrors?.description?.message}
                    />
                  </Table.Td>
                  <Table.Td valign="top" data-label="Debit">
                    <TextInput
                      aria-label={`Debit of line ${index + 1}`}
                      inputMode="decimal"
                      styles={{ input: { textAlign: 'right' } }}
                      {...register(`lines.${index}.debit`)}
                      error={lineErrors?.debit?.message}
                    />
                  </Table.Td>
                  <Table.Td valign="top" data-label="Credit">
                    <TextInput
                      aria-label={`Credit of line ${index + 1}`}
                      inputMode="decimal"
                      styles={{ input: { textAlign: 'right' } }}
                      {...register(`lines.${index}.credit`)}
                      error={lineErrors?.credit?.message}
                    />
                  </Table.Td>
                  <Table.Td valign="top" className="line-actions">
                    <RemoveLineButton label={`Remove line ${index + 1}`} onClick={() => remove(index)} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Totals</Table.Th>
              <Table.Th ta="right" data-testid="total-debits" style={{ whiteSpace: 'nowrap' }}>
                {money.format(totals.debits)}
              </Table.Th>
              <Table.Th ta="right" data-testid="total-credits" style={{ whiteSpace: 'nowrap' }}>
                {money.format(totals.credits)}
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {errors?.root?.message || errors?.message ? (
        <Text c="red" size="sm">
          {errors.root?.message ?? errors.message}
        </Text>
      ) : null}
      <Group justify="space-between" mt="sm" align="flex-start">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => append(emptyLine())}>
          Add line
        </Button>
        <div data-testid="difference">{differenceNote(totals)}</div>
      </Group>
    </>
  );
}
