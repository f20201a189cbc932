import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { toolChunkGroups } from './vite-chunk-groups';
import { curlParser } from './vite-curl-parser';
import { toolPreload } from './vite-tool-preload';

const apiPort = process.env.API_PORT ?? '3001';

/** Brand colour of the icons, the manifest and the browser's title bar. */
const THEME_COLOR = '#4f46e5';
/** Precache every build file, however big (colour names, PDF worker): a tool missing offline is a bug. */
const MAX_PRECACHED_FILE_BYTES = 16 * 1024 * 1024;

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    toolPreload(),
    curlParser(),
    VitePWA({
      strategies: 'generateSW',
      // The app registers from its own code (src/app/pwa/), so no inline script meets the CSP.
      injectRegister: false,
      // A new version waits until the visitor chooses "Reload": a page never mixes two builds' chunks.
      registerType: 'prompt',
      // The icons are build files like any other: the glob below precaches them once.
      includeManifestIcons: false,
      manifest: {
        name: 'DevDeck',
        short_name: 'DevDeck',
        description: 'Fast, private developer and designer tools in your browser. Local tools work offline.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: '#f8fafc',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The whole build: every lazy tool chunk, worker, wasm and asset, not only what the landing page loads.
        globPatterns: ['**/*'],
        // Precompressed siblings (scripts/precompress.mjs) are transfer encodings of files already listed.
        // The plugin adds manifest.webmanifest itself; listing it twice would double-count it.
        globIgnores: ['**/*.br', '**/*.gz', '**/*.map', 'manifest.webmanifest'],
        maximumFileSizeToCacheInBytes: MAX_PRECACHED_FILE_BYTES,
        // Hashed names under /assets/ already change with their content.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/index.html',
        // API calls (AI answers, health) are never cached: no route matches them, so they go to the network.
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The first visit is controlled at once, so it works offline without a reload.
        clientsClaim: true,
      },
    }),
  ],
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
    rollupOptions: {
      output: {
        codeSplitting: { groups: toolChunkGroups() },
      },
    },
  },
  // Workers are bundled with their own plugins: the curl converter's worker needs its parser swapped too.
  worker: { format: 'es', plugins: () => [curlParser()] },
  // Pre-bundling would read curlconverter's browser parser past the curlParser plugin; its CommonJS dependencies still are.
  optimizeDeps: { exclude: ['curlconverter'], include: ['curlconverter > jsesc', 'curlconverter > web-tree-sitter'] },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
});
