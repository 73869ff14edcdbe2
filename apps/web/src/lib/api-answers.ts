// What the API takes and answers, by route: read from the generated api-types.ts (the API's OpenAPI
// document: request bodies from the DTOs, answer schemas from the controllers' return types), never
// written by hand here.
//
//   type TransactionDetail = DataOf<'/api/v1/transactions/{reference}', 'get'>;
//   type TransferBody = BodyOf<'/api/v1/inventory/transfer-stock', 'post'>;
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

/** The `data` of a route's success answer; undefined when it answers only `{ success, message }` (sign-out). */
export type DataOf<P extends ApiPath, M extends MethodOf<P>> =
  AnswerOf<P, M> extends { data: infer Data } ? Data : AnswerOf<P, M> extends { success: unknown } ? undefined : never;

/** A named type of the API (an answer's `TransactionView`, a request's `RecordSaleDto`). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type RequestContent<P extends ApiPath, M extends MethodOf<P>> = paths[P][M] extends { requestBody?: infer Request }
  ? NonNullable<Request> extends { content: infer Content }
    ? Content
    : never
  : never;

/** The JSON body a route takes (its DTO as the API documents it). */
export type BodyOf<P extends ApiPath, M extends MethodOf<P>> = RequestContent<P, M> extends { 'application/json': infer Body } ? Body : never;

/** The query parameters a route documents (what the list screens put in the address). */
export type QueryOf<P extends ApiPath, M extends MethodOf<P>> = paths[P][M] extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The fields of a multipart form a route takes (files as `string` with format binary: send a Blob). */
export type FormOf<P extends ApiPath, M extends MethodOf<P>> = RequestContent<P, M> extends { 'multipart/form-data': infer Form } ? Form : never;
