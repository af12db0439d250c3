import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@shared/contract/errors';
import { LANGUAGE_COOKIE } from '@shared/contract/language-cookie';
import { DEFAULT_LANGUAGE, isActiveLanguage } from '@shared/domain/languages';
import { defaultTaxYear } from '@shared/domain/tax-years';
import { DEFAULT_STORAGE_QUOTA_MB_PER_YEAR, type Config, type TrustProxy } from './config';
import type { Db } from './db/connect';
import { addressRoutes } from './features/address/routes';
import { adminRoutes } from './features/admin/routes';
import { advancedTaxInfoRoutes } from './features/advanced-tax-info/routes';
import { shippedAddressDirectory, shippedLocalities } from './features/address/directory';
import { authRoutes } from './features/auth/routes';
import { debugRoutes } from './features/debug/routes';
import { documentRecognitionRoutes } from './features/document-recognition/routes';
import { createRecognitionDispatcher, recordUploadedFiles } from './features/document-recognition/service';
import { defineRecognitionJobs, startRecognitionWorkers } from './features/document-recognition/worker';
import { documentRoutes } from './features/documents/routes';
import { expertRoutes } from './features/expert/routes';
import { messageRoutes } from './features/messages/routes';
import { notificationRoutes } from './features/notifications/routes';
import { privacyRoutes } from './features/privacy/routes';
import { systemRoutes } from './features/system/routes';
import { taxPdfRoutes } from './features/tax-pdf/routes';
import { taxDeclarationRoutes } from './features/tax-declaration/routes';
import { subscriptionRoutes } from './features/subscription/routes';
import type { StripeApiEndpoint } from './features/subscription/stripe-checkout';
import { taxCalculatorRoutes } from './features/tax-calculator/routes';
import { createMunicipalityFinder, createResidenceResolver } from './features/tax-calculator/service';
import { taxYearTables } from './features/tax-calculator/tax-tables';
import { taxEfficiencyRoutes } from './features/tax-efficiency/routes';
import { taxStatusRoutes } from './features/tax-status/routes';
import { transmissionRoutes } from './features/transmission/routes';
import { userRoutes } from './features/user/routes';
import { CLIENT_PAGES, chooseEncoding, loadClientPages } from './platform/client-pages';
import type { Clock } from './platform/clock';
import { AppError, registerErrorHandler, registerNotFoundHandler } from './platform/errors';
import type { Mailer } from './platform/mail';
import { registerOriginCheck } from './platform/origin-check';
import { helmetOptions, registerSecurityHeaders } from './platform/security-headers';
import { DEFAULT_OVERLOAD, registerOverloadProtection } from './platform/overload';
import { cookieNames } from './platform/session/tokens';
import { registerShutdownRefusal } from './platform/shutdown';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './platform/rate-limits';
import { createLimiter } from './platform/rate-limit/limiter';
import { databaseRateLimitStore } from './platform/rate-limit/store';
import { registerUserRateLimits } from './platform/rate-limit/user-limits';
import type { Secrets } from './platform/secrets';
import { installFieldKeyring } from './platform/field-encryption';
import { createJobQueue, type JobsMode } from './platform/jobs/job-queue';
import type { BlobStorage } from './platform/storage';
import { MAX_UPLOAD_BYTES } from '@shared/contract/documents';
import { BYTES_PER_MB } from '@shared/domain/file-sizes';
import { sessionPlugin } from './platform/session/plugin';
import { createMalwareScanner } from './platform/uploads/malware-scan';

export type AppDeps = {
  config: Pick<Config, 'publicUrl' | 'adminEmails' | 'debugLogin' | 'production'> & Partial<Pick<Config, 'addressSearchUrl' | 'stripe' | 'invoice' | 'expertEmails' | 'overload' | 'trustProxy' | 'storageQuotaBytesPerYear' | 'clamavSocket'>>;
  /** Replaces the global fetch for outgoing calls (tests). */
  fetchImpl?: typeof fetch;
  /** Where the Stripe client sends its API calls instead of api.stripe.com (tests: a local stand-in). */
  stripeApi?: StripeApiEndpoint;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  secrets: Secrets;
  /** Encrypted document storage (platform/storage.ts). */
  storage: BlobStorage;
  rateLimits?: RateLimitSettings;
  /** Folder with the built client; served with an SPA fallback when it exists. */
  clientDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Told about every route as it is registered (tests that must reach every route). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Background jobs (platform/jobs/job-queue.ts): 'work' (main.ts) sends and runs them, 'queue'
   * only sends them, 'off' (the default, most tests) leaves document recognitions pending.
   */
  backgroundJobs?: JobsMode;
  /** How often idle job workers look for jobs (default 2 s); a send in this process wakes them at once. */
  jobPollingIntervalSeconds?: number;
  /** Replaces the first retry delay of every job queue; 0 also turns off the backoff (tests of the last retry: attempts half a second apart). */
  jobRetryDelaySeconds?: number;
};

