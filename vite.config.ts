import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { catalogueHints } from './scripts/bundle/catalogue-hints.js';

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

export default defineConfig({
  root: 'app',
  publicDir: '../public',
  plugins: [react(), catalogueHints()],
  build: { outDir: '../dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/ws': { target: apiTarget, ws: true } },
  },
});
