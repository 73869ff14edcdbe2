import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

/**
 * The architecture rules bite: a copy of the rules run over a small tree in which libs/ledger
 * imports a framework, a database driver, Node I/O and another lib of ours is refused, naming
 * each import; the same tree with only decimal.js passes.
 */
describe('the dependency rules (dependency-cruiser)', () => {
  let tree: string;
  beforeAll(async () => {
    tree = await mkdtemp(join(tmpdir(), 'ledgerline-architecture-'));
    // decimal.js copied (a symlink would resolve outside the tree); the rest stays unresolvable, and
    // an import the rules cannot resolve is refused as well.
    await cp(join(ROOT, 'node_modules/decimal.js'), join(tree, 'node_modules/decimal.js'), { recursive: true });
    await cp(join(ROOT, '.dependency-cruiser.cjs'), join(tree, '.dependency-cruiser.cjs'));
    await writeFile(join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }));
    await mkdir(join(tree, 'libs/ledger/src'), { recursive: true });
    await mkdir(join(tree, 'libs/projections/src'), { recursive: true });
    await writeFile(join(tree, 'libs/projections/src/index.ts'), 'export const projections = 1;\n');
  });
  afterAll(async () => {
    await rm(tree, { recursive: true, force: true });
  });

  const cruise = async (source: string) => {
    await writeFile(join(tree, 'libs/ledger/src/money.ts'), source);
    try {
      const { stdout } = await run(
        process.execPath,
        [join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', '.dependency-cruiser.cjs', 'libs'],
        { cwd: tree },
      );
      return { failed: false, output: stdout };
    } catch (error) {
      return { failed: true, output: String((error as { stdout?: string }).stdout) };
    }
  };

  it('lets libs/ledger import decimal.js', async () => {
    const result = await cruise("import { Decimal } from 'decimal.js';\nexport const zero = new Decimal(0);\n");
    expect(result).toMatchObject({ failed: false });
  });

  it('refuses libs/ledger importing a framework, a database driver, Node I/O or another lib', async () => {
    const result = await cruise(
      [
        "import { Injectable } from '@nestjs/common';",
        "import knex from 'knex';",
        "import pg from 'pg';",
        "import { readFileSync } from 'node:fs';",
        "import { projections } from '../../projections/src/index.js';",
        'export const all = [Injectable, knex, pg, readFileSync, projections];',
      ].join('\n'),
    );
    expect(result.failed).toBe(true);
    for (const target of ['@nestjs/common', 'knex', 'pg', 'fs', 'libs/projections/src/index.ts']) {
      expect(result.output).toContain(`ledger-is-pure: libs/ledger/src/money.ts → ${target}`);
    }
  });
});
