// JournalEntry (spec 002 §2 /journal-entry): an adjusting journal posted by hand. Post stays
// disabled until debits equal credits; the server's refusals show beside their lines.

import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { usePostJournal, useJournalAccounts } from '../api/journals.js';
import {
  contactAccounts,
  emptyLine,
  journalFormSchema,
  journalTotals,
  linesBody,
  showServerError,
  type JournalFormValues,
} from '../components/journal-form.js';
import { JournalLines } from '../components/journal-lines.js';

export function JournalEntryRoute() {
  const accounts = useJournalAccounts();
  return (
    <>
      <PageHeader
        title="Journal Entry"
        description="Post an adjusting journal: each line a debit or a credit, debits equal to credits."
        trail={[
          { label: 'Accounting', to: paths.accounting },
          { label: 'Journal entries', to: paths.journalEntries },
        ]}
      />
      <QueryState
        label="Loading the accounts…"
        isLoading={accounts.isPending}
        error={accounts.error}
        isEmpty={false}
        empty={null}
        onRetry={() => void accounts.refetch()}
      >
        <JournalEntryForm accounts={accounts.data} />
      </QueryState>
    </>
  );
}

export function JournalEntryForm({ accounts }: { accounts: ReturnType<typeof useJournalAccounts>['data'] }) {
  const money = useMoney();
  const navigate = useNavigate();
  const post = usePostJournal();
  const keys = useSubmissionKeys();
  const needsContact = useMemo(() => contactAccounts(accounts), [accounts]);
  const schema = useMemo(() => journalFormSchema({ currency: money.currency, needsContact, minLines: 2 }), [money.currency, needsContact]);
  const form = useForm<JournalFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { date: todayIsoDate(), reference: '', memo: '', lines: [emptyLine(), emptyLine()] },
  });
  const { control, register, handleSubmit, formState, setError } = form;
  const lines = useWatch({ control, name: 'lines' });
  const totals = journalTotals(lines ?? [], money.currency);
  const ready = totals.balanced && totals.hasAmounts && (lines?.length ?? 0) >= 2;

  const submit = handleSubmit(async (values) => {
    const body = {
      date: values.date,
      ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
      ...(values.memo.trim() ? { memo: values.memo.trim() } : {}),
      lines: linesBody(values.lines, money.currency),
    };
    try {
      const answer = await post.mutateAsync({ body, idempotencyKey: keys.keyFor(body) });
      keys.complete();
      notifications.show({ color: 'green', message: `Journal ${answer.data.reference} posted` });
      navigate(withQuery(paths.journalEntries, { journal: answer.data.id }));
    } catch (error) {
      showServerError(error, setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Journal entry">
      <Stack>
        {formState.errors.root && (
          <Alert color="red" role="alert" title="The journal was not posted">
            {formState.errors.root.message}
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Controller
              control={control}
              name="date"
              render={({ field, fieldState }) => (
                <IsoDateInput label="Date" required value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
              )}
            />
            <TextInput label="Reference" placeholder="The next JE- number" {...register('reference')} error={formState.errors.reference?.message} />
            <TextInput label="Memo" placeholder="What the journal is for" {...register('memo')} error={formState.errors.memo?.message} />
          </SimpleGrid>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <JournalLines
            form={form}
            accounts={accounts}
            needsContact={needsContact}
            differenceNote={(t) =>
              t.balanced ? (
                <Text c={t.hasAmounts ? 'teal' : 'dimmed'} size="sm" fw={600}>
                  {t.hasAmounts ? 'Balanced: debits equal credits' : 'Enter the amounts'}
                </Text>
              ) : (
                <Text c="red" size="sm" fw={600}>
                  Difference {money.format(t.difference.replace(/^-/, ''))}: {t.difference.startsWith('-') ? 'credits' : 'debits'} are more
                </Text>
              )
            }
          />
          <Text size="xs" c="dimmed" mt="sm">
            Inventory (1200, 1210, 1220) and fixed assets (1500, 1510) are kept by their own records: use stock adjustments, a product’s opening stock or the
            asset pages. Receivables, prepayments, payables and customer advances need the contact.
          </Text>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to={paths.journalEntries} variant="default">
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting} disabled={!ready || formState.isSubmitting}>
            Post journal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
