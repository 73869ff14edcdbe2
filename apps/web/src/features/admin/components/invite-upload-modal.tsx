// Invite people by CSV (spec 002 §7 /admin/users-invite-template/download, /admin/upload-users-invite):
// the template, the file (required, CSV: spec 002 §5), and the upload, its button 'Uploading...' and
// disabled while it goes (§4). The server's message is what is shown (§8): when every row went the
// dialog closes with it; when rows were skipped it stays open with the message and the lines why;
// a refused file shows the refusal.

import { Alert, Anchor, Button, FileInput, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { notifySuccess } from '../../../lib/notify.js';
import { downloadInviteTemplate, useUploadInvites, type InviteUploadAnswer } from '../api/users.js';

export const INVITE_FILE_REQUIRED = 'Choose the CSV file to upload';
/** The spec's rule and the server's own refusal (spec 002 §5). */
export const INVITE_FILE_MUST_BE_CSV = 'Bulk import files must be CSV';

export function InviteUploadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUploadInvites();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [templateError, setTemplateError] = useState<string | null>(null);
  const [result, setResult] = useState<InviteUploadAnswer | null>(null);

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
    if (!file) return setFileError(INVITE_FILE_REQUIRED);
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') return setFileError(INVITE_FILE_MUST_BE_CSV);
    setFileError(null);
    setResult(null);
    upload.mutate(file, {
      onSuccess: (answer) => {
        if (answer.success) {
          notifySuccess(answer.message);
          close();
        } else {
          // Some rows were skipped (the others are invited): the server's message and its reasons stay in view.
          setResult(answer);
          setFile(null);
        }
      },
    });
  };

  const template = () => {
    setTemplateError(null);
    downloadInviteTemplate().catch((failure: Error) => setTemplateError(failure.message));
  };

  return (
    <Modal opened={opened} onClose={close} title="Invite by CSV" size="lg">
      <form onSubmit={submit} noValidate aria-label="Invite by CSV">
        <Stack gap="sm">
          <Text size="sm">
            One person a row: e-mail, first and last name, the name of their business and its plan (empty: free). Each is e-mailed an invitation to sign up with
            that business; an address is invited once, ever, so uploading the same file again invites nobody twice.
          </Text>
          <Group gap="xs">
            <Anchor component="button" type="button" size="sm" onClick={template}>
              <Group gap={4} component="span">
                <IconDownload size={14} /> Download template
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
            <Alert color="red" role="alert" title="Nobody was invited">
              {upload.error.message}
            </Alert>
          )}
          {result && (
            <Alert color="yellow" role="status" title={result.message}>
              <List size="sm" aria-label="Skipped rows">
                {result.data.skipped.map((row) => (
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
              {upload.isPending ? 'Uploading...' : 'Upload'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
