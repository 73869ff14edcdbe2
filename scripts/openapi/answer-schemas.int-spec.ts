import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answerSchemas, type AnswerSchemasResult } from './answer-schemas.js';

/**
 * The literals a route always sends stay literals in its answer schema: the checker widens
 * `return { success: true }` to `success: boolean`, the walker gives it back as `enum: [true]`
 * (which openapi-typescript turns into the type `true`) where the object literal goes out as it is
 * written, and keeps the checker's type where it may be changed first or is not a literal.
 */
describe('answer schemas: literals the route sends', () => {
  let tree: string;
  let answers: AnswerSchemasResult;

  beforeAll(async () => {
    tree = await mkdtemp(join(tmpdir(), 'ledgerline-answers-'));
    await writeFile(
      join(tree, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', types: [], experimentalDecorators: true },
      }),
    );
    await mkdir(join(tree, 'apps/api/src'), { recursive: true });
    await writeFile(
      join(tree, 'apps/api/src/demo.controller.ts'),
      `declare function Controller(): ClassDecorator;
declare function Get(): MethodDecorator;

function voided(data: number) {
  return { success: true, message: 'Voided', data };
}

function emptyTally() {
  return { done: false, count: 0 };
}

@Controller()
export class DemoController {
  @Get() plain() {
    return { success: true, data: { archived: false, items: [{ kind: 'sale', n: 3 }] } };
  }

  @Get() async branches(found: boolean) {
    if (!found) return { success: false, message: 'Not found' };
    return { success: true, data: 1 };
  }

  @Get() conditional(ok: boolean) {
    return { success: true, status: ok ? 'ok' : 'degraded' };
  }

  @Get() computed(refused: number) {
    return { success: refused === 0, label: \`\${refused} refused\` };
  }

  @Get() heldInAVariable(failed: boolean) {
    const answer = { success: true };
    if (failed) answer.success = false;
    return answer;
  }

  @Get() delegated() {
    return this.list();
  }

  @Get() byAHelper() {
    return voided(2);
  }

  @Get() helperResultChanged(n: number) {
    const tally = emptyTally();
    tally.count = n;
    tally.done = true;
    return { success: true, data: tally };
  }

  private list() {
    return { success: true, data: [] as string[] };
  }
}
`,
    );
    answers = answerSchemas(tree);
  }, 60_000);

  afterAll(async () => {
    await rm(tree, { recursive: true, force: true });
  });

  /** The parts of a schema read here (the generator's type is a plain record). */
  type Shape = { properties?: Record<string, unknown>; anyOf?: Shape[] };
  const shape = (operation: string) => answers.operations[`DemoController_${operation}`] as Shape;
  const properties = (operation: string) => shape(operation).properties!;

  it('keeps true, false, strings and numbers written in the returned object literal, nested ones too', () => {
    expect(properties('plain')['success']).toEqual({ type: 'boolean', enum: [true] });
    expect(properties('plain')['data']).toEqual({
      type: 'object',
      properties: {
        archived: { type: 'boolean', enum: [false] },
        items: {
          type: 'array',
          items: { type: 'object', properties: { kind: { type: 'string', enum: ['sale'] }, n: { type: 'number', enum: [3] } }, required: ['kind', 'n'] },
        },
      },
      required: ['archived', 'items'],
    });
  });

  it('tells the branches of a route apart by their success', () => {
    const { anyOf } = shape('branches');
    expect(anyOf?.map((branch) => [branch.properties!['success'], branch.properties!['message']])).toEqual(
      expect.arrayContaining([
        [
          { type: 'boolean', enum: [false] },
          { type: 'string', enum: ['Not found'] },
        ],
        [{ type: 'boolean', enum: [true] }, undefined],
      ]),
    );
  });

  it('gives a choice of literals as their enum', () => {
    expect(properties('conditional')['status']).toEqual({ type: 'string', enum: ['degraded', 'ok'] });
  });

  it('keeps boolean and string where the value is computed', () => {
    expect(properties('computed')['success']).toEqual({ type: 'boolean' });
    expect(properties('computed')['label']).toEqual({ type: 'string' });
  });

  it('keeps boolean for an object literal held in a variable, which may be changed before it is sent', () => {
    expect(properties('heldInAVariable')['success']).toEqual({ type: 'boolean' });
  });

  it('follows a route that returns a call of its own method or of a helper as it is', () => {
    expect(properties('delegated')['success']).toEqual({ type: 'boolean', enum: [true] });
    expect(properties('byAHelper')['success']).toEqual({ type: 'boolean', enum: [true] });
    expect(properties('byAHelper')['message']).toEqual({ type: 'string', enum: ['Voided'] });
  });

  it("keeps the checker's type for a helper's object literal the route changes before sending it", () => {
    expect(properties('helperResultChanged')['success']).toEqual({ type: 'boolean', enum: [true] });
    expect(properties('helperResultChanged')['data']).toEqual({
      type: 'object',
      properties: { done: { type: 'boolean' }, count: { type: 'number' } },
      required: ['done', 'count'],
    });
  });
});
