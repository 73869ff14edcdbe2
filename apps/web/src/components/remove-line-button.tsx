import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface RemoveLineButtonProps {
  /** What a screen reader says: "Remove Rice 50kg", "Remove line 2". */
  label: string;
  onClick: () => void;
  /** A form that needs at least one line keeps its last one. */
  disabled?: boolean;
}

/** The bin at the end of a form's line (a sale's, an order's, a journal's…) that removes it. */
export function RemoveLineButton({ label, onClick, disabled }: RemoveLineButtonProps) {
  return (
    <ActionIcon variant="subtle" color="red" aria-label={label} onClick={onClick} disabled={disabled}>
      <IconTrash size={16} />
    </ActionIcon>
  );
}
