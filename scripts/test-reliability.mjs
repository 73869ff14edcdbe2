// npm run test:reliability [-- --long] [-- --seed N]: the reliability and security suite
// (docs/RELIABILITY.md). The short form is what `npm test` and CI run (its files are ordinary
// integration and end-to-end tests); --long runs each part at its long scale. Other arguments go to
// Jest (e.g. a file name). The end-to-end parts drive the built app: the build runs first.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({ options: { long: { type: 'boolean' }, seed: { type: 'string' } }, strict: true, allowPositionals: true });
const node = process.execPath;
const run = (command, commandArgs, env = {}) => spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const PATTERNS = [
  'apps/api/test/reliability/', // parts 1, 4, 5, 6, 10
  'apps/api/test/reliability[.]int-spec', // parts 2, 3, 7, 8, 9
  'apps/api/test/cross-site[.]int-spec', // part 8: every unsafe route, cross-site
  'apps/api/test/hostile-input[.]int-spec', // part 7: references, NUL, surrogates, deep JSON, dates
  'apps/api/test/auth-throttle[.]int-spec', // part 9: 1,000 concurrent wrong passwords
  'apps/api/test/consistent-after[.]int-spec',
  'apps/api/test/unverified[.]int-spec',
  'apps/api/test/sales-concurrency[.]int-spec', // part 2 as the sales tests know it
];

const built =
  run(node, ['scripts/build.mjs']) &&
  run(node, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
if (!built) process.exit(1);
const form = values.long ? 'long' : 'short';
console.log(`Reliability suite, ${form} form${values.seed ? `, seed ${values.seed}` : ''}`);
const started = Date.now();
const passed = run(
  node,
  [
    '--experimental-vm-modules',
    '--no-warnings',
    join(root, 'node_modules/jest/bin/jest.js'),
    '--runInBand',
    '--testPathPatterns',
    positionals.length > 0 ? positionals.join('|') : PATTERNS.join('|'),
    '--selectProjects',
    'integration',
    'e2e',
  ],
  { NODE_ENV: 'test', RELIABILITY_LONG: values.long ? '1' : '', ...(values.seed ? { RELIABILITY_SEED: values.seed } : {}) },
);
console.log(`reliability ${form} form: ${passed ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(passed ? 0 : 1);
