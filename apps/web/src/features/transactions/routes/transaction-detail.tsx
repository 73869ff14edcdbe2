// Transaction (spec 002 §2, param: its reference): what was recorded, its journal lines and payments;
// void, edit (an amendment), record a payment, send the receipt, the receipt PDF, and its history.

import { Alert, Anchor, Badge, Button, Grid, Group, Loader, Menu, Modal, Paper, Skeleton, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconChevronDown, IconFileTypePdf, IconHistory, IconMail, IconPencil, IconReceipt, IconTrash, IconCash } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatDate, todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths, withParams } from '../../../lib/paths.js';
import { accountLabel } from '../account-names.js';
import { useAmendTransaction, useRecordCommand, useResendReceipt, useVoidTransaction } from '../api/commands.js';
import { apiUrl } from '../api/http.js';
import { documentLines, documentTotals, useTransaction, type TransactionDetail } from '../api/queries.js';
import { hasAnyCode } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { PageHeader } from '../../../components/page-header.js';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { commandAccount, usePaymentAccounts } from '../../../lib/payment-accounts.js';
import { entityName, paymentStatus } from '../transaction-display.js';
import { TRANSACTION_TYPE_LABELS } from '../../../lib/transaction-types.js';

/** A label and its value, on one line of the summary card. */
function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

function AmountRow({ label, amount, strong }: { label: string; amount: string | undefined; strong?: boolean }) {
  const money = useMoney();
  if (amount === undefined) return null;
  return (
    <Group justify="space-between">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500}>
        {money.format(amount)}
      </Text>
    </Group>
  );
}

