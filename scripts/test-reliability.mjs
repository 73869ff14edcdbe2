// npm run test:reliability: the reliability suite (apps/api/test/reliability) alone, in its long
// form (RELIABILITY_LONG=1); `-- --short` runs the short form that `npm test` and CI run.
// RELIABILITY_SEED=<n> replays a randomised part; other arguments go to Jest (e.g. a file name).
// The end-to-end parts drive the built app: the build runs first.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const short = args.includes('--short');
const rest = args.filter((arg) => arg !== '--short');
const node = process.execPath;
const run = (command, commandArgs, env = {}) => spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

const built =
  run(node, ['scripts/build.mjs']) &&
  run(node, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn']);
if (!built) process.exit(1);
console.log(`Reliability suite, ${short ? 'short' : 'long'} form${process.env.RELIABILITY_SEED ? `, seed ${process.env.RELIABILITY_SEED}` : ''}`);
const passed = run(
  node,
  [
    '--experimental-vm-modules',
    '--no-warnings',
    join(root, 'node_modules/jest/bin/jest.js'),
    '--runInBand',
    '--testPathPatterns',
    'apps/api/test/reliability/',
    ...rest,
    '--selectProjects',
    'integration',
    'e2e',
  ],
  { NODE_ENV: 'test', ...(short ? { RELIABILITY_LONG: '' } : { RELIABILITY_LONG: '1' }) },
);
process.exit(passed ? 0 : 1);
