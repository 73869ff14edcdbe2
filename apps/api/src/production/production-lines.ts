/** The distinct ids of `[{ id }]` lines as sent (malformed ones skipped: the decider names them). */
export function idsOfLines(lines: unknown): string[] {
  if (!Array.isArray(lines)) return [];
  return [
    ...new Set(
      lines
        .map((line: { id?: unknown; _id?: unknown } | null) => line?.id ?? line?._id)
        .filter((id): id is string => typeof id === 'string' && id.trim() !== '')
        .map((id) => id.trim()),
    ),
  ];
}
