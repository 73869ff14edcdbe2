import { Alert, Button, Container, Group, Loader } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { NotAllowedPage } from '../../../app/routes/not-allowed.js';
import { codes, hasAnyCode } from '../../../lib/access.js';
import type { DataOf } from '../../../lib/api-answers.js';
import { ApiError, apiClient, NETWORK_ERROR } from '../../../lib/api-client.js';
import { paths } from '../../../lib/paths.js';
import { posKeys } from '../pos.keys.js';
import { REMEMBERED_REGISTER_KEY } from '../offline/remembered.js';

/** Signed in, the till also knows whether the user's codes open it (141). */
type TillSession = 'signed-in' | 'not-allowed' | 'signed-out' | 'offline';

async function tillSession(): Promise<TillSession> {
  try {
    const { data: user } = await apiClient.get<DataOf<'/api/v1/auth', 'get'>>('/auth');
    return hasAnyCode(user, [codes.pointOfSale]) ? 'signed-in' : 'not-allowed';
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'signed-out';
    if (error instanceof ApiError && error.code === NETWORK_ERROR) return 'offline';
    throw error;
  }
}

/**
 * The till's own sign-in check. Online it is the app's rule (no session: sign in, and come back).
 * Offline, a device that has run this business's till opens it anyway, so the cashier keeps
 * selling into the queue; nothing is sent until the server, which checks the session on every
 * call, answers again.
 */
export function TillSessionGate() {
  const location = useLocation();
  const session = useQuery({ queryKey: [...posKeys.all, 'till-session'], queryFn: tillSession, retry: false, staleTime: 60_000 });
  if (session.isPending) return <Loader role="status" aria-label="Checking your sign-in" m="xl" />;
  if (session.isError) return <Alert color="red">Could not check your sign-in. {session.error.message}</Alert>;
  if (session.data === 'signed-out') {
    const { pathname, search, hash } = location;
    return <Navigate to="/sign-in" replace state={{ from: { pathname, search, hash } }} />;
  }
  if (session.data === 'not-allowed') return <NotAllowedPage />;
  if (session.data === 'offline' && localStorage.getItem(REMEMBERED_REGISTER_KEY) === null) {
    return <Alert color="orange">You are offline, and this device has not opened a register yet: connect to open one.</Alert>;
  }
  return (
    <Container size="xl" py="md">
      <TillNav pathname={location.pathname} />
      <Outlet />
    </Container>
  );
}

const TILL_PAGES = [
  { to: '/pos', label: 'Till' },
  { to: '/pos/register', label: 'Register' },
  { to: '/pos/sales', label: 'Sales history' },
];

/** The till's pages and the way back to the rest of the app: the till has no side menu of its own. */
function TillNav({ pathname }: { pathname: string }) {
  const current = pathname.startsWith('/pos/sales') ? '/pos/sales' : pathname.replace(/\/$/, '');
  return (
    <Group component="nav" aria-label="Point of sale" gap={4} mb="md" wrap="wrap">
      <Button component={Link} to={paths.dashboard} variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />}>
        Dashboard
      </Button>
      {TILL_PAGES.map((page) => (
        <Button
          key={page.to}
          component={Link}
          to={page.to}
          size="compact-sm"
          variant={current === page.to ? 'light' : 'subtle'}
          aria-current={current === page.to ? 'page' : undefined}
        >
          {page.label}
        </Button>
      ))}
    </Group>
  );
}
export default TillSessionGate;
