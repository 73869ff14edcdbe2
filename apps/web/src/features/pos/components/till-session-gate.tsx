import { Alert, Container, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ApiError, apiClient, NETWORK_ERROR } from '../../../lib/api-client.js';
import { posKeys } from '../pos.keys.js';
import { REMEMBERED_REGISTER_KEY } from '../offline/remembered.js';

type TillSession = 'signed-in' | 'signed-out' | 'offline';

async function tillSession(): Promise<TillSession> {
  try {
    await apiClient.get('/auth');
    return 'signed-in';
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
  if (session.isPending) return <Loader aria-label="Checking your sign-in" m="xl" />;
  if (session.isError) return <Alert color="red">Could not check your sign-in. {session.error.message}</Alert>;
  if (session.data === 'signed-out') {
    const { pathname, search, hash } = location;
    return <Navigate to="/sign-in" replace state={{ from: { pathname, search, hash } }} />;
  }
  if (session.data === 'offline' && localStorage.getItem(REMEMBERED_REGISTER_KEY) === null) {
    return <Alert color="orange">You are offline, and this device has not opened a register yet: connect to open one.</Alert>;
  }
  return (
    <Container size="xl" py="md">
      <Outlet />
    </Container>
  );
}
export default TillSessionGate;
