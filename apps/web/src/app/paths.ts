// The route paths live in lib/paths.ts so features can link to each other's screens.
export { paths, withParams, withQuery } from '../lib/paths.js';
