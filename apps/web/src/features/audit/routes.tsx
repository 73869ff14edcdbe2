// This feature's screens inside the signed-in shell (see lib/routing.ts for lazyPage and the handle).

import type { RouteObject } from 'react-router-dom';

export const routes: RouteObject[] = [];
