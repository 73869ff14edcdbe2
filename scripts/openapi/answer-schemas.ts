/**
 * JSON Schemas of the API's answers, read from the TypeScript checker's view of each controller
 * method's return type (what `Awaited<ReturnType<Controller['method']>>` is), for the OpenAPI
 * document (apps/api/src/openapi/answer-schemas.ts) and so for the web client's answer types.
 *
 * Why a walker of our own rather than a library: the answers are inferred object literals
 * (`return { success: true, data }`). typescript-json-schema (tried, 0.68) reads those from the
 * syntax ("unknown initializer" warnings, initializers emitted as `default`s), names the types it
 * reaches through them by their `import("/absolute/path").Name` (not the same on two checkouts), and
 * brings its own TypeScript 5.9; ts-json-schema-generator parses type syntax, and an inferred return
 * type has none. Neither lets a class with `toJSON` (decimal.js's Decimal) be described as what
 * JSON.stringify makes of it. The checker already knows every answer's type; this walks it.
 *
 * What JSON.stringify sends is what is described: Date is a date-time string, a value with
 * toJSON() is what toJSON returns (Decimal: a string), undefined properties are left out (so they
 * are optional), functions are dropped. A literal written in the object literal a route sends
 * (`success: true`) stays that literal, though the checker widens it (`boolean`). Interfaces,
 * classes and aliases declared in the repository become named components; anonymous and generic
 * instantiations are written inline.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';
import type { AnswerSchema as Schema, AnswerSchemas } from '../../apps/api/src/openapi/describe-answers.js';

export interface AnswerSchemasResult extends AnswerSchemas {
  /** Routes answering a file, CSV, HTML, a redirect or nothing: no JSON schema. */
  skipped: { operationId: string; why: string }[];
  /** Where a type could not be known (`any`/`unknown`): `operationId: path`. */
  untyped: string[];
  routes: number;
}

const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete', 'All', 'Options', 'Head', 'Search']);
/** Bodies that are not JSON: files, text, streams. */
const NON_JSON_TYPES = new Set(['Buffer', 'Uint8Array', 'ArrayBuffer', 'StreamableFile', 'Readable', 'ReadStream', 'Stream']);
const REF_PREFIX = '#/components/schemas/';

/** Every controller method of the API, and the schema of what it answers. */
export function answerSchemas(root: string, reservedNames: ReadonlySet<string> = new Set()): AnswerSchemasResult {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), (path) => readFileSync(path, 'utf8'));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const controllerFiles = parsed.fileNames.filter((file) => file.includes('/apps/api/src/') && /\.controller\.ts$/.test(file)).sort();
  // Only the controllers as roots: the checker pulls in what they import, not the tests and scripts.
  const program = ts.createProgram(controllerFiles, { ...parsed.options, noEmit: true });
  const checker = program.getTypeChecker();
  const walker = new SchemaWalker(checker, root);
  const result: AnswerSchemasResult = { operations: {}, components: {}, skipped: [], untyped: [], routes: 0 };

  for (const file of controllerFiles) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !decoratorNamed(statement, 'Controller')) continue;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        if (!ts.getDecorators(member)?.some((decorator) => HTTP_METHODS.has(decoratorName(decorator) ?? ''))) continue;
        result.routes++;
        const operationId = `${statement.name.text}_${member.name.text}`;
        const why = notJsonBecause(member, checker, walker);
        if (why) {
          result.skipped.push({ operationId, why });
          continue;
        }
        const signature = checker.getSignatureFromDeclaration(member);
        const answer = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature!))!;
        result.operations[operationId] = walker.answerOf(member, answer, operationId);
      }
    }
  }
  const named = walker.finish(reservedNames);
  result.components = named.components;
  result.operations = renameRefs(result.operations, named.names) as Record<string, Schema>;
  result.untyped = walker.untyped;
  return result;
}

