import type { OpenAPIObject } from '@nestjs/swagger';

export type AnswerSchema = { [key: string]: unknown };

/**
 * What each route answers, as JSON Schemas: generated from the controllers' return types by
 * `scripts/openapi-types.ts` into `answer-schemas.ts` beside this file.
 */
export interface AnswerSchemas {
  /** By operationId (Nest's `Controller_method`): the JSON body of the success answer. */
  operations: Record<string, AnswerSchema>;
  /** The named types they refer to, as `#/components/schemas/Name`. */
  components: Record<string, AnswerSchema>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * The document with each route's success answer described. Nest's document describes request
 * bodies from the DTO classes but answers only where a decorator names a class; the rest is
 * read from what the controller method returns. A route whose decorators describe the body's
 * shape keeps theirs (an example alone gets the shape beside it), and so does a component Nest has.
 */
export function describeAnswers(document: OpenAPIObject, answers: AnswerSchemas): OpenAPIObject {
  let answered = 0;
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      // A controller served at several paths gets one operation per path, `Controller_method[0]`, `[1]`…
      const schema = operation?.operationId ? answers.operations[operation.operationId.replace(/\[\d+\]$/, '')] : undefined;
      if (!operation || !schema) continue;
      const statuses = Object.keys(operation.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
      const status = statuses.sort()[0] ?? (method === 'post' ? '201' : '200');
      const response = (operation.responses[status] ??= { description: '' }) as { description: string; content?: Record<string, { schema?: AnswerSchema }> };
      const documented = response.content?.['application/json']?.schema;
      if (response.content && !onlyAnExample(documented)) continue;
      // A decorator's example stays beside the shape.
      const example = documented?.example;
      const described = example === undefined ? schema : schema.$ref ? { allOf: [schema], example } : { ...schema, example };
      response.content = { ...response.content, 'application/json': { ...response.content?.['application/json'], schema: described } };
      answered++;
    }
  }
  if (answered > 0) {
    document.components ??= {};
    const schemas = (document.components.schemas ??= {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(answers.components)) schemas[name] ??= schema;
  }
  return document;
}

/** A schema that shows an example and nothing of the shape. */
function onlyAnExample(schema: AnswerSchema | undefined): boolean {
  return schema !== undefined && Object.keys(schema).every((key) => key === 'example' || key === 'description');
}
