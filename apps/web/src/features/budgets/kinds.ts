// What differs between the two kinds of budget on screen: their paths and words.

import { paths } from '../../lib/paths.js';
import type { BudgetKind } from './api.js';

export interface KindScreens {
  kind: BudgetKind;
  title: string;
  /** One line of what the list is for. */
  description: string;
  list: string;
  create: string;
  view: string;
}

export const KINDS: Record<BudgetKind, KindScreens> = {
  'profit-loss': {
    kind: 'profit-loss',
    title: 'Profit & Loss budgets',
    description: 'Income, costs and expenses planned month by month, beside the books.',
    list: paths.budgetProfitLoss,
    create: paths.budgetProfitLossCreate,
    view: paths.budgetProfitLossView,
  },
  'line-item': {
    kind: 'line-item',
    title: 'Line-item budgets',
    description: 'Spending limits for chosen expense lines, and how much of each is used.',
    list: paths.budgetLineItem,
    create: paths.budgetLineItemCreate,
    view: paths.budgetLineItemView,
  },
};
