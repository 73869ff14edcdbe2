import { Alert, Anchor, Card, Group, Loader, Pagination, SimpleGrid, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAssets, useAssetSummary } from '../api/assets.api.js';
import { money } from '../components/format.js';
import { assetPaths } from '../paths.js';

/** AssetManagementView: the Summary tab and the table of assets; each tag links to its details. */
export function AssetManagementViewPage() {
  const [page, setPage] = useState(1);
  const summary = useAssetSummary();
  const assets = useAssets(page);
  return (
    <Stack>
      <Anchor component={Link} to={assetPaths.hub}>
        ← Asset Management
      </Anchor>
      <Title order={2}>Assets</Title>
      <Tabs defaultValue="summary">
        <Tabs.List>
          <Tabs.Tab value="summary">Summary</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="summary" pt="sm">
          {summary.isLoading ? (
            <Loader />
          ) : summary.isError ? (
            <Alert color="red">The summary could not be loaded.</Alert>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Card withBorder>
                <Text c="dimmed">Units held</Text>
                <Text fw={700}>{summary.data?.totalQuantity}</Text>
              </Card>
              <Card withBorder>
                <Text c="dimmed">Cost</Text>
                <Text fw={700}>{money(summary.data?.totalPurchaseCost)}</Text>
              </Card>
              <Card withBorder>
                <Text c="dimmed">Net book value</Text>
                <Text fw={700}>{money(summary.data?.totalPurchaseValue)}</Text>
              </Card>
            </SimpleGrid>
          )}
        </Tabs.Panel>
      </Tabs>
      {assets.isLoading ? (
        <Loader />
      ) : assets.isError ? (
        <Alert color="red">The assets could not be loaded.</Alert>
      ) : assets.data && assets.data.data.length === 0 ? (
        <Text c="dimmed">No assets yet. Create one from Asset Management.</Text>
      ) : (
        <>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tag</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Quantity</Table.Th>
                <Table.Th>Purchase price</Table.Th>
                <Table.Th>Net book value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {assets.data?.data.map((asset) => (
                <Table.Tr key={asset._id}>
                  <Table.Td>
                    <Anchor component={Link} to={assetPaths.details(asset._id)}>
                      {asset.tag}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{asset.name}</Table.Td>
                  <Table.Td>{asset.qty_in_stock}</Table.Td>
                  <Table.Td>{money(asset.purchasePrice, asset.currency)}</Table.Td>
                  <Table.Td>{money(asset.netBookValue, asset.currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Pagination total={Math.max(1, Math.ceil((assets.data?.total ?? 0) / 25))} value={page} onChange={setPage} />
          </Group>
        </>
      )}
    </Stack>
  );
}
