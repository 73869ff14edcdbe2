// The Mantine theme: one primary colour, one font stack, rounded but not playful; every colour's
// text and fills readable at WCAG AA (the accessibility check of the e2e run, docs/web.md).

import { createTheme, darken, DEFAULT_THEME, luminance, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Ledger green-teal: reads as money without the cliché of pure green. */
const LIGHT_PRIMARY_SHADE = 8;
const ledger: MantineColorsTuple = ['#e6fbf6', '#d3f3ea', '#a8e5d4', '#79d6bd', '#53caa9', '#3ac29d', '#2abe96', '#18a781', '#049572', '#008161'];

export const theme = createTheme({
  primaryColor: 'ledger',
  primaryShade: { light: LIGHT_PRIMARY_SHADE, dark: 6 },
  colors: { ledger },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  // Small screens are 768 px and below (000 §9): `sm` starts just above.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  components: {
    // The close button of every dialog and drawer says what it does (it is an icon alone); a dialog's
    // is 'Close dialog', apart from the 'Close' button some dialogs end with (the importers).
    Modal: { defaultProps: { centered: true, closeOnEscape: true, closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine's focus placeholder is a presentational div with a tabindex inside role="menu", which
    // a menu may not hold (axe: aria-required-children); without it the first item takes the focus.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    // Figures in every table take the same width, so amounts and quantities line up down a column.
    Table: { styles: { table: { fontVariantNumeric: 'tabular-nums' } } },
    // A badge is as wide as its word: Mantine hides the label's overflow, so in a narrow table a
    // badge counted as almost no width and showed "CREDI…"; the table scrolls instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});

/** WCAG 2.1 AA for text under 18.66 px bold / 24 px: 4.5 to 1. */
export const AA_CONTRAST = 4.5;
const WHITE = '#ffffff';
/** The shell's page background (AppShell.Main's gray.0), where most text sits. */
const PAGE = DEFAULT_THEME.colors.gray[0];

/** The contrast ratio of two colours (WCAG 2.1: relative luminances, lighter + 0.05 over darker + 0.05). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `color`, darkened in small steps until it reads at AA on each of `backgrounds` (the same colour when it already does). */
export function readableOn(color: string, backgrounds: readonly string[]): string {
  let candidate = color;
  for (let step = 1; step <= 30 && backgrounds.some((background) => contrastRatio(candidate, background) < AA_CONTRAST); step++) {
    candidate = darken(color, step * 0.03);
  }
  return candidate;
}

/**
 * Mantine's light-scheme colours read below AA in places: its filled shade 8 under white text
 * (ledger 3.8:1, orange 3.3:1), light badges' shade 9 on shade 1 (teal 4.3:1, orange 3.6:1), and
 * `dimmed` grey (3.3:1 on white). Each colour's fill, text and outline, and its light variant's
 * text, are its own shades darkened just enough; the shades themselves (charts, borders) stay.
 */
function readableColourVariables(colors: Record<string, readonly string[]>, primaryShade: number): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    // A fill carries white text; the same colour is text and outline on white and on the page.
    const filled = readableOn(shades[primaryShade], [WHITE, PAGE]);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    variables[`--mantine-color-${name}-text`] = filled;
    variables[`--mantine-color-${name}-outline`] = filled;
    // Light badges, buttons and the lit menu item: shade 9 on shade 1 (subtle ones on the page).
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], PAGE]);
  }
  return variables;
}

const readableColours = readableColourVariables({ ...DEFAULT_THEME.colors, ledger }, LIGHT_PRIMARY_SHADE);
/** Links sit on the page, in cards and on the light banners (the shell's yellow ones, the alerts). */
const banners = Object.entries(DEFAULT_THEME.colors).flatMap(([name, shades]) => (name === 'dark' ? [] : [shades[1]]));
const anchor = readableOn(ledger[LIGHT_PRIMARY_SHADE], [WHITE, PAGE, ...banners]);

/** Passed to MantineProvider (app/provider.tsx) with the theme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableColours,
    '--mantine-color-anchor': anchor,
    // Secondary text (c="dimmed", descriptions) on white, the page and grey.1 rows: gray.6 was 3.3:1.
    '--mantine-color-dimmed': readableOn(DEFAULT_THEME.colors.gray[6], [WHITE, PAGE, DEFAULT_THEME.colors.gray[1]]),
  },
  dark: {},
});
