import { Alert, Anchor, Button, Card, Group, Image, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { assetImageSrc, useArchiveAsset, useAsset, useAssetLog, useUpdateAsset } from '../api/assets.api.js';
import { AssetForm } from '../components/asset-form.js';
import { displayDate, formatAmount } from '../../../lib/format.js';
import { assetPaths } from '../paths.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';

const TYPE_LABELS = { asset_buy: 'Bought', asset_sale: 'Sold', depreciation: 'Depreciation' } as const;

/** Asset Details (param id): the asset, its book (monthly and accumulated depreciation, net book value) and its log between two dates. */
export function AssetDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const asset = useAsset(id);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const log = useAssetLog(id, startDate, endDate);
  const [editing, { open, close }] = useDisclosure(false);
  // Archiving takes the asset off the lists: asked first, never on one click.
  const [archiving, archiveDialog] = useDisclosure(false);
  const update = useUpdateAsset(id);
  const archive = useArchiveAsset(id);
  const back = { to: assetPaths.hub, label: 'Asset Management' };
  if (asset.isLoading || asset.isError || !asset.data)
    return (
      <Stack>
        <PageHeader back={back} title="Asset" />
        <QueryState
          label="Loading the asset…"
          isLoading={asset.isLoading}
          error={asset.error}
          onRetry={() => void asset.refetch()}
          isEmpty={!asset.data}
          empty="This asset was not found."
        >
          {null}
        </QueryState>
      </Stack>
    );
  const a = asset.data;
  const currency = a.currency || 'NGN';
  const imageSrc = assetImageSrc(a);
  const facts: [string, string | number | undefined][] = [
    ['Name', a.name],
    ['Tag', a.tag],
    ['Group', a.group],
    ['Category', a.category],
    ['Serial number', a.serialNo],
    ['Manufacturer', a.manufacturer],
    ['Model', a.model],
    ['Condition', a.condition === 'new' ? 'Brand New' : a.condition === 'used' ? 'Used' : undefined],
    ['Quantity held', a.qty_in_stock],
    ['Purchase price', formatAmount(a.purchasePrice, currency)],
    ['Monthly depreciation', formatAmount(a.monthlyDepreciation, currency)],
    ['Accumulated depreciation', formatAmount(a.accumulatedDepreciation, currency)],
    ['Net book value', formatAmount(a.netBookValue, currency)],
    ['Force sale value', a.forceSaleValue ? formatAmount(a.forceSaleValue, currency) : undefined],
    ['Useful life', `${a.lifespan} months`],
    ['Salvage value', formatAmount(a.salvageValue, currency)],
  ];
  return (
    <Stack>
      <PageHeader
        back={back}
        title={a.name}
        actions={
          <>
            <Button variant="default" onClick={archiveDialog.open}>
              Archive Asset
            </Button>
            <Button onClick={open}>Edit Asset</Button>
          </>
        }
      />
      <Card withBorder>
        {imageSrc && <Image src={imageSrc} alt={`Picture of ${a.name}`} h={200} w="auto" fit="contain" radius="sm" mb="sm" />}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {facts
            .filter(([, value]) => value !== undefined && value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
                <Text data-testid={`asset-${label.toLowerCase().replace(/ /g, '-')}`}>{value}</Text>
              </div>
            ))}
        </SimpleGrid>
        {a.description && <Text mt="sm">{a.description}</Text>}
      </Card>
      <Title order={3}>Transaction log</Title>
      <Group>
        <IsoDateInput label="Start date" clearable value={startDate} onChange={setStartDate} />
        <IsoDateInput label="End date" clearable value={endDate} onChange={setEndDate} />
      </Group>
      <QueryState
        label="Loading the log…"
        isLoading={log.isLoading}
        error={log.error}
        onRetry={() => void log.refetch()}
        isEmpty={(log.data ?? []).length === 0}
        empty="Nothing in these dates."
      >
        {/* On a phone each line of the log is a card (.lines-table), not a table scrolled sideways. */}
        <Table striped aria-label="Transaction log" className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Contact</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {log.data?.map((row) => (
              <Table.Tr key={`${row._id}-${row.type}-${row.date}`}>
                <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
                  {displayDate(row.date)}
                </Table.Td>
                <Table.Td data-label="Reference" style={{ whiteSpace: 'nowrap' }}>
                  {row.reference}
                </Table.Td>
                <Table.Td data-label="Type">{TYPE_LABELS[row.type]}</Table.Td>
                <Table.Td data-label="Contact">{row.entityName ?? ''}</Table.Td>
                <Table.Td ta="right" data-label="Quantity">
                  {row.type === 'depreciation' ? '' : row.quantity}
                </Table.Td>
                <Table.Td ta="right" data-label="Amount" style={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(row.amount, currency)}
                </Table.Td>
                <Table.Td className="line-actions" style={{ whiteSpace: 'nowrap' }}>
                  <Anchor component={Link} to={assetPaths.transaction(row.reference)}>
                    View receipt
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </QueryState>
      <Modal opened={archiving} onClose={archiveDialog.close} title="Archive this asset?">
        <Stack>
          <Text size="sm">
            {a.name} ({a.tag}) leaves the list of assets. Its purchases, sales and depreciation stay in the books.
          </Text>
          {archive.error && (
            <Alert color="red" role="alert">
              {archive.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={archiveDialog.close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={archive.isPending}
              onClick={() =>
                archive.mutate(undefined, {
                  onSuccess: () => {
                    notifications.show({ message: 'Asset archived' });
                    navigate(assetPaths.view);
                  },
                })
              }
            >
              Archive Asset
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={editing} onClose={close} title="Edit Asset" size="lg">
        <AssetForm
          asset={a}
          submitLabel="Save"
          onSubmit={async (submission) => {
            await update.mutateAsync(submission);
            notifications.show({ color: 'green', message: 'Asset updated' });
            close();
          }}
        />
      </Modal>
    </Stack>
  );
}
