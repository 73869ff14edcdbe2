import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  draft: 'gray',
  sent: 'blue',
  partly_received: 'yellow',
  received: 'green',
  cancelled: 'red',
};

const LABELS: Record<string, string> = { partly_received: 'Partly received' };

/** As wide as its word: in a narrow table the table scrolls, the label is never cut to "PARTLY…". */
export function StatusBadge({ status }: { status: string }) {
  const label = LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {label}
    </Badge>
  );
}
