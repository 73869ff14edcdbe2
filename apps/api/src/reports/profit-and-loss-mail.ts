// Rendered in libs/platform, so that the worker's monthly mail sends the same document.
export { buildProfitAndLossMail } from '@ledgerline/platform';
