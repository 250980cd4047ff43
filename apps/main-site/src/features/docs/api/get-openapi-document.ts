import { apiFetch } from '@domainfolio/api-client';
import { useQuery } from '@tanstack/react-query';

/** Where the API serves its OpenAPI document, built from its controllers at start-up. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/** An OpenAPI 3 document, passed to the renderer as it came. */
export type OpenApiDocument = Record<string, unknown>;

/** The API's own description of itself: the reference never drifts from the code. */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi-document'],
    queryFn: () => apiFetch<OpenApiDocument>(OPENAPI_DOCUMENT_PATH),
    staleTime: Infinity,
  });
}
