// npm run test:reliability [-- --long] [-- --seed N]: the reliability suite (docs/RELIABILITY.md).
// The short form also runs in `npm test` (its files are ordinary integration tests); --long runs
// each randomised part with many more cases. Build first (`npm run build:server`).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { long: { type: 'boolean' }, seed: { type: 'string' } }, strict: true });

const FILES = [
  'apps/api/test/reliability.int-spec.ts', // parts 2, 3, 7, 8, 9
  'apps/api/test/cross-site.int-spec.ts', // part 8: every unsafe route, cross-site
  'apps/api/test/hostile-input.int-spec.ts', // part 7: references, NUL, surrogates, deep JSON, dates
  'apps/api/test/auth-throttle.int-spec.ts', // part 9: 1,000 concurrent wrong passwords
  'apps/api/test/consistent-after.int-spec.ts',
  'apps/api/test/unverified.int-spec.ts',
  'apps/api/test/sales-concurrency.int-spec.ts', // part 2 as the sales tests know it
];

const env = { ...process.env, NODE_ENV: 'test', ...(values.long ? { RELIABILITY_LONG: '1' } : {}), ...(values.seed ? { RELIABILITY_SEED: values.seed } : {}) };
const started = Date.now();
const result = spawnSync(
  process.execPath,
  ['--experimental-vm-modules', '--no-warnings', join(root, 'node_modules/jest/bin/jest.js'), '--selectProjects', 'integration', '--runInBand', ...FILES],
  { cwd: root, env, stdio: 'inherit' },
);
console.log(
  `reliability ${values.long ? 'long' : 'short'} form: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(result.status ?? 1);
