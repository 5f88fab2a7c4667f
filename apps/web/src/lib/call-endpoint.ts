import type { Envelope, HttpMethod } from '@creators-archive/contract';
import { toPath } from '@creators-archive/contract/endpoint';
import type { z } from 'zod';
import { apiClient, type QueryParams, type RequestOptions } from './api-client';

/**
 * What a call reads of a contract endpoint module at run time: its method and its path. The module
 * itself is passed (`import * as findPlans from '@creators-archive/contract/subscriptions/find-plans'`),
 * so the method, the path and the answer's type are the contract's, never written again here. A page
 * whose first visit must stay free of Zod imports the module's types only (`import type * as`) and
 * passes its Zod-free constants, checked against those types.
 */
export type Endpoint = { readonly method: HttpMethod; readonly path: string };

type ResponseSchemaName<E> = Extract<keyof E, `Z${string}Response`>;

/** The `data` of the endpoint's successful answer, as its `Z…Response` schema gives it. */
export type ResponseData<E> = {
  [Name in ResponseSchemaName<E>]: E[Name] extends z.ZodType
    ? z.output<E[Name]> extends { success: true; data: infer Data }
      ? Data
      : never
    : never;
}[ResponseSchemaName<E>];

export type CallInput = RequestOptions & {
  /** Fills the path's `:name` segments. */
  params?: Record<string, string>;
  /** The query string; empty values are left out. */
  query?: QueryParams;
  /** JSON, or FormData for a multipart upload. */
  body?: unknown;
};

/**
 * Calls a contract endpoint through the API client: its method, its path with `params` filled,
 * `query` and `body`. Resolves to the answer's envelope and never throws, like every API call.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: CallInput = {},
): Promise<Envelope<ResponseData<E>>> {
  const { params, query, body, ...options } = input;
  const url = toPath(endpoint.path, params);
  switch (endpoint.method) {
    case 'GET':
      return apiClient.get<ResponseData<E>>(url, query, options);
    case 'DELETE':
      return apiClient.delete<ResponseData<E>>(url, { ...options, body });
    case 'POST':
      return apiClient.post<ResponseData<E>>(url, body, options);
    case 'PUT':
      return apiClient.put<ResponseData<E>>(url, body, options);
    case 'PATCH':
      return apiClient.patch<ResponseData<E>>(url, body, options);
  }
}
