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

/** The contact's kinds, each badge in its colour (whole words: the theme keeps badges as wide as their label). */
export function KindBadges({ kinds }: { kinds: ContactKind[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {kinds.map((kind) => (
        <Badge key={kind} color={KIND_COLORS[kind]} variant="light" size="sm">
          {kind}
        </Badge>
      ))}
    </Group>
  );
}
