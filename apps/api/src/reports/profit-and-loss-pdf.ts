// Rendered in libs/platform, so that the worker's monthly mail sends the same document.
export { renderProfitAndLossPdf } from '@ledgerline/platform';
