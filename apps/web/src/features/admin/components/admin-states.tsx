// Small states the admin pages share.

import { Alert, Text } from '@mantine/core';

/** A staff-only page opened by a partner admin (the server would answer 403 as well). */
export function NotForPartners() {
  return (
    <Alert color="yellow" title="Staff only" role="alert">
      <Text size="sm">You are not allowed to do this. Only the provider&apos;s staff can open this page.</Text>
    </Alert>
  );
}
