// What the API answers, by route: read from the generated api-types.ts (the API's OpenAPI document,
// whose answer schemas come from the controllers' return types), never written by hand here.
//
//   type TransactionDetail = DataOf<'/api/v1/transactions/{reference}', 'get'>;
//   type Plan = Schema<'PlanView'>;
//
// A type the API changes is then a type error here, in CI, instead of a surprise in the browser.

import type { components, paths } from './api-types.js';

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The methods a path has. */
export type MethodOf<P extends ApiPath> = {
  [M in Method]: paths[P][M] extends { responses: unknown } ? M : never;
}[Method];

type SuccessStatus = 200 | 201 | 202;
type JsonBody<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;

/** The JSON body a route answers with when it succeeds: `{ success, message?, data }` for most. */
export type AnswerOf<P extends ApiPath, M extends MethodOf<P>> = paths[P][M] extends { responses: infer Responses }
  ? JsonBody<Responses[Extract<keyof Responses, SuccessStatus>]>
  : never;

/** The `data` of a route's success answer. */
export type DataOf<P extends ApiPath, M extends MethodOf<P>> = AnswerOf<P, M> extends { data: infer Data } ? Data : never;

/** A named type of the API (an answer's `TransactionView`, a request's `RecordSaleDto`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
