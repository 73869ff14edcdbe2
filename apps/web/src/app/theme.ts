// The Mantine theme: one primary colour, one font stack, rounded but not playful.

import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Ledger green-teal: reads as money without the cliché of pure green. */
const ledger: MantineColorsTuple = ['#e6fbf6', '#d3f3ea', '#a8e5d4', '#79d6bd', '#53caa9', '#3ac29d', '#2abe96', '#18a781', '#049572', '#008161'];

export const theme = createTheme({
  primaryColor: 'ledger',
  primaryShade: { light: 8, dark: 6 },
  colors: { ledger },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '650' },
  defaultRadius: 'md',
  // Small screens are 768 px and below (000 §9): `sm` starts just above.
  breakpoints: { xs: '36em', sm: '48.0625em', md: '62em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'md', padding: 'lg' } },
    Modal: { defaultProps: { centered: true, closeOnEscape: true } },
    // Figures in every table take the same width, so amounts and quantities line up down a column.
    Table: { styles: { table: { fontVariantNumeric: 'tabular-nums' } } },
    // A badge is as wide as its word: Mantine hides the label's overflow, so in a narrow table a
    // badge counted as almost no width and showed "CREDI…"; the table scrolls instead.
    Badge: { styles: { root: { minWidth: 'max-content' } } },
  },
});
