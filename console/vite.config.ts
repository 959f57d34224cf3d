import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
    // react-admin and MUI make one large vendor chunk; splitting it by hand risks
    // circular chunk imports for little gain on an internal portal.
    chunkSizeWarningLimit: 1600,
    rollupOptions: {
      output: {
        // Routes load their screens lazily; react-admin stays whole in one chunk, since its
        // modules re-export each other and split apart they would run out of order.
        manualChunks: (id: string) => (/node_modules\/(ra-[a-z-]+|react-admin)\//.test(id) ? 'react-admin' : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
});
