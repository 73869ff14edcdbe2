// A dialog that sends one CSV file and says how it went (the admin's invitations, the contacts'
// bulk create): what the file holds, its template, the file (required, CSV: checked before it is
// sent), and the upload, its button 'Uploading...' and disabled while it goes. When every row went
// the dialog closes with the server's message; when rows were left out it stays open with the
// message and each line's reason; a refused file shows the refusal.

import { Alert, Anchor, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { ApiError } from '../lib/api-client.js';

/** What an upload came to: the server's message, and the rows it left out (none: every row went). */
export interface CsvUploadOutcome {
  message: string;
  leftOut: { line: number; reason: string }[];
}

export interface CsvUploadDialogProps<Answer> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the file holds, one sentence or two. */
  instructions: string;
  template: { label: string; download: () => Promise<unknown> };
  /** Why the file cannot go: none chosen, or not a CSV file (each feature's spec says it its way). */
  fileMessages: { required: string; notCsv: string };
  uploadLabel: string;
  /** The list of left-out rows' accessible name ('Skipped rows'). */
  leftOutLabel: string;
  /** The upload, a mutation sending the file. */
  upload: UseMutationResult<Answer, ApiError, File>;
  outcome: (answer: Answer) => CsvUploadOutcome;
  /** What a refused file shows: the alert's title, when any, and its text (the server's message by default). */
  refusal?: { title?: string; text?: (error: ApiError) => string };
  /** Every row went: the dialog closes and this says so (an alert with the server's message). */
  onUploaded: (message: string) => void;
}

export function CsvUploadDialog<Answer>(props: CsvUploadDialogProps<Answer>) {
  const { opened, onClose, title, instructions, template, fileMessages, uploadLabel, leftOutLabel, upload, outcome, refusal, onUploaded } = props;
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [result, setResult] = useState<CsvUploadOutcome | null>(null);

  const close = () => {
    setFile(null);
    setFileError(null);
    setTemplateError(null);
    setResult(null);
    upload.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(fileMessages.required);
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setFileError(fileMessages.notCsv);
    setFileError(null);
    setResult(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        const done = outcome(answer);
        if (done.leftOut.length === 0) {
          onUploaded(done.message);
          close();
        } else {
          // The other rows went: the server's message and its reasons stay in view.
          setResult(done);
          setFile(null);
        }
      },
    });
  };

  const downloadTemplate = () => {
    setTemplateError(null);
    template.download().catch((failure: Error) => setTemplateError(failure.message));
  };

  return (
    <Modal opened={opened} onClose={close} title={title} size="lg">
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Text size="sm">{instructions}</Text>
          <Group gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={downloadTemplate}>
              <Group gap={4} component="span">
                <IconDownload size={14} /> {template.label}
              </Group>
            </Anchor>
          </Group>
          {templateError && (
            <Text size="sm" c="red.7" role="alert">
              {templateError}
            </Text>
          )}
          <FileInput
            label="CSV file"
            required
            accept=".csv,text/csv"
            placeholder="Choose a CSV file"
            leftSection={<IconFileTypeCsv size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
            }}
            error={fileError}
            disabled={upload.isPending}
            clearable
          />
          {upload.error && (
            <Alert color="red" role="alert" title={refusal?.title}>
              {refusal?.text ? refusal.text(upload.error) : upload.error.message}
            </Alert>
          )}
          {result && (
            <Alert color="yellow" role="status" title={result.message}>
              <List size="sm" aria-label={leftOutLabel}>
                {result.leftOut.map((row) => (
                  <List.Item key={row.line}>
                    Line {row.line}: {row.reason}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={upload.isPending}>
              {result ? 'Done' : 'Cancel'}
            </Button>
            <Button type="submit" disabled={upload.isPending}>
              {upload.isPending ? 'Uploading...' : uploadLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
