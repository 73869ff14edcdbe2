// Pages anyone may read (terms, privacy, public receipts): the brand on top, the text in a readable column.

import { Anchor, Box, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../paths.js';
import { BrandMark } from '../../components/brand-mark.js';

export function PublicLayout() {
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="white" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="md">
          <Group justify="space-between">
            <Anchor component={Link} to={paths.dashboard} underline="never" c="dark">
              <BrandMark />
            </Anchor>
            <Anchor component={Link} to={paths.signIn} size="sm">
              Sign in
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="md" py="xl" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