/** Why a route has no JSON answer to describe, or undefined when it has one. */
function notJsonBecause(method: ts.MethodDeclaration, checker: ts.TypeChecker, walker: SchemaWalker): string | undefined {
  if (decoratorNamed(method, 'Redirect')) return 'redirect';
  const rawReply = method.parameters.some((parameter) =>
    ts.getDecorators(parameter)?.some((decorator) => {
      if (!['Res', 'Response'].includes(decoratorName(decorator) ?? '')) return false;
      // @Res({ passthrough: true }) only sets headers or cookies: Nest still sends what the method returns.
      const [options] = ts.isCallExpression(decorator.expression) ? decorator.expression.arguments : [];
      return !(options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => p.name?.getText() === 'passthrough'));
    }),
  );
  if (rawReply) return 'writes the reply itself';
  const signature = checker.getSignatureFromDeclaration(method);
  const answer = checker.getAwaitedType(checker.getReturnTypeOfSignature(signature!))!;
  const kinds = answer.isUnion() ? answer.types : [answer];
  if (kinds.every((kind) => kind.flags & (ts.TypeFlags.Void | ts.TypeFlags.Undefined))) return 'no body';
  const other = kinds.find((kind) => kind.flags & ts.TypeFlags.StringLike || walker.isNonJson(kind));
  if (other) return `answers ${checker.typeToString(other)}`;
  return undefined;
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  const callee = ts.isCallExpression(call) ? call.expression : call;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}

function decoratorNamed(node: ts.HasDecorators, name: string): boolean {
  return ts.getDecorators(node)?.some((decorator) => decoratorName(decorator) === name) ?? false;
}

/** A named type met on the walk: its schema, under a key made unique by the declaring file. */
interface NamedType {
  name: string;
  file: string;
  isClass: boolean;
  schema?: Schema;
}

