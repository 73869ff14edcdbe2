/** The one derivation of event ids from names lives in libs/platform (the worker's jobs derive them too). */
export { derivedId } from '@ledgerline/platform';
