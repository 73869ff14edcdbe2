import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import type { Runtime } from '@ledgerline/platform';
import { AppModule } from './app.module.js';
import { registerCrossSiteGuard } from './common/http/cross-site.js';
import { registerInputLimits } from './common/http/input-limits.js';
import { registerSecurityHeaders } from './common/http/security-headers.js';
import { createValidationPipe } from './common/http/validation.js';
import { PinoNestLogger } from './common/logging/pino-nest-logger.js';
import { ANSWER_SCHEMAS } from './openapi/answer-schemas.js';
import { describeAnswers } from './openapi/describe-answers.js';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The API as a Nest application on Fastify: used by main.ts and by the tests alike. */
export interface CreateAppOptions {
  /**
   * Serve the Swagger UI page at /api/docs (the OpenAPI JSON is always served). The in-process
   * tests turn it off: its static-file plugin needs require() of ES modules, which Jest's module
   * loader cannot do on Node 20; the end-to-end tests check the page on the built app.
   */
  docsUi?: boolean;
  /**
   * Describe each route's answer in the OpenAPI document (default), from openapi/answer-schemas.ts.
   * scripts/openapi-types.ts reads the document without them while it regenerates that file.
   */
  answerSchemas?: boolean;
}

export async function createApp(runtime: Runtime, logger: Logger, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: runtime.config.bodyLimitBytes,
    // An address the router cannot read (broken percent-encoding) answers in the API's error shape too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const malformed = error.code === 'FST_ERR_BAD_URL';
      void reply.code(400).send({
        success: false,
        code: malformed ? 'MALFORMED_URL' : 'BAD_REQUEST',
        message: malformed ? 'The address is not valid: check its percent-encoding' : 'The request could not be read',
      });
    },
    // X-Forwarded-For counts only behind a proxy we run (TRUST_PROXY); otherwise anyone could pick their address.
    trustProxy: runtime.config.trustProxy,
    // A caller's X-Request-Id is kept (so logs line up across services); otherwise one is made.
    genReqId: (request: { headers: Record<string, string | string[] | undefined> }) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  const web = await readWebClient(runtime.config.webDist);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(runtime, { indexHtml: web?.indexHtml }), adapter, {
    logger: new PinoNestLogger(logger),
    // The raw body too (request.rawBody): a card provider's webhook signature is over the bytes sent.
    rawBody: true,
  });
  app.useGlobalPipes(createValidationPipe());
  await registerSecurityHeaders(app.getHttpAdapter().getInstance(), runtime.config.nodeEnv);
  // Multipart uploads (bulk imports, receipts): files up to 10 MB, read by the routes that take them.
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024 } });

  const fastify = app.getHttpAdapter().getInstance();
  // Every route as registered (Nest's, the docs', the web client's), for the route-table test.
  const routes: RegisteredRoute[] = [];
  ROUTES.set(app, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method: String(method), path: route.url, web: route.prefix === '/' && Boolean(web) && !route.url.startsWith('/api') });
  });
  registerCrossSiteGuard(fastify, runtime.config.appUrl);
  registerInputLimits(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  const nestDocument = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Ledgerline API')
      .setDescription(
        'Event-sourced double-entry bookkeeping. Every command answers with its position; send it back as X-Consistent-After to read your own writes.',
      )
      .setVersion('1')
      .build(),
  );
  const openApi = options.answerSchemas === false ? nestDocument : describeAnswers(nestDocument, ANSWER_SCHEMAS);
  SwaggerModule.setup('api/docs', app, openApi, { jsonDocumentUrl: 'api/docs/openapi.json', swaggerUiEnabled: options.docsUi !== false });

  if (web) await registerWebClient(app, web.root);
  return app;
}

export interface RegisteredRoute {
  method: string;
  path: string;
  /** A static file of the web client. */
  web: boolean;
}
const ROUTES = new WeakMap<NestFastifyApplication, RegisteredRoute[]>();

/** The routes the app registered (known once it is initialised or listening). */
export function registeredRoutes(app: NestFastifyApplication): RegisteredRoute[] {
  return [...(ROUTES.get(app) ?? [])];
}

/** Vite names built assets by their content's hash: a new build is a new URL, so they never go stale. */
const HASHED_ASSET = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.(?:js|css|woff2?|svg|png|jpg|webp)(?:\.br|\.gz)?$/;

/** Cache-Control of a static file of the web client. */
export function webCacheControl(path: string): string {
  return HASHED_ASSET.test(path.replaceAll('\\', '/')) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The built React client: static files at `/`; unknown page paths get index.html (see ApiExceptionFilter).
 * The build writes each text file precompressed (.br, .gz; apps/web/vite.config.ts), and the one the
 * browser accepts goes out; hashed assets are cached for a year, the rest revalidated. Source maps
 * are built for error reports but never served.
 */
async function registerWebClient(app: NestFastifyApplication, root: string): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const { default: fastifyStatic } = await import('@fastify/static');
  await fastify.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: ['index.html'],
    preCompressed: true,
    globIgnore: ['**/*.map', '**/*.gz', '**/*.br'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', webCacheControl(path));
    },
  });
}

async function readWebClient(webDist?: string): Promise<{ root: string; indexHtml: string } | undefined> {
  const root = resolve(webDist ?? join(process.cwd(), 'apps/web/dist'));
  if (!existsSync(join(root, 'index.html'))) return undefined;
  return { root, indexHtml: await readFile(join(root, 'index.html'), 'utf8') };
}
