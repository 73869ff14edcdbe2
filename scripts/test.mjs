// npm test: every check, in the order that fails fastest: types, lint and architecture rules,
// the build (the end-to-end tests drive the built app), then every Jest project (unit, web
// components, integration against the real PostgreSQL and Redis, end-to-end in Chromium).
// Ends with one line: "N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const extra = process.argv.slice(2);

function step(title, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result.status === 0;
}

const node = process.execPath;
const npx = (bin, ...args) => [node, [join(root, 'node_modules', bin), ...args]];

let ok = true;
if (!extra.includes('--no-static')) {
  ok = step('type check (server)', ...npx('typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit')) && ok;
  for (const project of ['apps/web/tsconfig.json', 'apps/web/tsconfig.node.json', 'apps/web/e2e/tsconfig.json']) {
    ok = step(`type check (${project})`, ...npx('typescript/bin/tsc', '-p', project, '--noEmit')) && ok;
  }
  ok = step('lint', ...npx('eslint/bin/eslint.js', '.')) && ok;
  ok = step('format (prettier --check)', ...npx('prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.')) && ok;
  ok =
    step(
      'architecture rules (dependency-cruiser)',
      ...npx('dependency-cruiser/bin/dependency-cruise.mjs', '--config', '.dependency-cruiser.cjs', 'libs', 'apps'),
    ) && ok;
}
ok = step('build server', node, ['scripts/build.mjs']) && ok;
// The web client's API types must be what the API documents (regenerate: npm run api-types).
ok = step('api types current', node, ['scripts/dist/openapi-types.js', '--check']) && ok;
ok = step('build web', ...npx('vite/bin/vite.js', 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn')) && ok;

// One Jest process per project, its files in worker processes that jest.config.mjs replaces when
// their heap grows too large. Unit and web-component tests share nothing, so they run on two
// workers; integration and end-to-end tests on one: each starts an API and a database, and on two
// cores side by side they would time out.
const PARALLEL = new Set(['unit', 'web']);
const resultsDir = mkdtempSync(join(tmpdir(), 'ledgerline-test-'));
const PROJECTS = ['unit', 'web', 'integration', 'e2e'];
const summary = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
for (const project of PROJECTS) {
  const results = join(resultsDir, `${project}.json`);
  const jestArgs = [
    '--max-old-space-size=8192',
    '--experimental-vm-modules',
    '--no-warnings',
    join(root, 'node_modules/jest/bin/jest.js'),
    `--maxWorkers=${PARALLEL.has(project) ? 2 : 1}`,
    '--passWithNoTests',
    '--json',
    `--outputFile=${results}`,
    // Paths before --selectProjects, which takes every word after it as a project name.
    ...extra.filter((a) => a !== '--no-static'),
    '--selectProjects',
    project,
  ];
  ok = step(`tests (${project})`, node, jestArgs, { NODE_ENV: 'test' }) && ok;
  try {
    const counts = JSON.parse(readFileSync(results, 'utf8'));
    for (const key of Object.keys(summary)) summary[key] += counts[key] ?? 0;
  } catch {
    ok = false;
    console.error(`Jest wrote no results for the ${project} tests`);
  }
}

console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped`);
process.exit(ok && summary.numFailedTests === 0 ? 0 : 1);
