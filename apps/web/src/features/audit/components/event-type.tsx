import { Badge } from '@mantine/core';

/** "SaleRecorded" → "Sale recorded", coloured by what happened. */
export function EventTypeBadge({ type }: { type: string }) {
  const words = type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  const color = /Voided|Removed|Revoked/.test(type)
    ? 'red'
    : /Amended|Changed|Updated|Set/.test(type)
      ? 'orange'
      : /Recorded|Created|Introduced/.test(type)
        ? 'teal'
        : 'gray';
  return (
    <Badge variant="light" color={color} radius="sm" tt="none">
      {label}
    </Badge>
  );
}

/** An ISO timestamp as DD/MM/YYYY HH:mm on the viewer's clock. */
export function formatTimestamp(value: string | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
