// Invite people by CSV (spec 002 §7 /admin/users-invite-template/download, /admin/upload-users-invite):
// the template, the file (required, CSV: spec 002 §5), and the upload, its button 'Uploading...' and
// disabled while it goes (§4). The server's message is what is shown (§8): when every row went the
// dialog closes with it; when rows were skipped it stays open with the message and the lines why;
// a refused file shows the refusal.

import { CsvUploadDialog } from '../../../components/csv-upload-dialog.js';
import { notifySuccess } from '../../../lib/notify.js';
import { downloadInviteTemplate, useUploadInvites } from '../api/users.js';

export const INVITE_FILE_REQUIRED = 'Choose the CSV file to upload';
/** The spec's rule and the server's own refusal (spec 002 §5). */
export const INVITE_FILE_MUST_BE_CSV = 'Bulk import files must be CSV';

export function InviteUploadModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const upload = useUploadInvites();
  return (
    <CsvUploadDialog
      opened={opened}
      onClose={onClose}
      title="Invite by CSV"
      instructions="One person a row: e-mail, first and last name, the name of their business and its plan (empty: free). Each is e-mailed an invitation to sign up with that business; an address is invited once, ever, so uploading the same file again invites nobody twice."
      template={{ label: 'Download template', download: downloadInviteTemplate }}
      fileMessages={{ required: INVITE_FILE_REQUIRED, notCsv: INVITE_FILE_MUST_BE_CSV }}
      uploadLabel="Upload"
      leftOutLabel="Skipped rows"
      upload={upload}
      // Some rows skipped (the others are invited) is not a success.
      outcome={(answer) => ({ message: answer.message, leftOut: answer.success ? [] : answer.data.skipped })}
      refusal={{ title: 'Nobody was invited' }}
      onUploaded={notifySuccess}
    />
  );
}
