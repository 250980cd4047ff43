// Public pages: how much JavaScript each one makes a visitor download, and what Lighthouse 12
// (mobile, simulated throttling: its default) says of it. The pages are the main site's home,
// the marketplace, the demo owner's site and one of the demo owner's landing pages, served by the
// built product (`npm run bench` builds it first) on the embedded database with demo data, in a
// temporary data folder, on a free port, with the product's default settings.
//
// Every page is measured on both paths a visitor reaches it by: straight from the API, which
// serves the sites itself (`npm start`, no proxy), and through nginx with the project's template
// (proxy/templates, as production runs it) in front of that same API process, started by the
// end-to-end suite's apps/e2e/support/nginx.mjs on a free port of its own. Both reach the sites
// by host name (localhost, shop.localhost, demo.localhost), which Chromium resolves to this
// machine.
//
// For each page and path: every script it loads (host, remotes, shared chunks, dynamic imports) as
// transferred and as gzip -9 and brotli -q 11 would make it, against the page's budget
// (lib/page-weight.mjs); then Lighthouse 3 times in a fresh headless Chromium each, reporting the
// run Lighthouse's own computeMedianRun picks (the one nearest the median FCP and TTI) with its
// four category scores, metrics and the failing audits of every category under 100. A page's runs
// alternate between the two paths, so that a slower spell of the machine falls on both alike.
// Prints a table and writes the `## Public pages` section of bench/RESULTS.md.
// Exits non-zero only when a page or one of its scripts fails to load or Lighthouse cannot run,
// never on a missed target.
//
// Settings: BENCH_PAGES_RUNS (Lighthouse runs per page, 3).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
// The same Chromium, with the same flags, as the end-to-end suite.
import { CHROMIUM_BIN as CHROMIUM, CHROMIUM_FLAGS } from '../apps/e2e/support/browser.mjs';
// nginx with the project's template, as the end-to-end suite runs it.
import { nginxVersion, startNginx } from '../apps/e2e/support/nginx.mjs';
import { startApi } from './lib/api-server.mjs';
import { KB, PAGE_BUDGETS, measurePageWeight } from './lib/page-weight.mjs';
import { RESULTS_FILE, writeResultsSection } from './lib/results-file.mjs';
import {
  commitDescription,
  machineDescription,
  markdownTable,
  textTable,
} from './lib/run-info.mjs';

const NAME = 'pages';
const COMMAND = 'npm run bench -- pages';
const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 3);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECTION = 'Public pages';
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8'),
).version;

/** What the product's pages must reach; the JavaScript budgets live in lib/page-weight.mjs. */
const LIGHTHOUSE_TARGETS = { performance: 95, fcpMs: 1500, others: 100 };
const CATEGORIES = [
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['best-practices', 'BP'],
  ['seo', 'SEO'],
];
const LIGHTHOUSE_ATTEMPTS = 3;
/** Lighthouse's own line between a passed and a failed audit in its report. */
const PASS_SCORE = 0.9;

if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(`${NAME}: BENCH_PAGES_RUNS must be a whole number of 1 or more`);
  process.exit(2);
}

class FunctionalError extends Error {}

const log = (line) => console.log(line);
const kB = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const score = (value) =>
  value === null || value === undefined ? '-' : String(Math.round(value * 100));

// ---------------------------------------------------------------------------------------------
// The product and its pages.

/** The built apps the product serves, and the file that shows each one is built. */
const SITE_BUILDS = {
  host: 'index.html',
  'main-site': 'remoteEntry.js',
  shop: 'remoteEntry.js',
  'owner-site': 'remoteEntry.js',
};

/**
 * Copies the built host and sites into `into`, for the product to serve from there: a rebuild
 * during the run (`npm run dev` watching, another terminal's build) empties and rewrites the
 * dist folders, which would make a page load scripts of two builds or none at all.
 */
