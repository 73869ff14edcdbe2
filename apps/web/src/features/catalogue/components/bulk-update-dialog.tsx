// Inventory Bulk Update dialog (spec 001 §2, §5): step-by-step instructions, the current product
// list as CSV, a required CSV file and 'Update Inventory', disabled until a file is chosen. A
// refused file changes nothing; its wrong lines are listed.

import { Alert, Anchor, Button, Group, List, Modal, ScrollArea, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CsvUploadStep, useCsvFile } from '../../../components/csv-upload-step.js';
import { importTemplateUrls, useBulkUpdate } from '../api/import.api.js';

export function BulkUpdateDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const update = useBulkUpdate();
  const csv = useCsvFile();

  const close = () => {
    csv.clear();
    update.reset();
    onClose();
  };

  const submit = () => {
    const file = csv.take();
    if (!file) return;
    update.mutate(file, { onSuccess: () => close() });
  };

  const errors = update.error?.errors ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Inventory Bulk Update" size="lg">
      <Stack>
        <CsvUploadStep
          csv={csv}
          required
          instructions={
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>
                <Anchor href={importTemplateUrls.inventory} download size="sm">
                  <Group gap={4} component="span">
                    <IconDownload size={14} /> Download your product list as CSV
                  </Group>
                </Anchor>
              </List.Item>
              <List.Item>Do not change the column named _id.</List.Item>
              <List.Item>Change name, quantity (the count in stock now), buyingPrice and sellingPrice; leave a cell blank to keep it.</List.Item>
              <List.Item>Save it as CSV and upload it here. A new quantity is recorded as a stock adjustment: your history stays.</List.Item>
            </List>
          }
        />
        {update.error && (
          <Alert color="red" variant="light" title={update.error.message}>
            {errors.length > 0 && (
              <ScrollArea.Autosize mah={200}>
                <List size="sm" spacing={4} aria-label="Wrong rows">
                  {errors.map((error) => (
                    <List.Item key={error.message}>{error.message}</List.Item>
                  ))}
                </List>
              </ScrollArea.Autosize>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={update.isPending} disabled={!csv.file || update.isPending}>
            {update.isPending ? 'Uploading...' : 'Update Inventory'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
