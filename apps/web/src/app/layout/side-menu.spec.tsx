import { describe, expect, it } from '@jest/globals';
import { bottomItems, dashboardItem, menuGroups } from '../menu.js';
import { activeItem, inGroup } from './side-menu.js';

const everyItem = [dashboardItem, ...menuGroups.flatMap((group) => group.items), ...bottomItems];
const lit = (pathname: string, search = '') => activeItem(everyItem, pathname, search)?.label;

describe('the side menu lights one item, the best fit for the page', () => {
  it.each([
    ['/', '', 'Dashboard'],
    ['/inventories', '', 'Summary'],
    ['/inventories/all', '', 'Products'],
    ['/inventories/product/abc', '', 'Products'],
    ['/services/service/abc', '', 'Services'],
    ['/inventories/stock-transfers/abc/view', '', 'Transfers'],
    ['/entities', '', 'All Contacts'],
    ['/entities', '?group=suppliers', 'Suppliers'],
    ['/invoice/abc/preview', '', 'Invoicing'],
    ['/payment-invoice/abc', '', 'Invoicing'],
    ['/accounting/view', '', 'Journal Entries'],
    ['/budget/line-item/view', '?id=abc', 'Budgets'],
    ['/reports/profit-and-loss', '', 'Profit & Loss Account'],
    ['/reports', '', 'Report'],
    ['/transactions/create-sales', '', 'Quick Sales'],
    ['/transactions/TX-1', '', 'Transactions'],
    ['/reports/inventory-report/sales', '', 'Report'],
  ])('%s%s → %s', (pathname, search, label) => {
    expect(lit(pathname, search)).toBe(label);
  });

  it('lights nothing on a page outside the menu', () => {
    expect(lit('/no-such-page')).toBeUndefined();
  });
});

describe('a group lights up for the pages under its prefixes, by whole path segments', () => {
  const litGroups = (pathname: string) => menuGroups.filter((group) => inGroup(pathname, group)).map((group) => group.label);
  it.each([
    ['/reports/inventory', ['Products & Services']],
    ['/reports/inventory-report/sales', []],
    ['/invoice/abc/preview', ['Sales & Invoicing']],
    ['/payment-invoice/abc', ['Sales & Invoicing']],
    ['/inventories/all', ['Products & Services']],
    ['/entities/abc', ['Contacts']],
    ['/reports/profit-and-loss', ['Accounting']],
  ])('%s → %j', (pathname, groups) => {
    expect(litGroups(pathname)).toEqual(groups);
  });
});
