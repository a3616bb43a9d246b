import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The shared package is pure (constants, schemas, dictionaries): modules the web app does not use, such as
// the zod-based validator, are dropped instead of being kept for their top-level calls.
const sharedIsPure = (id: string) => !/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id);

// The API base is the site's own /api by default; VITE_API_BASE sets another at build time.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8000',
      '/engine.io': { target: 'http://localhost:8000', ws: true },
      '/outbox': 'http://localhost:8000',
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rollupOptions: { treeshake: { moduleSideEffects: sharedIsPure } },
  },
});