/** Builds the whole HTTP application; tests call it with their own database, clock and mailer. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  // The data modules encrypt and decrypt personal identifiers with these keys.
  installFieldKeyring(deps.secrets.fieldKeys);
  const app = Fastify({
    logger: deps.logger ?? false,
    // Behind a TLS proxy request.ip is the proxy's unless TRUST_PROXY names it (config.ts);
    // without it X-Forwarded-For is ignored, so a client cannot choose its own address.
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
    // Requests that arrive while closing get our own 503 SHUTTING_DOWN (platform/shutdown.ts);
    // idle keep-alive connections are closed at once, busy ones finish their request.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Only JSON and multipart bodies are accepted by state-changing calls.
  app.removeContentTypeParser(['text/plain']);

  const secure = deps.config.publicUrl.protocol === 'https:';
  const rateLimits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;
  const limiter = createLimiter({ db: deps.db, clock: deps.clock, keyHmacKey: deps.secrets.codeHmacKey });

  registerErrorHandler(app);
  // First of all request hooks: a refused request must cost as little as possible.
  registerShutdownRefusal(app);
  await registerOverloadProtection(app, deps.config.overload ?? DEFAULT_OVERLOAD);
  registerSecurityHeaders(app, helmetOptions(secure));
  await app.register(cookie);
  await app.register(multipart, {
    // A file reaching 50 MB is cut off while streaming (file.truncated) and refused; the other
    // files of the same upload go on.
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES - 1, files: 20, fields: 40, fieldSize: 64 * 1024, parts: 60 },
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(limiter),
    errorResponseBuilder: (_request, context) =>
      new AppError(ERROR_CODES.rateLimited, 429, `Too many requests, please try again in ${context.after}`, { seconds: Math.ceil(context.ttl / 1000) }),
  });
  await app.register(sessionPlugin, { db: deps.db, clock: deps.clock, secure });
  registerOriginCheck(app, deps.config.publicUrl.origin);
  registerUserRateLimits(app, { limiter, budgets: rateLimits.perUser });

  app.addHook('onSend', (request, reply, payload, done) => {
    // API answers carry personal data: never cache them anywhere.
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // Documents that read themselves (issue 12): a job per uploaded statement, run in the
  // background; the queue stops (running jobs finish or are retried later) before the database closes.
  const jobs = createJobQueue({
    db: deps.db,
    mode: deps.backgroundJobs ?? 'off',
    log: app.log,
    pollingIntervalSeconds: deps.jobPollingIntervalSeconds,
    retryDelaySeconds: deps.jobRetryDelaySeconds,
  });
  const recognitionDeps = { db: deps.db, storage: deps.storage, jobs, log: app.log, clock: deps.clock };
  defineRecognitionJobs(jobs, recognitionDeps);
  const recognitionDispatcher = createRecognitionDispatcher(recognitionDeps);
  app.addHook('onReady', async () => {
    // Not awaited: the first start on the embedded database creates pg-boss's schema (seconds),
    // and the server answers meanwhile; jobs wait in the database until the workers run.
    startRecognitionWorkers({ ...recognitionDeps, dispatcher: recognitionDispatcher }).catch((error: unknown) => app.log.error({ err: error }, 'starting the background job workers failed'));
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });

  // Every upload route scans with the same client (platform/uploads/malware-scan.ts).
  const malwareScanner = createMalwareScanner({ socket: deps.config.clamavSocket });
  await app.register(systemRoutes, {
    onlinePayment: Boolean(deps.config.stripe),
    invoicePayment: Boolean(deps.config.invoice),
    overloaded: () => app.isUnderPressure(),
    malwareScan: malwareScanner.enabled,
  });
  await app.register(authRoutes, {
    db: deps.db,
    mailer: deps.mailer,
    codeHmacKey: deps.secrets.codeHmacKey,
    adminEmails: deps.config.adminEmails,
    expertEmails: deps.config.expertEmails,
    clock: deps.clock,
    debugLogin: deps.config.debugLogin && !deps.config.production,
    rateLimits,
    limiter,
  });
  await app.register(userRoutes, { db: deps.db, clock: deps.clock });
  await app.register(taxStatusRoutes, { db: deps.db, clock: deps.clock });
  await app.register(taxDeclarationRoutes, { db: deps.db, clock: deps.clock });
  await app.register(notificationRoutes, { db: deps.db });
  await app.register(messageRoutes, { db: deps.db, clock: deps.clock });
  await app.register(documentRoutes, {
    db: deps.db,
    storage: deps.storage,
    clock: deps.clock,
    malwareScanner,
    storageQuotaBytesPerYear: deps.config.storageQuotaBytesPerYear ?? DEFAULT_STORAGE_QUOTA_MB_PER_YEAR * BYTES_PER_MB,
    followUp: { record: recordUploadedFiles, dispatch: (fileIds) => recognitionDispatcher.dispatch(fileIds) },
  });
  await app.register(documentRecognitionRoutes, { db: deps.db, clock: deps.clock, storage: deps.storage });
  await app.register(taxPdfRoutes, { db: deps.db, storage: deps.storage, clock: deps.clock });
  await app.register(privacyRoutes, {
    db: deps.db,
    storage: deps.storage,
    mailer: deps.mailer,
    clock: deps.clock,
    codeHmacKey: deps.secrets.codeHmacKey,
  });
  await app.register(subscriptionRoutes, { db: deps.db, clock: deps.clock, config: deps.config, stripeApi: deps.stripeApi });
  await app.register(transmissionRoutes, { db: deps.db, clock: deps.clock, mailer: deps.mailer, publicOrigin: deps.config.publicUrl.origin });
  await app.register(expertRoutes, { db: deps.db, storage: deps.storage, malwareScanner, clock: deps.clock, mailer: deps.mailer, publicOrigin: deps.config.publicUrl.origin });
  await app.register(advancedTaxInfoRoutes, { db: deps.db, clock: deps.clock });
  await app.register(adminRoutes, { db: deps.db, clock: deps.clock, clientDir: deps.clientDir });
  await app.register(debugRoutes, { db: deps.db, clock: deps.clock });
  await app.register(addressRoutes, { directory: shippedAddressDirectory(), remoteUrl: deps.config.addressSearchUrl, fetchImpl: deps.fetchImpl });
  // One municipality search for the public calculator and the tax-efficiency page, which finds the
  // profile's municipality with it; passed in so neither feature imports the other.
  const findMunicipalities = createMunicipalityFinder({ localities: shippedLocalities() });
  await app.register(taxCalculatorRoutes, { findMunicipalities, rateLimits });
  await app.register(taxEfficiencyRoutes, {
    db: deps.db,
    clock: deps.clock,
    taxTables: { yearOf: taxYearTables, residenceOf: createResidenceResolver(findMunicipalities) },
  });

  const servesClient = Boolean(deps.clientDir && existsSync(path.join(deps.clientDir, 'index.html')));
  if (servesClient) await registerClient(app, deps.clientDir!, deps.config.publicUrl, deps.clock);
  registerNotFoundHandler(app, { serveSpaIndex: servesClient });
  return app;
}

/**
 * TRUST_PROXY in Fastify's terms. Fastify refuses a bare hop count (it cannot check who the
 * nearest peer is), so a count becomes the function proxy-addr calls for each address from the
 * socket outwards: the first `hops` of them are our proxies, the next one is the client.
 */
