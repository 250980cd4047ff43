// `npm run dev`: the edit loop. Libraries and the API compile on change, the API restarts on
// change, and the host and the three remotes rebuild with `vite build --watch` (remotes are
// always built, never served by a dev server, so the host loads them as in production).
import { spawn } from 'node:child_process';

const tasks = [
  ['contracts', 'npx tsc -p libs/contracts/tsconfig.lib.json --watch --preserveWatchOutput'],
  [
    'api:build',
    'npx swc apps/api/src -d apps/api/dist --strip-leading-paths --copy-files --config-file apps/api/swc.build.json --watch',
  ],
  ['api', 'node --watch-path=apps/api/dist --watch-path=libs/contracts/dist apps/api/dist/main.js'],
  ['host', 'npx vite build --watch --config apps/host/vite.config.ts apps/host'],
  ['main', 'npx vite build --watch --config apps/main-site/vite.config.ts apps/main-site'],
  ['shop', 'npx vite build --watch --config apps/shop/vite.config.ts apps/shop'],
  ['owner', 'npx vite build --watch --config apps/owner-site/vite.config.ts apps/owner-site'],
  // The server renderers of the public pages, so the HTML the API renders stays the code the
  // browser hydrates (the API reloads a renderer when its file changes).
  [
    'main:ssr',
    'npx vite build --ssr --watch --config apps/main-site/vite.config.ts apps/main-site',
  ],
  ['shop:ssr', 'npx vite build --ssr --watch --config apps/shop/vite.config.ts apps/shop'],
  [
    'owner:ssr',
    'npx vite build --ssr --watch --config apps/owner-site/vite.config.ts apps/owner-site',
  ],
];

const children = tasks.map(([name, command]) => {
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '1' },
  });
  const prefix = `[${name}] `;
  const forward = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) stream.write(prefix + line + '\n');
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
