import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { Express } from 'express';
import request from 'supertest';
import { API_KEY_HEADER, INTERVAL_KEYS } from '@domainfolio/contracts';
import { IS_PUBLIC } from '../../src/common/auth/public.decorator';
import { API_KEY_SCHEME } from '../../src/common/api-docs/api-docs';
import { createTestApp, type TestApp } from '../support/test-app';

/** Routes the app serves that are deliberately not API operations, each with its reason. */
const UNDOCUMENTED = new Map<string, string>([
  ['GET /api/openapi.json', 'the document itself'],
  ['GET /api/auth/google/login', 'a browser redirect to Google, not a JSON endpoint'],
  ['GET /api/auth/google/callback', "Google's redirect back, not a JSON endpoint"],
]);

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, { description?: string }>;
  parameters?: { name: string; in: string; schema?: { enum?: string[] } }[];
}
type OpenApi = {
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** '/api/domains/:domain' → '/api/domains/{domain}', as OpenAPI writes a path parameter. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every route the running application's Express router serves, as 'METHOD /path'. */
function servedRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as Express & {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  const routes = new Set<string>();
  const catchAlls = new Set<string>();
  for (const layer of express.router.stack) {
    // Layers without a route are middleware (and, with SERVE_SITES, the sites' catch-all).
    if (!layer.route) continue;
    const path = openApiPath(layer.route.path);
    // A wildcard route ('/api/{*path}', and its bare '/api') is middleware Nest mounts for
    // every path (the same-origin check), not an operation.
    const wildcard = /\/\{\*\w+\}$/.exec(path);
    for (const method of Object.keys(layer.route.methods)) {
      if (!HTTP_METHODS.includes(method)) continue;
      const route = `${method.toUpperCase()} ${path}`;
      if (wildcard) catchAlls.add(`${method.toUpperCase()} ${path.slice(0, wildcard.index)}`);
      else routes.add(route);
    }
  }
  return [...routes].filter((route) => !catchAlls.has(route)).sort();
}

/** 'METHOD /path' → whether the route is @Public, read from the controllers' metadata. */
function publicRoutes(t: TestApp): Map<string, boolean> {
  const result = new Map<string, boolean>();
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((part) => part.split('/'))
      .filter(Boolean)
      .join('/')}`;
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classPublic = Reflect.getMetadata(IS_PUBLIC, controller) === true;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        const isPublic = classPublic || Reflect.getMetadata(IS_PUBLIC, handler) === true;
        result.set(`${RequestMethod[method]} ${openApiPath(join('api', base, path))}`, isPublic);
      }
    }
  }
  return result;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApi;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => HTTP_METHODS.includes(method))
        .map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );

  beforeAll(async () => {
    t = await createTestApp();
    document = (await request(t.http).get('/api/openapi.json').expect(200)).body as OpenApi;
  });
  afterAll(() => t.close());

  it('documents every route the application serves', () => {
    const documented = new Set(operations().map((o) => o.route));
    const served = servedRoutes(t);
    expect(served.length).toBeGreaterThan(40);
    const missing = served.filter((route) => !documented.has(route) && !UNDOCUMENTED.has(route));
    // Each entry names the route to document (its controller lacks @ApiOperation or is excluded).
    expect(missing).toEqual([]);
  });

  it('gives every operation a summary, a described tag and a documented success', () => {
    const lacking = operations().flatMap(({ route, operation }) => {
      const problems: string[] = [];
      if (!operation.summary?.trim()) problems.push(`${route}: no summary (@ApiOperation)`);
      const tags = new Set((document.tags ?? []).map((tag) => tag.name));
      if (!operation.tags?.length || !operation.tags.every((tag) => tags.has(tag)))
        problems.push(`${route}: a tag not described in bootstrap.ts (@ApiTags, addTag)`);
      const successes = Object.entries(operation.responses ?? {}).filter(
        ([status, response]) =>
          /^[23]/.test(status) && (Boolean(response.description?.trim()) || 'content' in response),
      );
      if (successes.length === 0)
        problems.push(`${route}: no documented success response (@ApiPayload, @ApiOkResponse…)`);
      return problems;
    });
    expect(lacking).toEqual([]);
  });

  it('lists every interval key, adjectives included, wherever an interval is taken', () => {
    for (const path of [
      '/api/domains/portfolio-stats',
      '/api/domains/expiring',
      '/api/domains/sales',
      '/api/domains/sales/export',
      '/api/leads',
    ]) {
      const interval = document.paths[path]?.['get']?.parameters?.find(
        (parameter) => parameter.name === 'interval',
      );
      expect({ path, keys: interval?.schema?.enum }).toEqual({ path, keys: INTERVAL_KEYS });
    }
    expect(INTERVAL_KEYS).toEqual(expect.arrayContaining(['MONTHLY', 'YEARLY', 'UNLIMITED']));
  });

  it('describes the API key header as a security scheme', () => {
    expect(document.components.securitySchemes[API_KEY_SCHEME]).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }),
    );
  });

  it('requires the key on owner routes, and never on public ones', () => {
    const isPublic = publicRoutes(t);
    const wrong = operations().flatMap(({ route, operation }) => {
      const publicRoute = isPublic.get(route);
      if (publicRoute === undefined) return [`${route}: no controller serves it`];
      const security = operation.security ?? [];
      const acceptsKey = security.some((requirement) => API_KEY_SCHEME in requirement);
      const keyOptional =
        security.length === 0 || security.some((r) => Object.keys(r).length === 0);
      if (!publicRoute && (!acceptsKey || keyOptional))
        return [`${route}: an owner route without the ${API_KEY_SCHEME} scheme (@ApiOwner)`];
      if (publicRoute && !keyOptional)
        return [`${route}: a @Public route that documents the key as required`];
      return [];
    });
    expect(wrong).toEqual([]);
  });

  it('documents error answers with the shared ErrorBody schema, or as a page', () => {
    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    const untyped = operations().flatMap(({ route, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^[45]/.test(status))
        .filter(([, response]) => {
          const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
          // A form a browser posts without JavaScript is answered with a page, errors included.
          if (content && Object.keys(content).join() === 'text/html') return false;
          return (
            JSON.stringify(content?.['application/json']?.schema) !== JSON.stringify(errorBody)
          );
        })
        .map(([status]) => `${route} ${status}`),
    );
    expect(untyped).toEqual([]);
    const owner = operations().find((o) => o.route === 'GET /api/current-user');
    expect(owner?.operation.responses?.['401']).toBeDefined();
  });
});