function fastifyTrustProxy(setting: TrustProxy | undefined): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

/**
 * The same path on PUBLIC_URL, and never anywhere else: a path starting with `//` or `/\` would
 * be read as another host ('//evil.example'), so leading slashes and backslashes collapse into
 * one, and the result is checked to stay on our origin (else the site root).
 */
export function samePageOn(publicUrl: URL, requestUrl: string): string {
  const target = new URL(`/${requestUrl.replace(/^[/\\]+/, '')}`, publicUrl.origin);
  return target.origin === publicUrl.origin ? target.href : `${publicUrl.origin}/`;
}

/** Serves the built single-page client from disk with cache headers fitting each kind of file. */
async function registerClient(app: FastifyInstance, clientDir: string, publicUrl: URL, clock: Clock) {
  // Pages opened under another host name (127.0.0.1 instead of localhost, say) go to PUBLIC_URL:
  // the Origin check would otherwise refuse every sign-in from there.
  const publicHost = publicUrl.host.toLowerCase();
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || !request.headers.host) return done();
    if (request.headers.host.toLowerCase() !== publicHost) return void reply.redirect(samePageOn(publicUrl, request.url), 302);
    done();
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: true,
    index: false,
    // The build writes .br and .gz copies of text files; the one the browser accepts is sent
    // with Content-Encoding and Vary: Accept-Encoding, and anything else gets the plain file.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      // filePath names the copy sent (index.html.br), the rules below are about the original.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (name === 'sw.js' || name === 'index.html' || name.endsWith('.webmanifest')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  // The site root is the app shell itself, not a directory listing. The pages phones open
  // first get their own HTML naming what they load (platform/client-pages.ts).
  const pages = loadClientPages(clientDir);
  const sessionCookie = cookieNames(publicUrl.protocol === 'https:').session;
  const servePage = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const shownLanguage = request.cookies[LANGUAGE_COOKIE];
    const page = pages.htmlFor(pathname, {
      query: new URLSearchParams(search),
      signedIn: Boolean(request.cookies[sessionCookie]),
      // The browser's interface language (lib/i18n.ts); German, the app's default, before it said one.
      language: isActiveLanguage(shownLanguage) ? shownLanguage : DEFAULT_LANGUAGE,
      // The year the client's selected tax year starts with (lib/selected-tax-year.tsx), for the first paint's words.
      taxYear: defaultTaxYear(clock.now()),
    });
    reply.header('cache-control', 'no-cache');
    if (!page) return reply.sendFile('index.html');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(page[encoding]);
  };
  for (const pathname of ['/', ...Object.keys(CLIENT_PAGES).filter((p) => p !== '/')]) app.get(pathname, servePage);
}