class SchemaWalker {
  readonly untyped: string[] = [];
  private readonly named = new Map<string, NamedType>();
  /** Anonymous types being walked, to stop on a recursive one (which would need a name). */
  private readonly walking = new Set<ts.Type>();
  /** The functions whose result the route being walked sends as it is; none inside a named type. */
  private answering: ReadonlySet<ts.Node> = new Set();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
  ) {}

  isNonJson(type: ts.Type): boolean {
    const symbol = type.getSymbol();
    return Boolean(symbol && NON_JSON_TYPES.has(symbol.name) && !this.isOurs(symbol));
  }

  /** What a controller method answers. */
  answerOf(method: ts.MethodDeclaration, answer: ts.Type, operationId: string): Schema {
    this.answering = answeringFunctions(method, this.checker);
    try {
      return this.schemaOf(answer, operationId);
    } finally {
      this.answering = new Set();
    }
  }

  /** `named`: walk a named type itself rather than refer to its component. */
  schemaOf(type: ts.Type, where: string, named = false): Schema {
    const { checker } = this;
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) {
      this.untyped.push(where);
      return {};
    }
    if (flags & ts.TypeFlags.TypeParameter) {
      const constraint = checker.getBaseConstraintOfType(type);
      if (constraint && constraint !== type) return this.schemaOf(constraint, where);
      this.untyped.push(where);
      return {};
    }
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [(type as ts.StringLiteralType).value] };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [(type as ts.NumberLiteralType).value] };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', enum: [type === checker.getTrueType()] };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.StringMapping)) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & (ts.TypeFlags.BigInt | ts.TypeFlags.BigIntLiteral)) throw new Error(`${where}: a bigint cannot be sent as JSON`);
    if (flags & ts.TypeFlags.Null) return { nullable: true };
    if (flags & ts.TypeFlags.Never) return { not: {} };

    const ref = named ? undefined : this.refTo(type);
    if (ref) return ref;
    if (type.isUnion()) return this.unionSchema(type, where);
    if (type.isIntersection()) {
      const primitive = type.types.find((member) => member.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike));
      if (primitive) return this.schemaOf(primitive, where); // a branded string or number
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) return this.objectSchema(type, where);
    throw new Error(`${where}: no JSON schema for ${checker.typeToString(type)}`);
  }

  /** A $ref to the component of a named type declared in the repository, walking it the first time. */
  private refTo(type: ts.Type): Schema | undefined {
    const symbol = this.nameOf(type);
    if (!symbol) return undefined;
    const declaration = symbol.declarations![0]!;
    const file = relative(this.root, declaration.getSourceFile().fileName).split(sep).join('/');
    const key = `${symbol.name}@${file}`;
    let named = this.named.get(key);
    if (!named) {
      named = { name: symbol.name, file, isClass: Boolean(symbol.flags & ts.SymbolFlags.Class) };
      this.named.set(key, named);
      // A component is the same whichever route meets it first: no route's literals in it.
      const answering = this.answering;
      this.answering = new Set();
      try {
        named.schema = this.schemaOf(type, symbol.name, true);
      } finally {
        this.answering = answering;
      }
    }
    return { $ref: REF_PREFIX + encodeURIComponent(key) };
  }

  /** The symbol a type is known by, when it is one of ours and not a generic instantiation. */
  private nameOf(type: ts.Type): ts.Symbol | undefined {
    if (type.aliasSymbol) {
      if (type.aliasTypeArguments?.length) return undefined;
      return this.isOurs(type.aliasSymbol) ? type.aliasSymbol : undefined;
    }
    const symbol = type.getSymbol();
    if (!symbol || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) || !this.isOurs(symbol)) return undefined;
    if (!(type.flags & ts.TypeFlags.Object)) return undefined;
    const objectFlags = (type as ts.ObjectType).objectFlags;
    if (objectFlags & ts.ObjectFlags.Reference && this.checker.getTypeArguments(type as ts.TypeReference).length > 0) return undefined;
    return objectFlags & (ts.ObjectFlags.Interface | ts.ObjectFlags.Class) ? symbol : undefined;
  }

  private isOurs(symbol: ts.Symbol): boolean {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    return Boolean(file && file.startsWith(this.root) && !file.includes('/node_modules/'));
  }

  private unionSchema(type: ts.UnionType, where: string): Schema {
    let members = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    const nullable = members.some((member) => member.flags & ts.TypeFlags.Null);
    members = members.filter((member) => !(member.flags & ts.TypeFlags.Null));
    // true | false is how the checker spells boolean.
    const booleans = members.filter((member) => member.flags & ts.TypeFlags.BooleanLiteral);
    if (booleans.length === 2) members = [...members.filter((member) => !booleans.includes(member)), this.checker.getBooleanType()];
    let schema: Schema;
    if (members.length === 0) schema = {};
    else if (members.length === 1) schema = this.schemaOf(members[0]!, where);
    // Sorted: the checker orders a union's members by when it first met them, which other code moves.
    else if (members.every((member) => member.flags & ts.TypeFlags.StringLiteral))
      schema = { type: 'string', enum: members.map((member) => (member as ts.StringLiteralType).value).sort(compare) };
    else if (members.every((member) => member.flags & ts.TypeFlags.NumberLiteral))
      schema = { type: 'number', enum: members.map((member) => (member as ts.NumberLiteralType).value).sort((a, b) => a - b) };
    else {
      const distinct = new Map(members.map((member) => this.schemaOf(member, where)).map((member) => [JSON.stringify(member), member]));
      const anyOf = [...distinct.keys()].sort(compare).map((key) => distinct.get(key)!);
      schema = anyOf.length === 1 ? anyOf[0]! : { anyOf };
    }
    if (!nullable) return schema;
    if (Object.keys(schema).length === 0) return schema; // unknown already takes null
    // OpenAPI 3.0: nullable sits beside a type, so a $ref or an anyOf is wrapped.
    return schema.type ? { ...schema, nullable: true } : { allOf: [schema], nullable: true };
  }

  private objectSchema(type: ts.Type, where: string): Schema {
    const { checker } = this;
    const symbol = type.getSymbol();
    if (symbol?.name === 'Date' && !this.isOurs(symbol)) return { type: 'string', format: 'date-time' };
    if (this.isNonJson(type)) throw new Error(`${where}: ${checker.typeToString(type)} inside a JSON answer`);
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const elements = checker.getTypeArguments(type as ts.TypeReference);
      if (checker.isArrayType(type)) return { type: 'array', items: this.schemaOf(elements[0]!, `${where}[]`) };
      const items = elements.map((element) => this.schemaOf(element, `${where}[]`));
      const distinct = new Map(items.map((item) => [JSON.stringify(item), item]));
      const anyOf = [...distinct.keys()].sort(compare).map((key) => distinct.get(key)!);
      return { type: 'array', items: anyOf.length === 1 ? anyOf[0] : { anyOf }, minItems: items.length, maxItems: items.length };
    }
    // What JSON.stringify sends of it (decimal.js's Decimal: its string).
    const toJson = checker.getPropertyOfType(type, 'toJSON');
    if (toJson) {
      const [signature] = checker.getSignaturesOfType(checker.getTypeOfSymbol(toJson), ts.SignatureKind.Call);
      if (signature) return this.schemaOf(checker.getReturnTypeOfSignature(signature), where);
    }
    if (symbol && ['Map', 'Set', 'WeakMap', 'WeakSet', 'Promise'].includes(symbol.name) && !this.isOurs(symbol))
      throw new Error(`${where}: a ${symbol.name} is not sent as JSON`);
    if (this.walking.has(type)) throw new Error(`${where}: a recursive anonymous type needs a name`);
    this.walking.add(type);
    try {
      const properties: Record<string, Schema> = {};
      const required: string[] = [];
      for (const property of checker.getPropertiesOfType(type)) {
        if (property.flags & ts.SymbolFlags.Method || property.name.startsWith('__@')) continue;
        const declaration = property.valueDeclaration ?? property.declarations?.[0];
        if (declaration && ts.getCombinedModifierFlags(declaration as ts.Declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) continue;
        const propertyType = checker.getTypeOfSymbol(property);
        if (checker.getSignaturesOfType(propertyType, ts.SignatureKind.Call).length > 0 && checker.getPropertiesOfType(propertyType).length === 0) continue;
        const mayBeAbsent =
          property.flags & ts.SymbolFlags.Optional ||
          propertyType.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void) ||
          (propertyType.isUnion() && propertyType.types.some((member) => member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
        if (propertyType.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) continue; // never sent
        // The walk of a union leaves its undefined out: absence is what `required` says.
        let schema = this.schemaOf(this.writtenLiteral(property, propertyType) ?? propertyType, `${where}.${property.name}`);
        const description = ts.displayPartsToString(property.getDocumentationComment(checker)).trim();
        if (description) schema = schema.$ref ? { allOf: [schema], description } : { ...schema, description };
        properties[property.name] = schema;
        if (!mayBeAbsent) required.push(property.name);
      }
      const schema: Schema = { type: 'object', properties };
      if (required.length > 0) schema.required = required;
      const index = checker.getIndexInfosOfType(type).find((info) => info.keyType.flags & (ts.TypeFlags.String | ts.TypeFlags.Number));
      if (index) schema.additionalProperties = this.schemaOf(index.type, `${where}[key]`);
      if (Object.keys(properties).length === 0) delete schema.properties;
      return schema;
    } finally {
      this.walking.delete(type);
    }
  }

  /**
   * The literals a property of the answer holds where the checker widened them. The checker types
   * `return { success: true, data }` as `{ success: boolean; … }` (a property of an object literal
   * may be assigned later, so its literal is widened); what the route sends is `true`. Only for an
   * object literal returned as it is written (alone, inside another such literal or an array
   * literal, or as a branch of `?:`) by the controller method or by a function whose call the method
   * returns: one held in a variable, or made by a function whose result the method takes apart or
   * keeps, may be changed before it is sent, so its type is kept.
   */
  private writtenLiteral(property: ts.Symbol, type: ts.Type): ts.Type | undefined {
    if (!(type.flags & (ts.TypeFlags.Boolean | ts.TypeFlags.String | ts.TypeFlags.Number))) return undefined;
    const [declaration, ...others] = property.declarations ?? [];
    if (!declaration || others.length > 0 || !ts.isPropertyAssignment(declaration)) return undefined;
    const returning = returningFunction(declaration.parent);
    if (!returning || !this.answering.has(returning)) return undefined;
    // `true`, `'Signed out'`, `ok ? 'ok' : 'degraded'`: a literal or a union of literals.
    const written = this.checker.getTypeAtLocation(declaration.initializer);
    const members = written.isUnion() ? written.types : [written];
    return members.every((member) => member.flags & ts.TypeFlags.Literal) ? written : undefined;
  }

  /** Names for the components: a type's own name, or with its feature's when two types share one. */
  finish(reservedNames: ReadonlySet<string>): { components: Record<string, Schema>; names: Map<string, string> } {
    const byName = new Map<string, NamedType[]>();
    for (const named of this.named.values()) byName.set(named.name, [...(byName.get(named.name) ?? []), named]);
    const names = new Map<string, string>();
    /** Classes Nest documents already (from their decorators, under their own name): theirs is kept. */
    const nests = new Set<string>();
    for (const [name, types] of byName) {
      for (const named of types) {
        const key = `${named.name}@${named.file}`;
        if (types.length === 1 && named.isClass && reservedNames.has(name)) {
          names.set(key, name);
          nests.add(key);
        } else names.set(key, types.length > 1 || reservedNames.has(name) ? qualified(named) : name);
      }
    }
    const taken = new Map<string, string>();
    for (const [key, name] of names) {
      if (nests.has(key)) continue;
      if (taken.has(name) || reservedNames.has(name))
        throw new Error(`Two types are both named ${name}: ${taken.get(name) ?? "one of Nest's components"} and ${key}`);
      taken.set(name, key);
    }
    const components: Record<string, Schema> = {};
    for (const key of [...names.keys()].sort((a, b) => compare(names.get(a)!, names.get(b)!)))
      if (!nests.has(key)) components[names.get(key)!] = renameRefs(this.named.get(key)!.schema!, names) as Schema;
    return { components, names };
  }
}

