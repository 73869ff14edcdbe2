// Import inventories dialog (spec 001 §2, §4): the template, the CSV file, 'Upload Template'
// ('Uploading...' while it goes up), then the review: every row as it will be created and every
// refused row with its line and reasons; 'Import N products' runs the job, with a progress bar.

import { Alert, Button, Group, List, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { CsvUploadStep, useCsvFile } from '../../../components/csv-upload-step.js';
import { formatNumber } from '../../../lib/format.js';
import { useMoney } from '../../../lib/money-context.js';
import { catalogueKeys } from '../catalogue.keys.js';
import { importTemplateUrls, isJobRunning, useProcessProductImport, useProductImport, useUploadProductImport } from '../api/import.api.js';

/** "1 product", "2 products". */
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const PREVIEW_ROWS = 50;

export function ImportProductsDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const upload = useUploadProductImport();
  const process = useProcessProductImport();
  const csv = useCsvFile();
  const [importId, setImportId] = useState<string | null>(null);
  const money = useMoney();
  const review = useProductImport(importId);
  const data = review.data ?? upload.data?.data;
  const job = data?.job ?? null;
  const running = isJobRunning(job);
  const done = job?.state === 'completed' ? job.result : null;

  // The lists show the new products once the job is done.
  useEffect(() => {
    if (done) void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
  }, [done, queryClient]);

  const close = () => {
    csv.clear();
    setImportId(null);
    upload.reset();
    process.reset();
    onClose();
  };

  const submit = () => {
    const file = csv.take();
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (response) => {
        setImportId(response.data.importId);
        csv.clear();
      },
    });
  };

  const start = () => {
    if (!importId) return;
    process.mutate(importId, { onSuccess: () => void review.refetch() });
  };

  const uploadErrors = upload.error?.errors ?? [];
  const percent = job ? job.progress.percent : 0;

  return (
    <Modal opened={opened} onClose={close} title="Import inventories" size="xl">
      <Stack>
        {!data && (
          <>
            <CsvUploadStep
              csv={csv}
              instructions="One product per row. Name and Selling Price are required; Buying Price is required with a Quantity. Leave SKU blank to number it for you. Dates are DD/MM/YYYY."
              template={{ href: importTemplateUrls.products, label: 'Download the CSV template' }}
            />
            {uploadErrors.length > 0 && (
              <Alert color="red" variant="light" title={upload.error?.message}>
                <List size="sm">
                  {uploadErrors.map((error) => (
                    <List.Item key={error.message}>{error.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button onClick={submit} loading={upload.isPending} disabled={upload.isPending}>
                {upload.isPending ? 'Uploading...' : 'Upload Template'}
              </Button>
            </Group>
          </>
        )}

        {data && (
          <>
            <Text size="sm">
              {data.fileName}: {data.products.length} of {data.total} rows ready to import{data.refused.length > 0 ? `, ${data.refused.length} refused` : ''}.
            </Text>
            <ScrollArea.Autosize mah={260}>
              {/* On a phone each row is a card of labelled values (styles.css, .lines-table), not a table cut at the edge. */}
              <Table striped withTableBorder aria-label="Rows to import" className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Line</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>SKU</Table.Th>
                    <Table.Th ta="right">Quantity</Table.Th>
                    <Table.Th ta="right">Buying price</Table.Th>
                    <Table.Th ta="right">Selling price</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.products.slice(0, PREVIEW_ROWS).map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td data-label="Line">{row.line}</Table.Td>
                      <Table.Td data-label="Name">{row.name}</Table.Td>
                      <Table.Td data-label="SKU">{row.sku ?? 'next free SKU'}</Table.Td>
                      <Table.Td ta="right" data-label="Quantity">
                        {formatNumber(row.quantity ?? '0')}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Buying price">
                        {row.buyingPrice ? money.format(row.buyingPrice) : ''}
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Selling price">
                        {row.sellingPrice ? money.format(row.sellingPrice) : ''}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.products.length > PREVIEW_ROWS && (
                <Text size="xs" c="dimmed" mt={4}>
                  and {plural(data.products.length - PREVIEW_ROWS, 'more row')}
                </Text>
              )}
            </ScrollArea.Autosize>
            {data.refused.length > 0 && (
              <Alert
                color="orange"
                variant="light"
                title={data.refused.length === 1 ? '1 row will not be imported' : `${data.refused.length} rows will not be imported`}
              >
                <ScrollArea.Autosize mah={160}>
                  <List size="sm" spacing={4} aria-label="Refused rows">
                    {data.refused.map((row) => (
                      <List.Item key={row.line}>
                        <strong>Line {row.line}:</strong> {row.reasons.join('; ')}
                      </List.Item>
                    ))}
                  </List>
                </ScrollArea.Autosize>
              </Alert>
            )}
            {(running || process.isPending) && <Progress value={Math.max(percent, 2)} animated striped aria-label="Import progress" />}
            {running && (
              <Text size="sm" c="dimmed">
                Importing: {job?.progress.processed ?? 0} of {job?.progress.total || data.total} rows
              </Text>
            )}
            {job?.state === 'failed' && (
              <Alert color="red" variant="light" title="The import stopped">
                {job.error}. Process it again: rows already created are not created twice.
              </Alert>
            )}
            {done && (
              <Alert color={done.refused.length ? 'orange' : 'teal'} variant="light" title="Import finished">
                {done.imported} created{done.alreadyImported ? `, ${done.alreadyImported} already imported` : ''}
                {done.refused.length ? `, ${done.refused.length} refused` : ''}.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
              {!done && (
                <Button onClick={start} loading={process.isPending || running} disabled={data.products.length === 0 || running || process.isPending}>
                  Import {plural(data.products.length, 'product')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
