/**
 * Types derived from the generated contract types: for a path literal and a method, the request
 * body, the path parameter names, the query parameter names and every answer (status and body).
 */
import type { operations, paths } from '@kurse/api-client/schema';

/** HTTP methods the contract uses. */
export type Method = 'get' | 'post' | 'put' | 'delete';

/** Every operation id of the contract. */
export type OperationId = keyof operations;

/** Contract paths that have an operation for `M`. */
export type PathWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** The operation object of a path and method. */
export type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;

/** The body type of a content map: JSON as typed, a GIF as bytes, nothing as undefined. */
export type BodyOf<C> = C extends { content: { 'application/json': infer B } }
  ? B
  : C extends { content: { 'image/gif': unknown } }
    ? Uint8Array
    : undefined;

/** The JSON request body of an operation (undefined when it takes none). */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody: infer RB }
    ? BodyOf<RB>
    : Operation<P, M> extends { requestBody?: infer RB }
      ? BodyOf<NonNullable<RB>>
      : undefined;

/** Names of the path parameters of a path. */
export type PathParamName<P extends keyof paths> = paths[P]['parameters'] extends {
  path: infer X;
}
  ? keyof X & string
  : never;

/** Names of the query parameters of an operation. */
export type QueryName<P extends keyof paths, M extends Method> = Operation<
  P,
  M
>['parameters'] extends { query?: infer Q }
  ? [NonNullable<Q>] extends [never]
    ? never
    : keyof NonNullable<Q> & string
  : never;

type Responses<P extends keyof paths, M extends Method> = Operation<P, M>['responses'];

/** One answer the contract allows: a status with its body type, plus extra headers. */
export type Reply<P extends keyof paths, M extends Method> = {
  [S in keyof Responses<P, M>]: { status: S; headers?: Record<string, string> } & (BodyOf<
    Responses<P, M>[S]
  > extends undefined
    ? { body?: undefined }
    : { body: BodyOf<Responses<P, M>[S]> });
}[keyof Responses<P, M>];

/** Any answer, as the route wrapper turns it into a `Response`. */
export interface AnyReply {
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
}
