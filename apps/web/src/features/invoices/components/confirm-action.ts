// Asks before an invoice or quotation action that cannot be taken back (delete, void, mark as paid):
// each posts to the books or removes the document, one click away from Edit and Download.

import { modals } from '@mantine/modals';

export function confirmAction({
  title,
  message,
  confirm,
  danger = false,
  onConfirm,
}: {
  title: string;
  message: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
}): void {
  modals.openConfirmModal({
    title,
    children: message,
    labels: { confirm, cancel: 'Cancel' },
    confirmProps: danger ? { color: 'red' } : undefined,
    onConfirm,
  });
}
