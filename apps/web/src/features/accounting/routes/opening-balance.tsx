// The opening balances (spec 002 §2 /accounting/opening-balance): what each account held the day the
// books start, prefilled from the set that stands. The difference goes to 3200 Retained earnings;
// saving again replaces the set (the old lines reversed, never edited).

import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate, todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useJournalAccounts, useOpeningBalances, useRecordOpeningBalances, type JournalAccounts, type OpeningBalances } from '../api/journals.js';
import { contactAccounts, emptyLine, journalFormSchema, linesBody, showServerError, type JournalFormValues } from '../components/journal-form.js';
import { JournalLines } from '../components/journal-lines.js';

export function OpeningBalanceRoute() {
  const accounts = useJournalAccounts();
  const current = useOpeningBalances();
  return (
    <>
      <PageHeader
        title="Opening Balances"
        description="What each account held on the day your books start in Ledgerline."
        trail={[
          { label: 'Accounting', to: paths.accounting },
          { label: 'Journal entries', to: paths.journalEntries },
        ]}
      />
      <QueryState
        label="Loading the opening balances…"
        isLoading={accounts.isPending || current.isPending}
        error={accounts.error ?? current.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void Promise.all([accounts.refetch(), current.refetch()])}
      >
        {/* Keyed by the set shown, so the form starts again from a new set once saved. */}
        {current.data && <OpeningBalanceForm key={current.data.id ?? 'none'} accounts={accounts.data} current={current.data} />}
      </QueryState>
    </>
  );
}

/** The set as the form shows it: a bank line by its bank account, amounts on their side. */
function valuesOf(current: OpeningBalances): JournalFormValues {
  const amount = (text: string) => (/^0*\.?0*$/.test(text) ? '' : text);
  const lines = current.lines.map((line) => ({
    account: line.subAccount ?? line.account,
    contact: line.contactId ?? '',
    contactName: line.contactName ?? '',
    description: line.description ?? '',
    debit: amount(line.debit),
    credit: amount(line.credit),
  }));
  return { date: current.date ?? todayIsoDate(), reference: '', memo: '', lines: lines.length > 0 ? lines : [emptyLine()] };
}

function OpeningBalanceForm({ accounts, current }: { accounts: JournalAccounts | undefined; current: OpeningBalances }) {
  const money = useMoney();
  const record = useRecordOpeningBalances();
  const keys = useSubmissionKeys();
  const needsContact = useMemo(() => contactAccounts(accounts), [accounts]);
  const schema = useMemo(
    () => journalFormSchema({ currency: money.currency, needsContact, minLines: current.recorded ? 0 : 1 }),
    [money.currency, needsContact, current.recorded],
  );
  const form = useForm<JournalFormValues>({ resolver: zodResolver(schema), defaultValues: valuesOf(current) });
  const { control, handleSubmit, formState, setError } = form;

  const submit = handleSubmit(async (values) => {
    const body = { date: values.date, lines: linesBody(values.lines, money.currency) };
    try {
      const answer = await record.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.complete();
      notifications.show({ color: 'green', message: answer.message ?? 'Opening balances recorded' });
    } catch (error) {
      showServerError(error, setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Opening balances">
      <Stack>
        <Alert color="blue" variant="light" title="How opening balances are posted">
          <Text size="sm">
            They are posted as one journal on the date you choose. Whatever the debits and credits leave unbalanced goes to <b>3200 Retained earnings</b>, so
            you need not work out the equity yourself. Saving again replaces the set: the previous lines are reversed and the new ones posted.
          </Text>
          <Text size="sm" mt={4}>
            Inventory’s opening stock is entered on each product (its opening stock), and fixed assets on the asset pages, not here.
          </Text>
        </Alert>
        {current.recorded && (
          <Text size="sm" c="dimmed">
            Recorded as {current.reference} on {formatDate(current.date)}.
          </Text>
        )}
        {formState.errors.root && (
          <Alert color="red" role="alert" title="The opening balances were not saved">
            {formState.errors.root.message}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <IsoDateInput label="The books open on" required value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <JournalLines
            form={form}
            accounts={accounts}
            needsContact={needsContact}
            differenceNote={(t) =>
              t.balanced ? (
                <Text size="sm" c="dimmed">
                  Debits equal credits: nothing goes to 3200 Retained earnings.
                </Text>
              ) : (
                <Text size="sm" fw={600}>
                  {money.format(t.difference.replace(/^-/, ''))} to 3200 Retained earnings as a {t.difference.startsWith('-') ? 'debit' : 'credit'}
                </Text>
              )
            }
          />
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
            Save opening balances
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
