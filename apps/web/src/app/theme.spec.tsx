// The theme's colours read at WCAG AA (4.5:1): the variables the resolver sets for every colour,
// the ones axe found below it before (ledger buttons 3.8:1, dimmed text 3.3:1, orange badges 3.6:1).

import { describe, expect, it } from '@jest/globals';
import { DEFAULT_THEME, Menu, Modal, type MantineTheme } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppProvider } from './provider.js';
import { AA_CONTRAST, contrastRatio, cssVariablesResolver, readableOn, theme } from './theme.js';

const WHITE = '#ffffff';
const PAGE = DEFAULT_THEME.colors.gray[0];
const colours = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as MantineTheme).light;

describe('theme colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', WHITE)).toBeCloseTo(3.32, 2);
    expect(readableOn('#212529', [WHITE])).toBe('#212529');
  });

  it.each(Object.keys(colours))('%s: white text on its fill, its text and outline on white and the page, its light badges', (name) => {
    const filled = light[`--mantine-color-${name}-filled`];
    expect(contrastRatio(WHITE, filled)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(light[`--mantine-color-${name}-text`], PAGE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(light[`--mantine-color-${name}-outline`], WHITE)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // A light badge or button: shade 1 behind, light-color in front.
    expect(contrastRatio(light[`--mantine-color-${name}-light-color`], colours[name][1])).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('keeps the ledger green a green: the fill is shade 8 darkened, no more than it needs', () => {
    const filled = light['--mantine-color-ledger-filled'];
    expect(contrastRatio(WHITE, filled)).toBeLessThan(5.5);
    expect(filled).toMatch(/^rgba\(\d+, 1[0-9]{2}, \d+, 1\)$/);
  });

  it('dimmed text and links read on white, on the page and on the light banners', () => {
    for (const background of [WHITE, PAGE, DEFAULT_THEME.colors.gray[1]]) {
      expect(contrastRatio(light['--mantine-color-dimmed'], background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    for (const background of [WHITE, PAGE, DEFAULT_THEME.colors.yellow[1], DEFAULT_THEME.colors.red[1]]) {
      expect(contrastRatio(light['--mantine-color-anchor'], background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('reach the page: the app’s provider sets them', () => {
    render(
      <AppProvider env="test">
        <p>Page</p>
      </AppProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toContain(`--mantine-color-dimmed: ${light['--mantine-color-dimmed']}`);
    expect(css).toContain(`--mantine-color-ledger-filled: ${light['--mantine-color-ledger-filled']}`);
  });
});

describe('theme defaults', () => {
  it('names every dialog’s close button (an icon alone)', async () => {
    render(
      <AppProvider env="test">
        <Modal opened onClose={() => undefined} title="New contact">
          Form
        </Modal>
      </AppProvider>,
    );
    expect((await screen.findByRole('dialog', { name: 'New contact' })).textContent).toContain('Form');
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeTruthy();
  });

  it('puts only menu items in a menu: no focus placeholder with a tabindex inside role="menu"', async () => {
    render(
      <AppProvider env="test">
        <Menu>
          <Menu.Target>
            <button type="button">Open</button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item>Sales record</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const menu = await screen.findByRole('menu');
    expect(menu.querySelector('[role="presentation"][tabindex]')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Sales record' })).toBeTruthy();
  });
});
