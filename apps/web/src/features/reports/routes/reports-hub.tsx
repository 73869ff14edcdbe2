// Reports: the sales, expense and inventory reports, and the statements.

import { Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconChartLine, IconPackage, IconReceipt2, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.js';
import { PageHeader } from '../../../components/page-header.js';

const REPORTS = [
  { title: 'Sales report', text: 'Sales by day or month: paid and still owed.', to: paths.salesReport, icon: <IconChartLine />, color: 'teal' },
  { title: 'Expense report', text: 'Expenses by category and over time.', to: paths.expenseReport, icon: <IconReceipt2 />, color: 'orange' },
  { title: 'Inventory report', text: 'Opening, in, out and closing stock.', to: paths.inventoryReport, icon: <IconPackage />, color: 'indigo' },
  { title: 'Profit & Loss', text: 'Income, costs and profit.', to: paths.profitAndLoss, icon: <IconChartBar />, color: 'blue' },
  { title: 'Balance Sheet', text: 'What the business owns and owes.', to: paths.balanceSheet, icon: <IconScale />, color: 'grape' },
];

export function ReportsRoute() {
  return (
    <>
      <PageHeader title="Reports" description="See how the business is doing." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {REPORTS.map((report) => (
          <UnstyledButton key={report.title} component={Link} to={report.to}>
            <Paper withBorder radius="md" p="lg" h="100%">
              <Stack gap="xs">
                <ThemeIcon size={40} radius="md" variant="light" color={report.color}>
                  {report.icon}
                </ThemeIcon>
                <Text fw={700}>{report.title}</Text>
                <Text size="sm" c="dimmed">
                  {report.text}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </>
  );
}
