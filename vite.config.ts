import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    // Tool chunks are lazy; a warning here would only be noise about them.
    chunkSizeWarningLimit: 1500,
  },
  worker: { format: 'es' },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
