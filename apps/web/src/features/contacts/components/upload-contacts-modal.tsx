import { Alert, Anchor, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { contactFiles, downloadCsv, useUploadContacts, type ContactUploadResult } from '../api/contacts.api.js';

const CSV_REQUIRED = 'A CSV file is required';

/**
 * Bulk create contacts (spec 001 §2, §5): the template to download, a CSV file (required), and
 * 'Upload Template', showing 'Uploading...' while it sends. Refused rows stay listed by line.
 */
export function UploadContactsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUploadContacts();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ message: string; data: ContactUploadResult } | null>(null);

  const close = () => {
    setFile(null);
    setError(null);
    setResult(null);
    upload.reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setError(CSV_REQUIRED);
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setError('Upload a CSV file');
    setError(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        if (answer.data.refused.length === 0) {
          notifications.show({ color: 'green', message: answer.message });
          close();
        } else {
          setResult(answer);
          setFile(null);
        }
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Bulk create contacts" size="lg" closeOnClickOutside>
      <form onSubmit={submit} noValidate aria-label="Bulk create contacts">
        <Stack gap="sm">
          <Text size="sm">
            Fill in the template, one contact a row (only First Name is required), and upload it. Uploading the same file again creates nobody twice.
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadCsv(contactFiles.template, 'entities-template.csv').catch((failure: Error) => console.error(failure.message))}
          >
            Download the CSV template
          </Anchor>
          <FileInput
            label="CSV file"
            required
            accept=".csv,text/csv"
            placeholder="Choose a CSV file"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setError(null);
            }}
            error={error}
            clearable
          />
          {upload.error && (
            <Alert color="red" role="alert">
              {upload.error.errors[0]?.message ?? upload.error.message}
            </Alert>
          )}
          {result && (
            <Alert color="yellow" role="status" title={result.message}>
              <List size="sm" aria-label="Refused rows">
                {result.data.refused.map((row) => (
                  <List.Item key={row.line}>
                    Line {row.line}: {row.reasons.join('; ')}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {result ? 'Done' : 'Cancel'}
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : 'Upload Template'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
