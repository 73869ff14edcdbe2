// 'Dont show this again' on the get-started checklist (000 §2.3), kept in local storage: read by the
// dashboard (whether to offer the checklist at all) and set by the checklist panel.

import { useLocalStorage } from '@mantine/hooks';

export const HIDE_CHECKLIST_KEY = 'get-started-hidden';

export function useChecklistHidden() {
  return useLocalStorage<boolean>({ key: HIDE_CHECKLIST_KEY, defaultValue: false, getInitialValueInEffect: false });
}
