// Rendered in libs/platform, so that the worker's monthly mail sends the same document.
export { periodLabels, profitAndLossFileName, profitAndLossRows, type PrintedRow } from '@ledgerline/platform';
