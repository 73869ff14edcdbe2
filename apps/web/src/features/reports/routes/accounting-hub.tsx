// The accounting hub (spec 002 §2): Transactions, Profit & Loss (code 19), Balance Sheet (code 20),
// Trial Balance, Chart of Accounts and Journal Entry; Cashflow Statement, Bank Transfers, Bank
// Statement and Bank Reconciliation shown as Coming Soon, leading nowhere.

import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconBook,
  IconBuildingBank,
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
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.js';
import { PageHeader } from '../components/page-header.js';

interface HubCard {
  title: string;
  text: string;
  icon: ReactNode;
  to?: string;
  color: string;
}

const CARDS: HubCard[] = [
  { title: 'Transactions', text: 'Every sale, purchase, expense and transfer.', icon: <IconReceipt />, to: paths.transactions, color: 'blue' },
  { title: 'Profit & Loss', text: 'Income, costs and profit for a period.', icon: <IconChartBar />, to: paths.profitAndLoss, color: 'teal' },
  { title: 'Balance Sheet', text: 'What the business owns and owes.', icon: <IconScale />, to: paths.balanceSheet, color: 'indigo' },
  { title: 'Trial Balance', text: 'Every account’s debits and credits.', icon: <IconListDetails />, to: paths.trialBalance, color: 'grape' },
  { title: 'Chart of Accounts', text: 'Each account with its entries and running balance.', icon: <IconBook />, to: paths.chartOfAccounts, color: 'cyan' },
  {
    title: 'Journal Entry',
    text: 'The whole journal, for your accountant’s tools.',
    icon: <IconFileSpreadsheet />,
    to: '/api/v1/accounting/journal/export',
    color: 'orange',
  },
  { title: 'Debtors & Creditors', text: 'Who owes the business, and whom it owes.', icon: <IconUsers />, to: paths.debtorsAndCreditors, color: 'pink' },
  { title: 'Reports', text: 'Sales, expense and inventory reports.', icon: <IconFileAnalytics />, to: paths.reports, color: 'lime' },
];

const COMING_SOON: HubCard[] = [
  { title: 'Cashflow Statement', text: 'Where cash came from and went.', icon: <IconReportMoney />, color: 'gray' },
  { title: 'Bank Transfers', text: 'Transfers between your banks.', icon: <IconArrowsExchange />, color: 'gray' },
  { title: 'Bank Statement', text: 'Your bank’s lines beside the books.', icon: <IconBuildingBank />, color: 'gray' },
  { title: 'Bank Reconciliation', text: 'Match the books to the bank.', icon: <IconScale />, color: 'gray' },
];

function Card({ card, soon }: { card: HubCard; soon?: boolean }) {
  const body = (
    <Paper withBorder radius="md" p="lg" h="100%" style={soon ? { opacity: 0.65 } : undefined}>
      <Stack gap="xs">
        <Group justify="space-between">
          <ThemeIcon size={40} radius="md" variant="light" color={card.color}>
            {card.icon}
          </ThemeIcon>
          {soon && (
            <Badge color="gray" variant="light">
              Coming Soon
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
  if (soon || !card.to) return <div aria-disabled="true">{body}</div>;
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
  return (
    <>
      <PageHeader title="Accounting" description="Your books: statements, accounts and the journal." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="xl">
        {CARDS.map((card) => (
          <Card key={card.title} card={card} />
        ))}
      </SimpleGrid>
      <Text fw={600} mb="sm" c="dimmed">
        Coming soon
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {COMING_SOON.map((card) => (
          <Card key={card.title} card={card} soon />
        ))}
      </SimpleGrid>
    </>
  );
}
