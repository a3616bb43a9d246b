import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API base is the site's own /api by default; VITE_API_BASE sets another at build time.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8000',
      '/engine.io': { target: 'http://localhost:8000', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
});
