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

/**
 * The use-case rules bite: in a small tree holding one well-shaped use case (record-sale/ with its
 * controller, DTO, command and handler, and a module of its feature beside it), a handler that
 * takes a DTO, a use case that reaches into a sibling's folder and a read model that imports the
 * API are each refused, naming the rule and the import; the well-shaped tree passes.
 */
describe('the use-case rules (dependency-cruiser)', () => {
  let tree: string;
  const SALES = 'apps/api/src/sales';
  const WELL_SHAPED: Record<string, string> = {
    [`${SALES}/documents/totals.ts`]: 'export const totalOf = (amounts: string[]) => amounts.join("+");\n',
    [`${SALES}/commands/record-sale/record-sale.dto.ts`]: 'export class RecordSaleDto {\n  amounts: string[] = [];\n}\n',
    [`${SALES}/commands/record-sale/record-sale.command.ts`]: 'export class RecordSaleCommand {\n  constructor(readonly amounts: string[]) {}\n}\n',
    [`${SALES}/commands/record-sale/record-sale.handler.ts`]: [
      "import { totalOf } from '../../documents/totals.js';",
      "import { RecordSaleCommand } from './record-sale.command.js';",
      'export const handle = (command: RecordSaleCommand) => totalOf(command.amounts);',
      '',
    ].join('\n'),
    [`${SALES}/commands/record-sale/record-sale.controller.ts`]: [
      "import { RecordSaleCommand } from './record-sale.command.js';",
      "import { RecordSaleDto } from './record-sale.dto.js';",
      'export const route = (body: RecordSaleDto) => new RecordSaleCommand(body.amounts);',
      '',
    ].join('\n'),
    [`${SALES}/queries/list-sales/list-sales.controller.ts`]: "import { totalOf } from '../../documents/totals.js';\nexport const list = () => totalOf([]);\n",
    'libs/projections/src/index.ts': 'export const projections = 1;\n',
  };
  beforeAll(async () => {
    tree = await mkdtemp(join(tmpdir(), 'ledgerline-use-cases-'));
    await cp(join(ROOT, '.dependency-cruiser.cjs'), join(tree, '.dependency-cruiser.cjs'));
    await writeFile(join(tree, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }));
  });
  afterAll(async () => {
    await rm(tree, { recursive: true, force: true });
  });

  /** The well-shaped tree with `changes` over it, cruised afresh. */
  const cruise = async (changes: Record<string, string> = {}) => {
    await rm(join(tree, 'apps'), { recursive: true, force: true });
    await rm(join(tree, 'libs'), { recursive: true, force: true });
    for (const [path, source] of Object.entries({ ...WELL_SHAPED, ...changes })) {
      await mkdir(dirname(join(tree, path)), { recursive: true });
      await writeFile(join(tree, path), source);
    }
    try {
      const { stdout } = await run(
        process.execPath,
        [join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', '.dependency-cruiser.cjs', 'libs', 'apps'],
        { cwd: tree },
      );
      return { failed: false, output: stdout };
    } catch (error) {
      return { failed: true, output: String((error as { stdout?: string }).stdout) };
    }
  };

  it('lets a use case folder hold its controller, DTO, command and handler, and use a module of its feature', async () => {
    expect(await cruise()).toMatchObject({ failed: false });
  });

  it('refuses a handler or a command that imports a DTO or a controller', async () => {
    const result = await cruise({
      [`${SALES}/commands/record-sale/record-sale.handler.ts`]: [
        "import { RecordSaleDto } from './record-sale.dto.js';",
        'export const handle = (body: RecordSaleDto) => body.amounts;',
        '',
      ].join('\n'),
      [`${SALES}/commands/record-sale/record-sale.command.ts`]: [
        "import { route } from './record-sale.controller.js';",
        'export class RecordSaleCommand {',
        '  constructor(readonly amounts: string[]) {}',
        '}',
        'export const again = route;',
        '',
      ].join('\n'),
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain(
      `use-cases-carry-no-http: ${SALES}/commands/record-sale/record-sale.handler.ts → ${SALES}/commands/record-sale/record-sale.dto.ts`,
    );
    expect(result.output).toContain(
      `use-cases-carry-no-http: ${SALES}/commands/record-sale/record-sale.command.ts → ${SALES}/commands/record-sale/record-sale.controller.ts`,
    );
  });

  it('refuses a use case that imports a sibling use case folder, command or query', async () => {
    const result = await cruise({
      [`${SALES}/commands/void-sale/void-sale.handler.ts`]: [
        "import { RecordSaleCommand } from '../record-sale/record-sale.command.js';",
        "import { list } from '../../queries/list-sales/list-sales.controller.js';",
        'export const again = [RecordSaleCommand, list];',
        '',
      ].join('\n'),
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain(
      `use-cases-are-independent: ${SALES}/commands/void-sale/void-sale.handler.ts → ${SALES}/commands/record-sale/record-sale.command.ts`,
    );
    expect(result.output).toContain(
      `use-cases-are-independent: ${SALES}/commands/void-sale/void-sale.handler.ts → ${SALES}/queries/list-sales/list-sales.controller.ts`,
    );
  });

  it('refuses libs/projections importing a file of the apps', async () => {
    const result = await cruise({
      'libs/projections/src/index.ts': "import { totalOf } from '../../../apps/api/src/sales/documents/totals.js';\nexport const projections = totalOf([]);\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain(`projections-do-not-import-apps: libs/projections/src/index.ts → ${SALES}/documents/totals.ts`);
  });
});
