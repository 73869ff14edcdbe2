// AddTransactionNew: pick what to record.

import { Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconArrowsLeftRight, IconReceipt2, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths.js';
import { PageHeader } from '../../../components/page-header.js';
import { TransferModal } from '../components/transfer-modal.js';

function Choice({ icon, color, title, text, to, onClick }: { icon: ReactNode; color: string; title: string; text: string; to?: string; onClick?: () => void }) {
  const body = (
    <Paper withBorder radius="md" p="lg" h="100%">
      <Stack gap="xs">
        <ThemeIcon size={42} radius="md" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text fw={700}>{title}</Text>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
  return to ? (
    <UnstyledButton component={Link} to={to}>
      {body}
    </UnstyledButton>
  ) : (
    <UnstyledButton onClick={onClick}>{body}</UnstyledButton>
  );
}

export function NewTransactionRoute() {
  const [transfer, setTransfer] = useState(false);
  return (
    <>
      <PageHeader title="New transaction" description="What would you like to record?" trail={[{ label: 'Transactions', to: paths.transactions }]} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Choice
          icon={<IconShoppingCart />}
          color="teal"
          title="Sale"
          text="Products or services sold, paid now or on credit."
          to={paths.createSalesTransaction}
        />
        <Choice icon={<IconTruckDelivery />} color="indigo" title="Purchase" text="Stock bought from a supplier." to={paths.createPurchaseTransaction} />
        <Choice
          icon={<IconReceipt2 />}
          color="orange"
          title="Expense"
          text="Rent, salaries, fuel and other running costs."
          to={paths.createExpenseTransaction}
        />
        <Choice icon={<IconArrowDownLeft />} color="green" title="Money in" text="Capital, loans and other income." to={paths.createMoneyInTransaction} />
        <Choice
          icon={<IconArrowUpRight />}
          color="red"
          title="Money out"
          text="Drawings, loan repayments, supplier payments."
          to={paths.createMoneyOutTransaction}
        />
        <Choice
          icon={<IconArrowsLeftRight />}
          color="gray"
          title="Transfer"
          text="Move money between cash and your bank accounts."
          onClick={() => setTransfer(true)}
        />
      </SimpleGrid>
      <TransferModal opened={transfer} onClose={() => setTransfer(false)} />
    </>
  );
}
