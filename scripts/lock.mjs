// Brings package-lock.json in line with the package.json files, complete for every platform, so
// that `npm ci` accepts it on Linux, macOS and Windows alike.
//
// npm writes a lock from the installed node_modules when there is one, and node_modules holds only
// this platform's optional native binaries (@swc/core-*, @msgpackr-extract/*, …): such a lock
// misses the others, and `npm ci` elsewhere refuses it as out of sync. Resolved without any
// node_modules (`--package-lock-only` in a folder holding nothing but the manifests and the lock),
// npm lists every platform's binaries and keeps the versions the lock already pins.
//
// Usage: `node scripts/lock.mjs` after changing a dependency or merging
// branches that did; commit the lock it writes. node_modules is left as it is.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** The workspace folders package.json names (`libs/*` is every folder of libs/ with a package.json). */
function workspaceFolders() {
  return manifest.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

const scratch = mkdtempSync(join(tmpdir(), 'ledgerline-lock-'));
const npm = (...args) => execFileSync('npm', args, { cwd: scratch, stdio: 'inherit' });
try {
  const files = ['package.json', 'package-lock.json', '.npmrc', ...workspaceFolders().map((folder) => `${folder}/package.json`)];
  for (const file of files) {
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(scratch, file)), { recursive: true });
    copyFileSync(join(root, file), join(scratch, file));
  }
  npm('install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund');
  // The check CI makes: `npm ci` must take the lock as it is.
  npm('ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error');
  copyFileSync(join(scratch, 'package-lock.json'), join(root, 'package-lock.json'));
  console.log('package-lock.json is complete for every platform; `npm ci` accepts it.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
