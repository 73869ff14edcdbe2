import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/date.js';
import { formatMoney } from '../../../lib/money.js';
import { useActiveRegister, useLatestRegister } from '../api/registers.js';
import { RegisterClose } from '../components/register-close.js';
import { RegisterOpenScreen } from '../components/register-open-screen.js';
import { isTillPlanLocked, TillPlanLocked } from '../components/till-plan-locked.js';

/** /pos/register: close the open register with the counted cash, or open one; the last closing's difference. */
export function PosRegisterRoute() {
  const active = useActiveRegister();
  const latest = useLatestRegister();
  if (active.isPending) return <Loader role="status" aria-label="Loading the register" />;
  if (active.isError && isTillPlanLocked(active.error)) return <TillPlanLocked />;
  if (active.isError) return <Alert color="red">The register could not be loaded: {active.error.message}</Alert>;
  if (!active.data)
    return (
      <RegisterOpenScreen>
        {latest.data?.status === 'closed' ? (
          <Text data-testid="last-closing" size="sm" c="dimmed">
            Last closed{' '}
            {latest.data.closedAt
              ? `${formatDate(latest.data.closedAt)} ${new Date(latest.data.closedAt).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}`
              : ''}
            : cash difference {formatMoney(latest.data.cashDifference ?? '0.00', latest.data.currency)}
          </Text>
        ) : null}
      </RegisterOpenScreen>
    );
  return (
    <Stack>
      <Title order={2}>Register</Title>
      <RegisterClose register={active.data} />
    </Stack>
  );
}
export default PosRegisterRoute;
