import { Alert, Anchor, Group, Loader, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAssetTransactions } from '../api/assets.api.js';
import { displayDate } from '../../../lib/format.js';
import { assetPaths } from '../paths.js';
import { Money } from '../../../lib/money-context.js';

/** Asset Transactions: every asset purchase and sale; each row links to its transaction by reference. */
export function AssetTransactionsPage() {
  const [page, setPage] = useState(1);
  const transactions = useAssetTransactions(page);
  return (
    <Stack>
      <Anchor component={Link} to={assetPaths.hub}>
        ← Asset Management
      </Anchor>
      <Title order={2}>Asset Transactions</Title>
      {transactions.isLoading ? (
        <Loader />
      ) : transactions.isError ? (
        <Alert color="red">The asset transactions could not be loaded.</Alert>
      ) : (transactions.data?.data ?? []).length === 0 ? (
        <Text c="dimmed">No asset purchases or sales yet.</Text>
      ) : (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Contact</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transactions.data?.data.map((row) => (
                <Table.Tr key={row._id}>
                  <Table.Td>{displayDate(row.date)}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={assetPaths.transaction(row.reference)}>
                      {row.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.type === 'asset_buy' ? 'Bought' : 'Sold'}</Table.Td>
                  <Table.Td>{row.entityName ?? ''}</Table.Td>
                  <Table.Td>{row.description ?? ''}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    <Money amount={row.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Pagination total={Math.max(1, Math.ceil((transactions.data?.total ?? 0) / 25))} value={page} onChange={setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}