/**
 * The controller method, and the functions whose result it returns as it is (`return this.list(…)`,
 * `return executeVoid(…)`), and theirs in turn.
 */
function answeringFunctions(method: ts.MethodDeclaration, checker: ts.TypeChecker): Set<ts.Node> {
  const found = new Set<ts.Node>();
  const visit = (fn: ts.SignatureDeclaration): void => {
    if (found.has(fn)) return;
    found.add(fn);
    for (const returned of returnedExpressions(fn)) {
      if (!ts.isCallExpression(returned)) continue;
      const callee = checker.getResolvedSignature(returned)?.declaration;
      if (callee && !ts.isJSDocSignature(callee) && 'body' in callee && callee.body) visit(callee);
    }
  };
  visit(method);
  return found;
}

/** What a function returns, past parentheses, `await` and the branches of `?:`. */
function returnedExpressions(fn: ts.SignatureDeclaration): ts.Expression[] {
  const body = 'body' in fn ? fn.body : undefined;
  if (!body) return [];
  const expressions: ts.Expression[] = [];
  const add = (expression: ts.Expression): void => {
    if (ts.isParenthesizedExpression(expression) || ts.isAwaitExpression(expression) || ts.isSatisfiesExpression(expression)) add(expression.expression);
    else if (ts.isConditionalExpression(expression)) {
      add(expression.whenTrue);
      add(expression.whenFalse);
    } else expressions.push(expression);
  };
  if (!ts.isBlock(body)) add(body as ts.Expression);
  else {
    const visit = (node: ts.Node): void => {
      if (ts.isFunctionLike(node) || ts.isClassLike(node)) return; // their returns are their own
      if (ts.isReturnStatement(node) && node.expression) add(node.expression);
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
  }
  return expressions;
}

/** The function that returns this object literal as it is written, if one does. */
function returningFunction(literal: ts.ObjectLiteralExpression): ts.SignatureDeclaration | undefined {
  let node: ts.Node = literal;
  for (;;) {
    const parent = node.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isArrayLiteralExpression(parent)) node = parent;
    else if (ts.isConditionalExpression(parent) && parent.condition !== node) node = parent;
    else if (ts.isPropertyAssignment(parent) && parent.initializer === node) node = parent.parent;
    else if (ts.isReturnStatement(parent)) return ts.findAncestor(parent, ts.isFunctionLike);
    else if (ts.isArrowFunction(parent) && parent.body === node) return parent;
    else return undefined;
  }
}

/** `Register` declared in apps/api/src/pos/… becomes `PosRegister`; in libs/ledger/… `LedgerRegister`. */
function qualified(named: NamedType): string {
  const parts = named.file.split('/');
  const area = parts[0] === 'libs' ? parts[1]! : parts[0] === 'apps' && parts[2] === 'src' ? parts[3]! : dirname(named.file);
  const pascal = area
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
  return `${pascal}${named.name}`;
}

/** Code-unit order: the same in every locale. */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function renameRefs(value: unknown, names: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameRefs(item, names));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(REF_PREFIX)) {
        const name = names.get(decodeURIComponent(inner.slice(REF_PREFIX.length)));
        out[key] = name ? REF_PREFIX + name : inner;
      } else out[key] = renameRefs(inner, names);
    }
    return out;
  }
  return value;
}