function snapshotSites(into) {
  for (const [app, marker] of Object.entries(SITE_BUILDS)) {
    const dist = join(ROOT, 'apps', app, 'dist');
    if (!existsSync(join(dist, marker)))
      throw new FunctionalError(`${dist} is not built: run \`${COMMAND}\`, which builds first`);
    cpSync(dist, join(into, app, 'dist'), { recursive: true });
    // A site's server renderer, when it has one, renders its pages' first paint.
    const server = join(ROOT, 'apps', app, 'dist-server');
    if (existsSync(server)) cpSync(server, join(into, app, 'dist-server'), { recursive: true });
  }
}

async function landingDomain(api) {
  const res = await fetch(`${api.baseUrl}/api/search?username=demo&limit=20`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '' }),
  });
  if (!res.ok) throw new FunctionalError(`POST /api/search answered ${res.status}`);
  const names = ((await res.json()).payload?.docs ?? []).map((doc) => doc.name).sort();
  if (names.length === 0) throw new FunctionalError('the demo owner lists no public domain');
  // The first by name, so that every run measures the same landing page.
  return names[0];
}

/** The two ways a page reaches a visitor, in the order each page's rows show them. */
const PATHS = [
  { key: 'api', label: 'API' },
  { key: 'nginx', label: 'nginx' },
];

/**
 * Every page on every path, grouped by page: `ports` maps a path's key to the port that serves
 * it. A page's host is the main site's `localhost` or a site's label before it.
 */
function pagesOf(ports, domain) {
  const targets = [
    { key: 'home', label: 'home', host: null, path: '/' },
    { key: 'marketplace', label: 'marketplace', host: 'shop', path: '/' },
    { key: 'owner', label: 'owner site', host: 'demo', path: '/' },
    { key: 'landing', label: 'landing page', host: 'demo', path: `/${domain}` },
  ];
  return targets.flatMap((target) =>
    PATHS.map((via) => ({
      key: target.key,
      label: target.label,
      via: via.label,
      url: `http://${target.host ? `${target.host}.` : ''}localhost:${ports[via.key]}${target.path}`,
    })),
  );
}

const nameOf = (page) => `${page.label} (${page.via})`;

// ---------------------------------------------------------------------------------------------
// Lighthouse.

