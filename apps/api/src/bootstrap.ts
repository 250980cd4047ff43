import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_HEADER, PRODUCT_NAME } from '@domainfolio/contracts';
import cookieParser from 'cookie-parser';
import express, { type Application, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { API_KEY_SCHEME } from './common/api-docs/api-docs';
import { AppExceptionFilter } from './common/errors/app-exception.filter';
import { compressResponses } from './common/http/compression';
import { createValidationPipe } from './common/http/validation.pipe';
import type { AppConfig } from './config/app-config';
import { APP_VERSION } from './config/app-version';
import type { DatabaseHandle } from './database/database';
import { DATABASE_HANDLE } from './database/database-tokens';
import { landingData } from './modules/sites/landing-data';
import { OwnerSiteService } from './modules/sites/owner-site.service';
import { PageChanges } from './modules/sites/page-changes';
import { PublicPageCache } from './modules/sites/public-page-cache';
import { SiteResolver } from './modules/sites/site-resolver';
import { createSiteRouter } from './modules/sites/site-router';
import { SitemapService } from './modules/sites/sitemap.service';
import { viewBeacon } from './modules/sites/view-beacon';
import { startRequestDeadline } from './common/outbound/deadline';
import { NegotiationService } from './modules/leads/negotiation.service';

/** The Content-Types of a portfolio file sent as the request's body, and its largest size. */
const PORTFOLIO_FILE_TYPES = [
  'text/csv',
  'text/plain',
  'application/csv',
  'text/tab-separated-values',
];
const PORTFOLIO_FILE_LIMIT = '10mb';

/** Express' `trust proxy`: a boolean, a hop count, or a list of addresses/subnets. */
function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * Which peers may set X-Forwarded-*, and how far back X-Forwarded-For is believed. nginx appends
 * the address it saw to whatever the client sent, so only the last TRUST_PROXY_HOPS entries come
 * from proxies; the ones before are the client's own claims. Express alone walks left for as
 * long as an entry is a trusted address, so a client whose own address is trusted (a private
 * network under `uniquelocal`, loopback) could name any address it likes, and a fresh one per
 * request would escape every per-address rate limit.
 */
function trustProxies(app: NestExpressApplication, config: AppConfig): void {
  const express = app.getHttpAdapter().getInstance() as Application;
  express.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  // The function Express compiled from TRUST_PROXY (addresses, subnets, a count or a boolean).
  const trusted = express.get('trust proxy fn') as (address: string, hop: number) => boolean;
  express.set(
    'trust proxy',
    (address: string, hop: number) => hop < config.TRUST_PROXY_HOPS && trusted(address, hop),
  );
}

/**
 * Builds the whole application around an open, migrated database. Used by main.ts and by the
 * integration tests, so tests exercise the same pipes, filters and middleware as production.
 */
export async function createApp(
  config: AppConfig,
  database: DatabaseHandle,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, database),
    {
      bufferLogs: true,
      rawBody: true,
    },
  );
  app.useLogger(app.get(Logger));
  trustProxies(app, config);
  // Names the framework to anyone who asks; helmet drops it too, but the beacon runs before it.
  app.disable('x-powered-by');
  // What the public reads (the beacon's look-up, the landing data, the sites' pages) goes to a
  // read replica when there are any (ReadRouting.publicRead).
  const reads = app.get<DatabaseHandle>(DATABASE_HANDLE).reads;
  // First of all: a landing page's view beacon needs none of the middleware below.
  app.use(viewBeacon(app.get(OwnerSiteService), app.get(SiteResolver), reads));
  // Every call to a third party a request makes shares one budget from its arrival on.
  app.use(startRequestDeadline);
  app.use(helmet({ contentSecurityPolicy: false, crossOriginEmbedderPolicy: false }));
  // Here rather than in nginx, so `npm start` without a proxy sends compressed pages too.
  app.use(compressResponses());
  app.use(cookieParser());
  // A change made through the API shows at once on the pages this server and every other
  // instance on the same database keep.
  const pages = app.get(PublicPageCache);
  const changes = app.get(PageChanges);
  app.use(pages.clearOnWrites(() => changes.changed()));
  // A landing page's data, kept with the pages, answered as they are: before the framework.
  app.use(landingData(app.get(OwnerSiteService), app.get(SiteResolver), reads));
  app.useBodyParser('json', { limit: '2mb' });
  // Portfolio uploads may send the registrar's file itself (POST /api/domains/import), as the
  // bytes it is: the import reads the encoding it was saved in (a byte-order mark, UTF-16,
  // Windows' own), which a text parser would decode as UTF-8 and garble.
  app.use(
    '/api/domains/import',
    express.raw({ type: PORTFOLIO_FILE_TYPES, limit: PORTFOLIO_FILE_LIMIT }),
  );
  app.useBodyParser('text', { type: PORTFOLIO_FILE_TYPES, limit: PORTFOLIO_FILE_LIMIT });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AppExceptionFilter());
  app.enableShutdownHooks();

  const openApi = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${PRODUCT_NAME} API`)
      .setDescription(
        [
          `Every owner endpoint accepts the \`${API_KEY_HEADER}\` header instead of a session: generate the key (Pro) in Account settings and send it with each request.`,
          '',
          'Bodies are JSON. A success that the sites show as a toast carries `type`, `title` and `message` beside its `payload`. Every error answers with a 4xx or 5xx status and the same body, `{type: "ERROR", code, title, message, errors?}`, where `errors` lists the invalid fields.',
        ].join('\n'),
      )
      .setVersion(APP_VERSION)
      .addApiKey(
        {
          type: 'apiKey',
          in: 'header',
          name: API_KEY_HEADER,
          description: 'Your API key, from Account settings (Pro)',
        },
        API_KEY_SCHEME,
      )
      // The reference lists the tags in this order: the owner's portfolio first.
      .addTag(
        'domains',
        'Your portfolio: add, change, delete, import and export domains; totals, expirations and sales',
      )
      .addTag(
        'registry',
        "Registry data: what each domain's registry publishes through RDAP, refreshed daily and on demand",
      )
      .addTag(
        'registrars',
        'Registrar connections: Porkbun, GoDaddy, Namecheap, Dynadot and Cloudflare accounts synced into the portfolio',
      )
      .addTag(
        'leads',
        'Inquiries, offers and Buy-It-Now requests from your landing pages, and their negotiation',
      )
      .addTag(
        'offers',
        "A buyer's side of a negotiation, by the private link emailed to them (no account)",
      )
      .addTag(
        'analytics',
        'Landing-page analytics: views, unique visitors, leads, referrers, countries and devices per UTC day; sales and renewals by month',
      )
      .addTag('account', 'Your account, portfolio page settings, API key and custom domain')
      .addTag(
        'notifications',
        'Alerts where you are: channels (email, webhook, Slack, Discord, Telegram, ntfy), which events go where, the delivery log, expiry reminders and the calendar feed',
      )
      .addTag('search', 'Search public domains, or your own with dashboard=true')
      .addTag('public', 'What visitors of owner sites see (no key needed)')
      .addTag('site', 'Which site a host name shows')
      .addTag('auth', 'Sign-up, sign-in and password reset (browser sessions)')
      .addTag('support', 'Support requests and feedback to the support team')
      .addTag('payments', 'Plans: Stripe Checkout, the customer portal and its webhook')
      .addTag('escrow', 'Buy-It-Now checkout through Escrow.com')
      .addTag('admin', 'Administrators only (ADMIN_EMAILS); everyone else gets 404')
      .addTag('health', 'Liveness and version')
      .build(),
  );
  // The reference pages of the main site render this document; no Swagger UI is served.
  SwaggerModule.setup('api/docs', app, openApi, {
    swaggerUiEnabled: false,
    jsonDocumentUrl: 'api/openapi.json',
    raw: ['json'],
  });

  if (config.SERVE_SITES) {
    const sites = createSiteRouter(
      config,
      app.get(SiteResolver),
      app.get(OwnerSiteService),
      app.get(SitemapService),
      pages,
      app.get(NegotiationService),
      new NestLogger('Sites'),
    );
    // The pages (and files) a site shows read from a replica; a form sent without JavaScript
    // is a write, on the primary.
    app.use((request: Request, response: Response, next: NextFunction) =>
      request.method === 'GET' || request.method === 'HEAD'
        ? reads.publicRead(() => sites(request, response, next))
        : sites(request, response, next),
    );
  }
  return app;
}
