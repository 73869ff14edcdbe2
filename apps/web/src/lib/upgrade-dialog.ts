// The 'Upgrade Plan' dialog (000 §4, §5, §8): confirming replaces the current route with Plan. The
// menu and the settings hub and tabs open it for what the Micro plan locks.

import { modals } from '@mantine/modals';
import { FREE_PLAN_MESSAGE, UPGRADE_TITLE } from './access.js';
import { paths } from './paths.js';

export function openUpgradeDialog(navigate: (to: string, options: { replace: boolean }) => void, message: string = FREE_PLAN_MESSAGE): void {
  modals.openConfirmModal({
    title: UPGRADE_TITLE,
    children: message,
    labels: { confirm: 'Upgrade', cancel: 'Cancel' },
    onConfirm: () => navigate(paths.plan, { replace: true }),
  });
}
