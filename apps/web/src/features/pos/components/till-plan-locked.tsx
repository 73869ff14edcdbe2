import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.js';
import { paths } from '../../../lib/paths.js';

/** The server's answer when the business's plan has no point of sale (every till route is gated). */
export const isTillPlanLocked = (error: unknown): boolean => error instanceof ApiError && error.code === 'PLAN_FEATURE_UNAVAILABLE';

/**
 * What the till shows on a plan without it: which plans have it and the way to them, rather than
 * "could not be loaded" with the server's free-plan sentence (said on every plan without the till).
 */
export function TillPlanLocked() {
  return (
    <Alert color="blue" variant="light" title="The point of sale is not on your plan">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">The till, its registers and counter sales come with the Small Business, Medium Enterprise, Store and Enterprise plans.</Text>
        <Button component={Link} to={paths.plan} size="xs">
          See the plans
        </Button>
      </Stack>
    </Alert>
  );
}
