// Fails when source files, or the modules and features they belong to, import each other in a
// circle. A file-level cycle is caught by madge; a folder-level one (module A imports module B,
// which imports module A through other files) is found here on madge's file graph.
//
// For the API it also holds the module map of docs/architecture.md: a module may use only the
// modules listed for it below, and only through their public files (never a repository or a
// controller, whose tables and routes belong to the module that owns them).
import { relative, resolve } from 'node:path';
import madge from 'madge';
import { MAIN_SITE_FEATURE_USES } from './feature-uses.mjs';

const root = resolve(import.meta.dirname, '../..');

/** Folders whose imports must form no circle, and how each file maps to its unit. */
const TREES = [
  {
    dir: 'apps/api/src',
    extraChecks: apiModuleBreaches,
    unit: (file) => {
      const inModule = /^modules\/([^/]+)\//.exec(file);
      return inModule ? `modules/${inModule[1]}` : file.split('/')[0].replace(/\.ts$/, '');
    },
  },
  {
    dir: 'apps/main-site/src',
    extraChecks: featureBreaches,
    unit: (file) => {
      const inFeature = /^features\/([^/]+)\//.exec(file);
      return inFeature ? `features/${inFeature[1]}` : file.split('/')[0].replace(/\.tsx?$/, '');
    },
  },
];

/**
 * Which API modules each module may use: the arrows of the API diagram in docs/architecture.md.
 * Adding an arrow is a design decision: change the diagram and this table together.
 */
const API_MODULE_USES = {
  'account-data': [
    'users',
    'api-keys',
    'auth',
    'emails',
    'portfolio',
    'domains',
    'leads',
    'notifications',
    'security',
  ],
  admin: ['users', 'domains', 'auth', 'security'],
  analytics: ['domains', 'leads'],
  'api-keys': ['security'],
  auth: ['users', 'api-keys', 'emails', 'security'],
  'dns-verification': ['domains', 'users'],
  domains: ['users'],
  emails: [],
  escrow: ['domains', 'sites', 'leads'],
  health: [],
  leads: ['domains', 'users', 'emails'],
  notifications: ['users', 'domains', 'leads', 'emails'],
  payments: ['users', 'security'],
  portfolio: ['domains', 'leads'],
  registry: ['domains'],
  registrars: ['domains', 'registry', 'users'],
  search: ['domains', 'users'],
  security: ['emails'],
  sites: ['domains', 'users', 'leads', 'analytics'],
  support: ['emails'],
  users: ['api-keys'],
};

/** Files that stay inside their module: its tables (repositories) and its routes (controllers). */
const PRIVATE_FILE = /\.(repository|controller)\.ts$/;

/** Breaches of the API module map in madge's file graph (paths relative to apps/api/src). */
function apiModuleBreaches(files) {
  const moduleOf = (file) => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;
  const breaches = [];
  for (const [file, deps] of Object.entries(files)) {
    const from = moduleOf(file);
    if (from === null) continue;
    if (!Object.hasOwn(API_MODULE_USES, from)) {
      breaches.push(`modules/${from} is not in the module map (tools/lint/check-imports.mjs)`);
      continue;
    }
    for (const dep of deps) {
      const to = moduleOf(dep);
      if (to === null || to === from) continue;
      if (!API_MODULE_USES[from].includes(to))
        breaches.push(`${file} → ${dep}: ${from} may not use ${to} (docs/architecture.md)`);
      else if (PRIVATE_FILE.test(dep))
        breaches.push(`${file} → ${dep}: use the ${to} module through its service`);
    }
  }
  return [...new Set(breaches)];
}

/**
 * Dashboard features that use another feature off the arrows of feature-uses.mjs (the main
 * site's part of docs/architecture.md), in madge's file graph (paths relative to its src).
 */
function featureBreaches(files) {
  const featureOf = (file) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
  const breaches = [];
  for (const [file, deps] of Object.entries(files)) {
    const from = featureOf(file);
    if (from === null) continue;
    for (const dep of deps) {
      const to = featureOf(dep);
      if (to !== null && to !== from && !(MAIN_SITE_FEATURE_USES[from] ?? []).includes(to))
        breaches.push(`${file} → ${dep}: ${from} may not use ${to} (tools/lint/feature-uses.mjs)`);
    }
  }
  return [...new Set(breaches)];
}

/** Strongly connected components of more than one node (Tarjan). */
function circles(graph) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const found = [];
  const visit = (node) => {
    info.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!info.has(next)) {
        visit(next);
        info.get(node).low = Math.min(info.get(node).low, info.get(next).low);
      } else if (info.get(next).onStack) {
        info.get(node).low = Math.min(info.get(node).low, info.get(next).index);
      }
    }
    if (info.get(node).low === info.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        info.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!info.has(node)) visit(node);
  return found;
}

let failed = false;
for (const tree of TREES) {
  const failedBefore = failed;
  const base = resolve(root, tree.dir);
  const result = await madge(base, {
    baseDir: base,
    fileExtensions: ['ts', 'tsx'],
    excludeRegExp: [/\.spec\.tsx?$/, /\.d\.ts$/],
    tsConfig: resolve(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  for (const cycle of result.circular()) {
    failed = true;
    console.error(`${tree.dir}: files import each other in a circle: ${cycle.join(' → ')}`);
  }
  const units = new Map();
  const files = result.obj();
  for (const [file, deps] of Object.entries(files)) {
    const from = tree.unit(file);
    if (!units.has(from)) units.set(from, new Set());
    for (const dep of deps) {
      const to = tree.unit(dep);
      if (to !== from && Object.hasOwn(files, dep)) units.get(from).add(to);
    }
  }
  for (const circle of circles(units)) {
    failed = true;
    const edges = [];
    for (const [file, deps] of Object.entries(files))
      for (const dep of deps) {
        const [from, to] = [tree.unit(file), tree.unit(dep)];
        if (from !== to && circle.includes(from) && circle.includes(to))
          edges.push(`  ${tree.dir}/${file} → ${relative(tree.dir, `${tree.dir}/${dep}`)}`);
      }
    console.error(
      `${tree.dir}: ${circle.join(', ')} import each other in a circle:\n${edges.join('\n')}`,
    );
  }
  for (const breach of tree.extraChecks?.(files) ?? []) {
    failed = true;
    console.error(`${tree.dir}: ${breach}`);
  }
  if (failed === failedBefore)
    console.log(
      `${tree.dir}: no import cycles, boundaries hold (${Object.keys(files).length} files)`,
    );
}
process.exitCode = failed ? 1 : 0;
