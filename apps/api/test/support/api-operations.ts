import request from 'supertest';
import type { TestApp } from './test-app';

/** A JSON Schema as the OpenAPI document writes it (the parts the tests read). */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  example?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  oneOf?: Schema[];
  allOf?: Schema[];
  /** true: a free-form object (a browser's WebAuthn answer), whose keys are its sender's. */
  additionalProperties?: boolean | Schema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Record<string, string[]>[];
}

/** One operation of the running application, read from the OpenAPI document it serves. */
export interface ApiOperation {
  /** 'POST /api/domains/edit': the path as OpenAPI writes it, with {placeholders}. */
  route: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  pathParams: string[];
  query: Parameter[];
  /** The JSON body's schema, $refs resolved; null when the operation takes no JSON body. */
  body: Schema | null;
  contentTypes: string[];
  /** An owner route: it documents the API key (or session) it needs. */
  secured: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every operation the application documents. The OpenAPI document is built from the
 * controllers at start-up and `openapi.int-spec.ts` fails on a served route it lacks, so this
 * is the list of every API route, new ones included.
 */
export async function apiOperations(t: TestApp): Promise<ApiOperation[]> {
  const document = (await request(t.http).get('/api/openapi.json').expect(200)).body as {
    paths: Record<string, Record<string, RawOperation>>;
    components: { schemas: Record<string, Schema> };
  };
  const resolve = (schema: Schema | undefined, depth = 0): Schema | undefined => {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return resolve(document.components.schemas[name], depth + 1);
    }
    const resolved: Schema = { ...schema };
    if (schema.items) resolved.items = resolve(schema.items, depth + 1);
    if (schema.properties)
      resolved.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)!]),
      );
    return resolved;
  };
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        route: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query'),
        body: resolve(content['application/json']?.schema) ?? null,
        contentTypes: Object.keys(content),
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** '/api/domains/{domain}' with { domain: 'a b' } → '/api/domains/a%20b'. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}
