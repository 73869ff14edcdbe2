// Compiles the server side (libs/*/src, apps/api/src, apps/worker/src) with SWC into each
// package's dist/. Type checking is `npm run typecheck`; this step only transpiles, in a second.
import { transformFile } from '@swc/core';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { swcOptions } from './swc-options.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const packages = [
  'libs/ledger',
  'libs/events',
  'libs/event-store',
  'libs/projections',
  'libs/jobs',
  'libs/testing',
  'libs/platform',
  'apps/api',
  'apps/worker',
  'migrations',
  'scripts',
];

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'dist' && entry.name !== 'node_modules') yield* sourceFiles(path);
    } else if (entry.name.endsWith('.ts') && !/\.(spec|int-spec|e2e-spec|spec-helper)\.ts$/.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path;
  }
}

let count = 0;
for (const pkg of packages) {
  const src = pkg === 'migrations' || pkg === 'scripts' ? join(root, pkg) : join(root, pkg, 'src');
  const out = join(root, pkg, 'dist');
  await rm(out, { recursive: true, force: true });
  for await (const file of sourceFiles(src)) {
    const { code } = await transformFile(file, { ...swcOptions(), filename: file, swcrc: false, configFile: false });
    const target = join(out, relative(src, file)).replace(/\.ts$/, '.js');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, code);
    count++;
  }
}
console.log(`built ${count} files`);