/** One Lighthouse run in its own Chromium, so no run inherits another's cache or processes. */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
    const lhr = result?.lhr;
    if (!lhr) throw new FunctionalError(`${url}: Lighthouse returned no result`);
    if (lhr.runtimeError)
      throw new FunctionalError(
        `${url}: Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      );
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * A Lighthouse run, tried again when Lighthouse itself gives up on it: on a busy machine it
 * sometimes loses the trace (NO_NAVSTART, "Please run Lighthouse again"). A page that really
 * fails fails every try, and the benchmark with it.
 */
async function lighthouseRunWithRetries(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= LIGHTHOUSE_ATTEMPTS) throw error;
      log(`${NAME}: ${error.message}; trying again (${attempt + 1}/${LIGHTHOUSE_ATTEMPTS})`);
    }
  }
}

/** What a failing audit says beyond its title: its figure, and what it flags when that is short. */
function auditDetail(audit, categoryId) {
  if (audit.scoreDisplayMode === 'error') return `error: ${audit.errorMessage ?? 'unknown'}`;
  const parts = audit.displayValue ? [audit.displayValue] : [];
  const items = audit.details?.items ?? [];
  // Performance audits often flag files by the dozen, where their estimated saving says enough;
  // a short list (the one asset without a long cache life) is worth naming.
  if (categoryId !== 'performance' || items.length <= 3) {
    for (const item of items.slice(0, 3)) {
      const where = item.sourceLocation?.url ?? item.source?.url ?? item.url;
      const what = item.node?.selector ?? item.description ?? item.node?.snippet;
      const text = what ? `${what}${where && where !== what ? ` (${where})` : ''}` : (where ?? '');
      if (text) parts.push(text.length > 160 ? `${text.slice(0, 157)}...` : text);
    }
    if (items.length > 3) parts.push(`and ${items.length - 3} more`);
  }
  return parts.join('; ');
}

/**
 * The audits a developer has to fix, per category under 100: those Lighthouse's report lists as
 * failed (scored under 0.9, or errored), less its hidden ones and the performance metrics,
 * which the table shows as figures.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const [categoryId] of CATEGORIES) {
    const category = lhr.categories[categoryId];
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      if (ref.group === 'hidden' || ref.group === 'metrics') continue;
      const audit = lhr.audits[ref.id];
      const mode = audit.scoreDisplayMode;
      if (mode === 'manual' || mode === 'notApplicable' || mode === 'informative') continue;
      if (mode !== 'error' && Number(audit.score) >= PASS_SCORE) continue;
      failing.push({
        category: category.title,
        id: ref.id,
        title: audit.title,
        detail: auditDetail(audit, categoryId),
      });
    }
  }
  return failing;
}

function summarizeLighthouse(url, runs) {
  const valid = filterToValidRuns(runs);
  if (valid.length === 0)
    throw new FunctionalError(`${url}: no Lighthouse run measured FCP and TTI`);
  const median = computeMedianRun(valid);
  const numeric = (id) => median.audits[id]?.numericValue;
  return {
    scores: Object.fromEntries(CATEGORIES.map(([id]) => [id, median.categories[id]?.score])),
    performanceRuns: runs.map((lhr) => lhr.categories.performance?.score),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: numeric('speed-index'),
    failing: failingAudits(median),
    benchmarkIndex: median.environment?.benchmarkIndex,
  };
}

function meetsLighthouseTargets(lh) {
  const pct = (value) => Math.round(value * 100);
  return (
    pct(lh.scores.performance) >= LIGHTHOUSE_TARGETS.performance &&
    lh.fcp < LIGHTHOUSE_TARGETS.fcpMs &&
    CATEGORIES.slice(1).every(([id]) => pct(lh.scores[id]) >= LIGHTHOUSE_TARGETS.others)
  );
}

// ---------------------------------------------------------------------------------------------
// Output: the printed table and the RESULTS.md section.

const PAGE_HEAD = [
  'page',
  'served by',
  'scripts',
  'JS transferred',
  'gzip',
  'brotli',
  'budget',
  'JS budget',
  'perf',
  'a11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'SI',
  'LH targets',
];
const PAGE_ALIGN = ['l', 'l', ...PAGE_HEAD.slice(2).map(() => 'r')];

function pageRow(page) {
  const { weight, lh } = page;
  const budget = PAGE_BUDGETS[page.key];
  const runs = lh.performanceRuns.map(score).join('/');
  return [
    page.label,
    page.via,
    String(weight.total.files),
    kB(weight.total.transferred),
    kB(weight.total.gzip),
    kB(weight.total.brotli),
    kB(budget),
    weight.total.transferred <= budget ? 'pass' : 'miss',
    `${score(lh.scores.performance)} (${runs})`,
    score(lh.scores.accessibility),
    score(lh.scores['best-practices']),
    score(lh.scores.seo),
    seconds(lh.fcp),
    seconds(lh.lcp),
    `${Math.round(lh.tbt)} ms`,
    lh.cls.toFixed(3),
    seconds(lh.speedIndex),
    meetsLighthouseTargets(lh) ? 'pass' : 'miss',
  ];
}

const pathOf = (url) => {
  const { host, pathname, search } = new URL(url);
  return { host, path: `${pathname}${search}` };
};

const LANDING_FILE_HEAD = [
  'script',
  ...PATHS.map((via) => `transferred (${via.label})`),
  'decoded',
  'gzip',
  'brotli',
];
const LANDING_FILE_ALIGN = ['l', ...LANDING_FILE_HEAD.slice(1).map(() => 'r')];

/**
 * The landing page's scripts, one row per script path with what each path transferred (the
 * paths serve the same files, so the decoded and computed sizes are the API path's), largest
 * first, and their totals.
 */
function landingFileRows(landings) {
  const byPath = new Map();
  for (const page of landings)
    for (const file of page.weight.files) {
      const path = pathOf(file.url).path;
      const row = byPath.get(path) ?? { path, file, transferred: {} };
      row.transferred[page.via] = file.transferred;
      byPath.set(path, row);
    }
  const viaTransferred = (row) => landings.map((page) => row.transferred[page.via]);
  const largest = (row) => Math.max(...viaTransferred(row).map((bytes) => bytes ?? 0));
  const rows = [...byPath.values()]
    .sort((a, b) => largest(b) - largest(a))
    .map((row) => [
      row.path,
      ...viaTransferred(row).map((bytes) => (bytes === undefined ? '-' : kB(bytes))),
      kB(row.file.decoded),
      kB(row.file.gzip),
      kB(row.file.brotli),
    ]);
  const [first] = landings;
  return [
    ...rows,
    [
      'total',
      ...landings.map((page) => kB(page.weight.total.transferred)),
      kB(first.weight.total.decoded),
      kB(first.weight.total.gzip),
      kB(first.weight.total.brotli),
    ],
  ];
}

/** How each path sent the scripts, read from the figures (encoded smaller than decoded). */
function encodingNote(pages) {
  return PATHS.map((via) => {
    const files = pages
      .filter((page) => page.via === via.label)
      .flatMap((page) => page.weight.files);
    const compressed = files.filter((file) => file.transferred < file.decoded).length;
    if (compressed === 0) return `${via.label} sent every script uncompressed`;
    if (compressed === files.length) return `${via.label} sent every script compressed`;
    return `${via.label} sent ${compressed} of ${files.length} script responses compressed`;
  }).join('; ');
}

function resultsSection({ date, commit, machine, nginx, pages, domain, loadBefore, loadAfter }) {
  const landings = pages.filter((page) => page.key === 'landing');
  const benchmarkIndex = pages.map((page) => page.lh.benchmarkIndex).filter(Boolean);
  const lines = [
    `Written by \`bench/pages.mjs\`; reproduce with \`${COMMAND}\`.`,
    '',
    `- Date: ${date}`,
    `- Commit: ${commit}`,
    `- Machine: ${machine}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after` +
      (benchmarkIndex.length
        ? `; Lighthouse benchmark index ${Math.min(...benchmarkIndex).toFixed(0)} to ${Math.max(...benchmarkIndex).toFixed(0)}`
        : ''),
    `- Product: the built apps (copied at start) on the embedded database with demo data and ` +
      `default settings; ` +
      `landing page: \`/${domain}\` on the demo owner's site`,
    `- nginx: ${nginx}, with the project's template (\`proxy/templates/default.conf.template\`) ` +
      `in front of the same API process; "served by" says whether a row's page came straight ` +
      `from the API (\`npm start\`) or through nginx, whose cache holds the page's assets after ` +
      `its first load`,
    '',
    markdownTable(PAGE_HEAD, pages.map(pageRow), PAGE_ALIGN),
    '',
    `JS: every script the page loads after the network is idle in a fresh Chromium context (host, ` +
      `remotes, shared chunks, dynamic imports), in kB of 1,000 bytes. "JS transferred" is what ` +
      `came over the network and is what the budget judges; gzip (level 9) and brotli (quality 11) ` +
      `are computed from the decoded scripts. ${encodingNote(pages)}. (Chrome DevTools' network ` +
      `panel counts kB of 1,000 bytes too; Lighthouse's audit texts below say KiB, of 1,024.)`,
    '',
    `Lighthouse ${LIGHTHOUSE_VERSION}, default config (mobile, simulated throttling), ${RUNS} ` +
      `run${RUNS === 1 ? '' : 's'} per page and path in a fresh headless Chromium each, a page's ` +
      `runs alternating between the paths; the figures are ` +
      `those of the run Lighthouse's computeMedianRun picks (nearest the median FCP and TTI), perf ` +
      `also lists every run's score. Targets: perf >= ${LIGHTHOUSE_TARGETS.performance} with FCP ` +
      `< ${seconds(LIGHTHOUSE_TARGETS.fcpMs)}, a11y, BP and SEO ${LIGHTHOUSE_TARGETS.others}.`,
    '',
    `### Landing page scripts (\`/${domain}\`)`,
    '',
    markdownTable(LANDING_FILE_HEAD, landingFileRows(landings), LANDING_FILE_ALIGN),
    '',
    '### Failing Lighthouse audits (median run)',
    '',
  ];
  for (const page of pages) {
    if (page.lh.failing.length === 0) {
      lines.push(`- ${nameOf(page)}: none`);
      continue;
    }
    lines.push(`- ${nameOf(page)}:`);
    for (const audit of page.lh.failing)
      lines.push(
        `  - ${audit.category}: \`${audit.id}\` ${audit.title}${audit.detail ? ` (${audit.detail})` : ''}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'domainfolio-bench-pages-'));
  process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
  const sitesDir = join(workDir, 'sites');
  snapshotSites(sitesDir);
  const loadBefore = loadavg()[0];
  let api;
  let proxy;
  try {
    log(`${NAME}: starting the built product on the embedded database with demo data`);
    api = await startApi({
      pgliteDataDir: join(workDir, 'pglite'),
      serveSites: true,
      sitesDir,
      seedDemoData: true,
      defaultsOnly: true,
    });
    log(`${NAME}: starting nginx with the project's template in front of it`);
    proxy = await startNginx({ apiPort: api.port });
    const domain = await landingDomain(api);
    const pages = pagesOf({ api: api.port, nginx: proxy.port }, domain);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    let chromiumVersion;
    try {
      chromiumVersion = browser.version();
      for (const page of pages) {
        page.weight = await measurePageWeight(browser, page.url);
        if (page.weight.failed.length > 0)
          throw new FunctionalError(
            `${page.url}: scripts failed to load: ${page.weight.failed.map((f) => `${f.url} (${f.reason})`).join(', ')}`,
          );
        if (page.weight.files.length === 0)
          throw new FunctionalError(`${page.url}: loaded no JavaScript, is the host built?`);
        log(
          `${NAME}: ${nameOf(page)}: ${page.weight.files.length} scripts, ${kB(page.weight.total.transferred)}`,
        );
      }
    } finally {
      await browser.close();
    }

    // A page's runs alternate between the paths (API, nginx, API, ...), so that both meet the
    // machine in the same state.
    for (const key of new Set(pages.map((page) => page.key))) {
      const group = pages.filter((page) => page.key === key);
      const runs = new Map(group.map((page) => [page, []]));
      for (let run = 1; run <= RUNS; run += 1)
        for (const page of group) {
          log(`${NAME}: Lighthouse ${nameOf(page)} (${run}/${RUNS})`);
          runs.get(page).push(await lighthouseRunWithRetries(page.url));
        }
      for (const page of group) page.lh = summarizeLighthouse(page.url, runs.get(page));
    }
    const loadAfter = loadavg()[0];

    log('');
    for (const line of textTable(PAGE_HEAD, pages.map(pageRow), PAGE_ALIGN)) log(line);
    const landings = pages.filter((page) => page.key === 'landing');
    log('');
    log(`landing page scripts (${landings.map((page) => page.url).join(', ')}):`);
    for (const line of textTable(LANDING_FILE_HEAD, landingFileRows(landings), LANDING_FILE_ALIGN))
      log(line);
    log('');
    log('failing Lighthouse audits (median run):');
    for (const page of pages) {
      log(`  ${nameOf(page)}:${page.lh.failing.length === 0 ? ' none' : ''}`);
      for (const audit of page.lh.failing)
        log(
          `    ${audit.category}: ${audit.id}: ${audit.title}${audit.detail ? ` (${audit.detail})` : ''}`,
        );
    }

    await writeResultsSection(
      SECTION,
      resultsSection({
        date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
        commit: commitDescription(),
        machine: machineDescription(`Chromium ${chromiumVersion}`),
        nginx: nginxVersion(),
        pages,
        domain,
        loadBefore,
        loadAfter,
      }),
    );
    log('');
    log(`${NAME}: wrote the "${SECTION}" section of ${RESULTS_FILE}`);
    return 0;
  } finally {
    if (proxy) await proxy.stop();
    if (api) await api.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`${NAME}: ${error instanceof FunctionalError ? error.message : error.stack}`);
    process.exit(1);
  },
);
