/**
 * The portal's API types, read from schema.gen.ts (generated from the server's OpenAPI document by
 * `npm run api-types`): the console names the server's answers and request bodies through these instead of
 * keeping copies of its own, so a change on the server shows here as a compile error.
 */
import type { components, paths } from './schema.gen';

export type { components, paths };

/** A named schema of the document (components.schemas). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Operation<Path extends keyof paths, M extends Method> = NonNullable<paths[Path][M]>;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Responses<Path extends keyof paths, M extends Method> = Operation<Path, M> extends { responses: infer R } ? R : never;

/** What a route answers with on success (its 200, 201 or 202 JSON). */
export type ApiAnswer<Path extends keyof paths, M extends Method> = {
  [Status in keyof Responses<Path, M>]: Status extends 200 | 201 | 202 ? JsonOf<Responses<Path, M>[Status]> : never;
}[keyof Responses<Path, M>];

/** The JSON body a route takes. */
export type ApiBody<Path extends keyof paths, M extends Method> = JsonOf<NonNullable<Operation<Path, M>['requestBody']>>;

/** A request schema with the fields the console always sends made required (the result still fits the schema). */
export type WithRequired<T, K extends keyof T> = T & { [P in K]-?: NonNullable<T[P]> };

/**
 * A server answer read defensively, every field possibly missing (a saved draft, a test's fixture): the names
 * and value types are still the server's, so a renamed or retyped field fails to compile where it is read.
 */
export type Loose<T> = T extends readonly (infer Item)[] ? Loose<Item>[] : T extends object ? { [K in keyof T]?: Loose<T[K]> } : T;
