import { notifications } from '@mantine/notifications';
import { CsvUploadDialog } from '../../../components/csv-upload-dialog.js';
import { contactFiles, downloadCsv, useUploadContacts } from '../api/contacts.api.js';

/**
 * Bulk create contacts (spec 001 §2, §5): the template to download, a CSV file (required), and
 * 'Upload Template', showing 'Uploading...' while it sends. Refused rows stay listed by line.
 */
export function UploadContactsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUploadContacts();
  return (
    <CsvUploadDialog
      opened={opened}
      onClose={onClose}
      title="Bulk create contacts"
      instructions="Fill in the template, one contact a row (only First Name is required), and upload it. Uploading the same file again creates nobody twice."
      template={{ label: 'Download the CSV template', download: () => downloadCsv(contactFiles.template, 'entities-template.csv') }}
      fileMessages={{ required: 'A CSV file is required', notCsv: 'Upload a CSV file' }}
      uploadLabel="Upload Template"
      leftOutLabel="Refused rows"
      upload={upload}
      outcome={(answer) => ({ message: answer.message, leftOut: answer.data.refused.map((row) => ({ line: row.line, reason: row.reasons.join('; ') })) })}
      refusal={{ text: (error) => error.errors[0]?.message ?? error.message }}
      onUploaded={(message) => notifications.show({ color: 'green', message })}
    />
  );
}