export function TransactionRoute() {
  const { reference = '' } = useParams();
  const transaction = useTransaction(reference);
  const money = useMoney();
  const user = useCurrentUserInShell();
  const owner = { data: user.orgId ? { orgId: user.orgId, userId: user.userId } : undefined };
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'void' | 'edit' | 'payment' | 'receipt' | null>(null);
  const accounts = usePaymentAccounts();
  /**
   * Cash, or a bank account by its name: 1010 holds every bank account, and a transfer between two
   * shows both. The transaction's own accounts by the names the API gives them (a removed bank
   * account's too), any other by the payment accounts' names.
   */
  const accountName = (account: string | null | undefined) => {
    if (!account) return '';
    const tx = transaction.data;
    if (tx && account === tx.account) return tx.accountName;
    if (tx?.toAccountName && account === tx.toAccount) return tx.toAccountName;
    return account.toLowerCase() === 'cash' ? 'Cash' : (accounts.data?.accounts.find((candidate) => candidate.id === account)?.name ?? 'Bank');
  };

  if (transaction.isPending) {
    return (
      <Stack>
        <Skeleton height={36} width={280} />
        <Skeleton height={180} />
        <Skeleton height={220} />
      </Stack>
    );
  }
  if (transaction.isError) {
    return (
      <>
        <PageHeader title={`Transaction ${reference}`} trail={[{ label: 'Transactions', to: paths.transactions }]} />
        <Alert
          color="red"
          variant="light"
          title={(transaction.error as { status?: number }).status === 404 ? 'No such transaction' : 'Could not load this transaction'}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{transaction.error.message}</Text>
            <Group>
              <Button size="xs" variant="light" color="red" onClick={() => void transaction.refetch()}>
                Try again
              </Button>
              <Button size="xs" variant="default" component={Link} to={paths.transactions}>
                Back to transactions
              </Button>
            </Group>
          </Stack>
        </Alert>
      </>
    );
  }

  const tx = transaction.data;
  // Spec 002 §6: 38 deletes (voids) a transaction, 22 creates (and so edits) one.
  const canVoid = hasAnyCode(user, [38]);
  const canEdit = hasAnyCode(user, [22]);
  const document = documentTotals(tx.document);
  const voided = tx.status === 'voided';
  const payment = paymentStatus(tx);
  const owes = !voided && payment !== null && payment.label !== 'Paid';
  const isTrade = tx.type === 'sales' || tx.type === 'purchases';
  const receiptPdf = owner.data ? apiUrl(`/${owner.data.orgId}/${owner.data.userId}/transaction/${encodeURIComponent(tx.reference)}/pdf`) : undefined;
  const receiptPage = owner.data ? `/${owner.data.orgId}/${owner.data.userId}/transaction/${encodeURIComponent(tx.reference)}/view` : undefined;

  return (
    <>
      <PageHeader
        title={
          <Group gap="sm">
            {/* Opening stock is recorded as money in; the owner knows it as opening stock (the list says so too). */}
            <span>{tx.subtype === 'stock_introduced' ? 'Opening stock' : (TRANSACTION_TYPE_LABELS[tx.type] ?? tx.type)}</span>
            <Text span ff="monospace" c="dimmed" fz="inherit">
              {tx.reference}
            </Text>
            {payment && (
              <Badge color={payment.color} size="lg" variant={voided ? 'filled' : 'light'}>
                {payment.label}
              </Badge>
            )}
          </Group>
        }
        description={`${formatDate(tx.date)}${entityName(tx.entity) ? ` · ${entityName(tx.entity)}` : ''}${tx.description ? ` · ${tx.description}` : ''}`}
        trail={[{ label: 'Transactions', to: paths.transactions }]}
        actions={
          <>
            {owes && (
              <Button leftSection={<IconCash size={16} />} onClick={() => setDialog('payment')}>
                Record payment
              </Button>
            )}
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={14} />}>
                  Actions
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {tx.type === 'sales' && (
                  <Menu.Item leftSection={<IconMail size={14} />} onClick={() => setDialog('receipt')}>
                    Send receipt
                  </Menu.Item>
                )}
                {receiptPdf && (
                  <Menu.Item leftSection={<IconFileTypePdf size={14} />} component="a" href={receiptPdf} target="_blank" rel="noopener">
                    Receipt PDF
                  </Menu.Item>
                )}
                {receiptPage && (
                  <Menu.Item leftSection={<IconReceipt size={14} />} component={Link} to={receiptPage} target="_blank">
                    Public receipt page
                  </Menu.Item>
                )}
                <Menu.Item leftSection={<IconHistory size={14} />} component={Link} to={`${paths.audit}/documents/${encodeURIComponent(tx.id)}`}>
                  History
                </Menu.Item>
                {!voided && (canEdit || canVoid) && <Menu.Divider />}
                {!voided && canEdit && (
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setDialog('edit')}>
                    Edit
                  </Menu.Item>
                )}
                {!voided && canVoid && (
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => setDialog('void')}>
                    Void transaction
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />

      {voided && (
        <Alert color="red" variant="light" mb="md" title="This transaction is void">
          Its journal lines were reversed on the same date; it no longer counts in balances or reports.
        </Alert>
      )}

      <Grid gap="lg">
        {/* On a phone the totals (what was paid, what is owed) come first, above the items and the journal. */}
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack>
            {tx.items && tx.items.length > 0 && (
              <Paper withBorder radius="md" p="md">
                <Title order={4} mb="sm">
                  Items
                </Title>
                {/* On a phone each item is a card (styles.css, .lines-table): the name across it, the figures under it. */}
                <Table aria-label="Items" className="lines-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Item</Table.Th>
                      <Table.Th ta="right">Quantity</Table.Th>
                      <Table.Th ta="right">Price</Table.Th>
                      <Table.Th ta="right">Total</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {documentLines(tx.items).map((item, index) => (
                      <Table.Tr key={`${item.productId ?? item.name}-${index}`}>
                        <Table.Td className="line-wide">{item.name ?? item.description}</Table.Td>
                        <Table.Td ta="right" data-label="Quantity">
                          {item.quantity}
                        </Table.Td>
                        <Table.Td ta="right" data-label="Price" style={{ whiteSpace: 'nowrap' }}>
                          {money.format(item.price)}
                        </Table.Td>
                        <Table.Td ta="right" data-label="Total" style={{ whiteSpace: 'nowrap' }}>
                          {money.format(item.total)}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            )}

            <Paper withBorder radius="md" p="md">
              <Title order={4} mb="sm">
                Journal entry
              </Title>
              <Table aria-label="Journal lines">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th ta="right">Debit</Table.Th>
                    <Table.Th ta="right">Credit</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tx.lines.map((line, index) => (
                    <Table.Tr key={index}>
                      <Table.Td>
                        {accountLabel(line.account)}
                        {line.subAccount && ` · ${accountName(line.subAccount)}`}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {new Decimal(line.debit).isZero() ? '' : money.format(line.debit)}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {new Decimal(line.credit).isZero() ? '' : money.format(line.credit)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>

            {tx.payments.length > 0 && (
              <Paper withBorder radius="md" p="md">
                <Title order={4} mb="sm">
                  Payments
                </Title>
                <Table aria-label="Payments">
                  <Table.Tbody>
                    {tx.payments.map((payment, index) => (
                      <Table.Tr key={payment.id ?? index}>
                        <Table.Td>{formatDate(payment.date)}</Table.Td>
                        <Table.Td>
                          {payment.reference && (
                            <Anchor component={Link} to={withParams(paths.transaction, { reference: payment.reference })} ff="monospace">
                              {payment.reference}
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td ta="right">{money.format(payment.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md" bg="gray.0">
            <Stack gap={6}>
              <AmountRow label="Subtotal" amount={document.subtotal} />
              {document.discount && (
                <AmountRow
                  label={`Discount${document.discount.type === 'percent' ? ` (${document.discount.value}%)` : ''}`}
                  amount={`-${document.discount.amount}`}
                />
              )}
              {document.delivery && <AmountRow label="Delivery" amount={document.delivery.amount} />}
              {document.tax && <AmountRow label={`Tax${document.tax.type === 'percent' ? ` (${document.tax.value}%)` : ''}`} amount={document.tax.amount} />}
              <AmountRow label="Total" amount={tx.amount} strong />
              {tx.toAccount ? (
                // A transfer pays nothing: it moves money from one of the business's accounts to another.
                <>
                  <DetailRow label="From">{accountName(tx.account)}</DetailRow>
                  <DetailRow label="To">{accountName(tx.toAccount)}</DetailRow>
                </>
              ) : (
                <AmountRow label="Paid" amount={tx.paid} />
              )}
              {!new Decimal(tx.balanceDue).isZero() && <AmountRow label="Balance owed" amount={tx.balanceDue} />}
              {tx.dueDate && <DetailRow label="Due">{formatDate(tx.dueDate)}</DetailRow>}
              <DetailRow label="Recorded">{formatDate(tx.recordedAt)}</DetailRow>
            </Stack>
          </Paper>
          {isTrade && !voided && (
            <Text size="xs" c="dimmed" mt="xs">
              Editing posts the original reversed and the corrected one, so the books keep both.
            </Text>
          )}
        </Grid.Col>
      </Grid>

      <VoidDialog opened={dialog === 'void'} transaction={tx} onClose={() => setDialog(null)} onVoided={() => navigate(paths.transactions)} />
      <EditDialog
        opened={dialog === 'edit'}
        transaction={tx}
        onClose={() => setDialog(null)}
        onEdited={(newReference) => newReference !== tx.reference && navigate(withParams(paths.transaction, { reference: newReference }))}
      />
      {/* Keyed by what is owed: after a part payment the dialog offers the new balance, not the last amount typed. */}
      <PaymentDialog key={tx.balanceDue} opened={dialog === 'payment'} transaction={tx} onClose={() => setDialog(null)} />
      <ReceiptDialog opened={dialog === 'receipt'} transaction={tx} onClose={() => setDialog(null)} />
    </>
  );
}

function VoidDialog({
  opened,
  transaction,
  onClose,
  onVoided,
}: {
  opened: boolean;
  transaction: TransactionDetail;
  onClose: () => void;
  onVoided: () => void;
}) {
  const voiding = useVoidTransaction();
  const [reason, setReason] = useState('');
  const money = useMoney();
  return (
    <Modal opened={opened} onClose={onClose} title="Void this transaction?">
      <Stack>
        <Text size="sm">
          {TRANSACTION_TYPE_LABELS[transaction.type] ?? 'The transaction'} {transaction.reference} of {money.format(transaction.amount)} will be reversed on its
          own date. This cannot be undone.
        </Text>
        <Textarea label="Reason (optional)" value={reason} onChange={(event) => setReason(event.currentTarget.value)} autosize minRows={2} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={voiding.isPending}
            onClick={() =>
              voiding.mutate(
                { id: transaction.id, reason: reason.trim() || undefined },
                {
                  onSuccess: () => {
                    onClose();
                    onVoided();
                  },
                },
              )
            }
          >
            Void transaction
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function EditDialog({
  opened,
  transaction,
  onClose,
  onEdited,
}: {
  opened: boolean;
  transaction: TransactionDetail;
  onClose: () => void;
  onEdited: (reference: string) => void;
}) {
  const amend = useAmendTransaction();
  const [date, setDate] = useState(transaction.date);
  const [description, setDescription] = useState(transaction.description ?? '');
  const [amount, setAmount] = useState(transaction.amount);
  const hasAmount = !transaction.items?.length;
  return (
    <Modal opened={opened} onClose={onClose} title={`Edit ${transaction.reference}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const changes: Record<string, unknown> = {};
          if (date !== transaction.date) changes.date = date;
          if (description !== (transaction.description ?? '')) changes.description = description;
          if (hasAmount && amount !== transaction.amount) changes.amount = readDecimal(amount)?.toString() ?? amount;
          if (Object.keys(changes).length === 0) return onClose();
          amend.mutate(
            { id: transaction.id, changes },
            {
              onSuccess: (response) => {
                onClose();
                onEdited(response.data.reference);
              },
            },
          );
        }}
      >
        <Stack>
          <IsoDateInput label="Date" value={date} onChange={setDate} error={amend.error?.fieldMessage('date')} />
          {hasAmount && (
            <TextInput
              label="Amount"
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={amend.error?.fieldMessage('amount')}
            />
          )}
          <Textarea
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={2}
            error={amend.error?.fieldMessage('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={amend.isPending}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function PaymentDialog({ opened, transaction, onClose }: { opened: boolean; transaction: TransactionDetail; onClose: () => void }) {
  const record = useRecordCommand('payment');
  const keys = useSubmissionKeys();
  const [amount, setAmount] = useState(transaction.balanceDue);
  const [account, setAccount] = useState('cash');
  const [date, setDate] = useState(todayIsoDate());
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal opened={opened} onClose={onClose} title={`Record a payment on ${transaction.reference}`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = readDecimal(amount);
          if (!value || value.lte(0)) return setError('Enter an amount greater than zero');
          if (value.gt(readDecimal(transaction.balanceDue)!)) return setError('The payment is more than what is owed');
          setError(undefined);
          const body = { transactionId: transaction.id, amount: value.toString(), account: commandAccount(account), date };
          record.mutate({ body, idempotencyKey: keys.keyFor(body) }, { onSuccess: () => (keys.complete(), onClose()) });
        }}
      >
        <Stack>
          <TextInput
            label="Amount"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={error ?? record.error?.fieldMessage('amount')}
          />
          <PaymentAccountSelect
            label={transaction.type === 'sales' ? 'Paid into' : 'Paid from'}
            value={account}
            onChange={setAccount}
            error={record.error?.fieldMessage('account')}
          />
          <IsoDateInput label="Date" value={date} onChange={setDate} error={record.error?.fieldMessage('date')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={record.isPending}>
              Record payment
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function ReceiptDialog({ opened, transaction, onClose }: { opened: boolean; transaction: TransactionDetail; onClose: () => void }) {
  const resend = useResendReceipt();
  const [name, setName] = useState(entityName(transaction.entity));
  const [email, setEmail] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title="Send receipt">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          resend.mutate(
            { reference: transaction.reference, ...(name.trim() ? { name: name.trim() } : {}), ...(email.trim() ? { email: email.trim() } : {}) },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack>
          <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
          <TextInput
            label="E-mail"
            description="Leave blank to send to the customer's e-mail"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={resend.error?.fieldMessage('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={resend.isPending} rightSection={resend.isPending ? <Loader size="xs" /> : undefined}>
              Send receipt
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
