import { Badge, Group } from '@mantine/core';
import type { ContactKind } from '../api/contacts.api.js';

/** Spec 001 §3: each contact kind has its own badge colour. */
const KIND_COLORS: Record<ContactKind, string> = {
  customer: 'blue',
  vendor: 'teal',
  debtor: 'orange',
  investor: 'grape',
  creditor: 'red',
  supplier: 'green',
};

/**
 * Each badge is as wide as its word: Mantine's label may shrink to "CREDI…" (its overflow is hidden, so a
 * table counts the badge as almost no width); a narrow table scrolls instead.
 */
export function KindBadges({ kinds }: { kinds: ContactKind[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {kinds.map((kind) => (
        <Badge key={kind} color={KIND_COLORS[kind]} variant="light" size="sm" miw="max-content">
          {kind}
        </Badge>
      ))}
    </Group>
  );
}
