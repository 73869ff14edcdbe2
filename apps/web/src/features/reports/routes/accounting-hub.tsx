// The accounting hub (spec 002 §2): Transactions, Profit & Loss (code 19), Balance Sheet (code 20),
// Trial Balance, Chart of Accounts and Journal Entry (the form, or the journals list for those who only read).
// The spec shows Cashflow Statement, Bank Transfers, Bank Statement and Bank Reconciliation as Coming
// Soon, leading nowhere; all four exist now: Bank Transfers leads to the transactions list filtered
// to transfers (with its 'Transfer between accounts'), the cash flow statement to its page (read with
// either statement's code), Bank Statement and Bank Reconciliation to theirs (read with any
// statement's code); all but the transfers are locked with the statements on the free plan.

import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconBuildingBank,
  IconCash,
  IconChecklist,
  IconChartBar,
  IconFileSpreadsheet,
  IconListDetails,
  IconReceipt,
  IconScale,
  IconArrowsExchange,
  IconReportMoney,
  IconUsers,
  IconFileAnalytics,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FREE_PLAN_MESSAGE, UPGRADE_TITLE, codes, hasAnyCode, isMicroPlan, isOwnerOrAdmin } from '../../../lib/access.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { PageHeader } from '../../../components/page-header.js';
import { NotAllowedPage } from '../../../app/routes/not-allowed.js';
import { reportAccess } from '../report-access.js';

interface HubCard {
  title: string;
  /** Shown only to holders of this code (owner and admin hold all). */
  code?: number;
  /** Shown only to holders of one of these (the codes the card's page asks for). */
  anyOf?: readonly number[];
  text: string;
  icon: ReactNode;
  to?: string;
  color: string;
  /** Not on the free plan: the card says 'Upgrade' and opens the Upgrade Plan dialog. */
  planLocked?: boolean;
}

const CARDS: HubCard[] = [
  {
    title: 'Transactions',
    text: 'Every sale, purchase, expense and transfer.',
    icon: <IconReceipt />,
    to: paths.transactions,
    color: 'blue',
    anyOf: [codes.transactions, 1],
  },
  {
    title: 'Profit & Loss',
    code: codes.profitAndLoss,
    text: 'Income, costs and profit for a period.',
    icon: <IconChartBar />,
    to: paths.profitAndLoss,
    color: 'teal',
    planLocked: true,
  },
  {
    title: 'Balance Sheet',
    code: codes.balanceSheet,
    text: 'What the business owns and owes.',
    icon: <IconScale />,
    to: paths.balanceSheet,
    color: 'indigo',
    planLocked: true,
  },
  {
    title: 'Cash Flow Statement',
    text: 'Where cash came from and where it went.',
    icon: <IconCash />,
    to: paths.cashFlow,
    color: 'green',
    anyOf: reportAccess.cashFlow,
    planLocked: true,
  },
  {
    title: 'Trial Balance',
    text: 'Every account’s debits and credits.',
    icon: <IconListDetails />,
    to: paths.trialBalance,
    color: 'grape',
    anyOf: reportAccess.anyReport,
  },
  {
    title: 'Chart of Accounts',
    text: 'Each account with its entries and running balance.',
    icon: <IconBook />,
    to: paths.chartOfAccounts,
    color: 'cyan',
    anyOf: [...reportAccess.anyReport, reportAccess.code.invoiceReports],
  },
  {
    title: 'Journal Entry',
    text: 'Post adjusting journals and opening balances; see and export the journal.',
    icon: <IconFileSpreadsheet />,
    // The owner and admins post (the form); other readers of the books land on the list.
    to: paths.journalEntry,
    color: 'orange',
    anyOf: reportAccess.anyReport,
  },
  {
    title: 'Debtors & Creditors',
    text: 'Who owes the business, and whom it owes.',
    icon: <IconUsers />,
    to: paths.debtorsAndCreditors,
    color: 'pink',
    anyOf: [reportAccess.code.debtorsAndCreditors, reportAccess.code.debtors, reportAccess.code.creditors],
  },
  {
    title: 'Bank Transfers',
    text: 'Money moved between your cash and your banks.',
    icon: <IconArrowsExchange />,
    to: withQuery(paths.transactions, { type: 'transfer' }),
    color: 'blue',
    anyOf: [codes.transactions, 1],
  },
  { title: 'Reports', text: 'Sales, expense and inventory reports.', icon: <IconFileAnalytics />, to: paths.reports, color: 'lime', anyOf: reportAccess.hub },
  {
    title: 'Budgets',
    code: codes.profitAndLoss,
    text: 'Plan income and expenses by month; compare with the books.',
    icon: <IconReportMoney />,
    to: paths.budgetProfitLoss,
    color: 'violet',
    planLocked: true,
  },
  {
    title: 'Bank Statement',
    text: 'Import your bank’s statements and see each line.',
    icon: <IconBuildingBank />,
    to: paths.bankStatement,
    color: 'blue',
    anyOf: reportAccess.anyReport,
    planLocked: true,
  },
  {
    title: 'Bank Reconciliation',
    text: 'Match the books to the bank, line by line.',
    icon: <IconChecklist />,
    to: paths.bankReconciliation,
    color: 'teal',
    anyOf: reportAccess.anyReport,
    planLocked: true,
  },
];

function Card({ card, onLocked }: { card: HubCard; onLocked?: () => void }) {
  const body = (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="xs">
        <Group justify="space-between">
          <ThemeIcon size={40} radius="md" variant="light" color={card.color}>
            {card.icon}
          </ThemeIcon>
          {/* Said before the click, as on the reports hub: the card opens the Upgrade Plan dialog. */}
          {onLocked && (
            <Badge size="sm" color="gray" variant="light">
              Upgrade
            </Badge>
          )}
        </Group>
        <Text fw={700}>{card.title}</Text>
        <Text size="sm" c="dimmed">
          {card.text}
        </Text>
      </Stack>
    </Paper>
  );
  if (!card.to) return <div>{body}</div>;
  if (onLocked)
    return (
      <UnstyledButton onClick={onLocked} aria-label={`${card.title} (upgrade to unlock)`}>
        {body}
      </UnstyledButton>
    );
  if (card.to.startsWith('/api/'))
    return (
      <UnstyledButton component="a" href={card.to} download>
        {body}
      </UnstyledButton>
    );
  return (
    <UnstyledButton component={Link} to={card.to}>
      {body}
    </UnstyledButton>
  );
}

export function AccountingRoute() {
  const user = useCurrentUserInShell();
  const [upgrade, setUpgrade] = useState(false);
  const micro = isMicroPlan(user);
  // A member sees the cards whose pages their codes open; with none, the page is not for them.
  const cards = CARDS.filter((card) => (card.code === undefined || hasAnyCode(user, [card.code])) && hasAnyCode(user, card.anyOf)).map((card) =>
    card.to === paths.journalEntry && !isOwnerOrAdmin(user) ? { ...card, to: paths.journalEntries } : card,
  );
  if (cards.length === 0) return <NotAllowedPage />;
  return (
    <>
      <PageHeader title="Accounting" description="Your books: statements, accounts and the journal." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="xl">
        {cards.map((card) => (
          <Card key={card.title} card={card} onLocked={micro && card.planLocked ? () => setUpgrade(true) : undefined} />
        ))}
      </SimpleGrid>
      <Modal opened={upgrade} onClose={() => setUpgrade(false)} title={UPGRADE_TITLE}>
        <Stack>
          <Text size="sm">{FREE_PLAN_MESSAGE}</Text>
          <Group justify="flex-end">
            <Button component={Link} to={paths.plan}>
              Upgrade
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
