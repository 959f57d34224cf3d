import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;

const SHELL_ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const reachable = new WeakMap<ModuleInfoOf, Set<string>>();

/** Every module main.tsx reaches by static imports: what a visitor's first page load runs. */
const shellModules = (getModuleInfo: ModuleInfoOf) => {
  let found = reachable.get(getModuleInfo);
  if (found) return found;
  found = new Set<string>();
  const queue = [SHELL_ENTRY];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  reachable.set(getModuleInfo, found);
  return found;
};

// The server serves dist/ at "/" and the API under "/api" on the same origin,
// so the build uses base "/" and the dev server proxies /api to the local server.
export default defineConfig({
  base: '/',
  plugins: [react()],
  // Reference data (countries, package types) is shared with the server as plain TypeScript data.
  resolve: {
    alias: { '@freight/reference-data': fileURLToPath(new URL('../libs/reference-data/src/index.ts', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The react-admin chunk (with the MUI parts only the app uses) is large by nature.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      output: {
        // Routes load their screens lazily; react-admin stays whole in one chunk, since its
        // modules re-export each other and split apart they would run out of order. The packages the
        // public shell loads first (issue 20) go to their own chunk: otherwise the react-admin chunk
        // would take them along as its dependencies and the shell would have to load all of it.
        manualChunks: (id: string, { getModuleInfo }) => {
          if (!id.includes('/node_modules/')) return undefined;
          if (shellModules(getModuleInfo).has(id)) return 'vendor';
          return /node_modules\/(ra-[a-z-]+|react-admin)\//.test(id) ? 'react-admin' : undefined;
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
