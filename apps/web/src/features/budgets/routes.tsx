// Budget screens (spec 002 §2 /budget/profit-loss with /view and /create, /budget/line-item with
// /view; docs/budgets.md), each loaded when first opened. Read with Profit & Loss (code 19); like
// the Profit & Loss, locked on the free plan. Writes are the owner's and admins' (the server says so).

import type { RouteObject } from 'react-router-dom';
import { codes } from '../../lib/access.js';
import { paths } from '../../lib/paths.js';
import { lazyPage } from '../../lib/routing.js';

const handle = { anyOf: [codes.profitAndLoss], planLocked: true, floatingAdd: true };
const list = () => import('./routes/budget-list.js');
const edit = () => import('./routes/budget-edit.js');
const view = () => import('./routes/budget-view.js');

export const routes: RouteObject[] = [
  lazyPage(paths.budgetProfitLoss, 'Profit & Loss budgets', () => list().then((m) => ({ default: m.ProfitLossBudgetsRoute })), handle),
  lazyPage(paths.budgetProfitLossCreate, 'Profit & Loss budget', () => edit().then((m) => ({ default: m.ProfitLossBudgetEditRoute })), handle),
  lazyPage(paths.budgetProfitLossView, 'Profit & Loss budget', () => view().then((m) => ({ default: m.ProfitLossBudgetViewRoute })), handle),
  lazyPage(paths.budgetLineItem, 'Line-item budgets', () => list().then((m) => ({ default: m.LineItemBudgetsRoute })), handle),
  lazyPage(paths.budgetLineItemCreate, 'Line-item budget', () => edit().then((m) => ({ default: m.LineItemBudgetEditRoute })), handle),
  lazyPage(paths.budgetLineItemView, 'Line-item budget', () => view().then((m) => ({ default: m.LineItemBudgetViewRoute })), handle),
];
