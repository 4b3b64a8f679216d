import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadChunk } from './first-load-chunks.ts';
import { graphqlDocumentsPerChunk } from './graphql-documents-plugin.ts';
import { phonePrecache } from './phone-precache-plugin.ts';

const api = process.env.API_URL ?? 'http://localhost:3000';
// `BUNDLE_STATS=<file.json> vite build` also writes each chunk's modules and their gzipped sizes
// (bench:pages reads it to name what each route's first load pulls in); normal builds skip it.
const bundleStats = process.env.BUNDLE_STATS;
const precache = phonePrecache();

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    graphqlDocumentsPerChunk(),
    precache.plugin,
    // SPEC 1: a service worker at /sw.js and an installable app that starts on /mobile.
    VitePWA({
      // Our own small worker (src/service-worker/sw.ts): every first visit fetches it, and it caches
      // the phone's files only when the phone app asks, never at install.
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // Every page registers it once loaded (app/service-worker.ts), so nothing is injected into index.html.
      injectRegister: false,
      // The icons and the manifest join the phone's file list through globPatterns below, not the worker's own script.
      includeManifestIcons: false,
      manifest: {
        name: 'Food Safety Management',
        short_name: 'Food Safety',
        description: 'Record temperatures, compliance checks and forms for your location.',
        start_url: '/mobile',
        scope: '/',
        display: 'standalone',
        theme_color: '#0f766e',
        background_color: '#f8fafc',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The phone's file list (phone-precache-plugin.ts writes it to a file of its own; the worker
        // gets its address as self.__WB_MANIFEST): the app shell, its icons and manifest, not data.
        // Of the scripts, only what the phone app runs: the desktop screens load from the network.
        globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
        manifestTransforms: [precache.manifestTransform],
        // One classic script with nothing to import: the smallest first fetch.
        rollupFormat: 'iife',
      },
    }),
    bundleStats ? visualizer({ filename: bundleStats, template: 'raw-data', gzipSize: true }) : null,
  ],
  build: {
    // Every browser the app supports preloads modules itself: the polyfill was 0.5 KB of the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every first screen runs (React, the router, styles), in one file instead of a
            // dozen small shared chunks, each one more round trip on a phone's network. Only
            // libraries the entry itself needs: form, chart and WebSocket libraries stay with the
            // screens that use them.
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|styled-components|stylis|@emotion)\//,
            },
            // The data client (Apollo and what it runs on, and the WebSocket client every
            // signed-in first screen subscribes with), likewise one file, loaded by every screen
            // but sign-in (app/data-client.tsx): the sign-in page talks REST. Libraries only: a
            // group takes its modules' imports along, and the app's would drag shared ones in.
            {
              name: 'data',
              test: /node_modules\/(@apollo\/client|rxjs|graphql|graphql-ws|optimism|@wry|tslib)\/|\/src\/app\/(data-client|apollo|lazy-link|ws-link)\.tsx?$/,
              // With the app's client itself (data-client, its links), one response fewer; their own
              // imports of the app's shared modules (lib/server-clock, lib/live-socket) stay in app-shared.
              includeDependenciesRecursively: false,
            },
            // The app's own shared building blocks (buttons, cards, formatting, session, the brand),
            // likewise one file; the form-library ones stay out (see above), and so does anything
            // that queries data (it would make every page that uses a button load the data client).
            {
              name: 'app-shared',
              test: (id) =>
                (/\/src\/(ui|lib)\//.test(id) || /\/src\/layout\/Brand\.tsx$/.test(id)) &&
                !/\/(Form[A-Z]\w*|EquipmentDialog|StartProcessDialog|equipment-form|useEquipmentSetup|time-zones|network-failure)\.tsx?$/.test(id),
              minShareCount: 2,
            },
            // The rest of the phone's first screen in at most two files (first-load-chunks.ts). Its
            // modules' own imports are placed there too, so none is dragged in from elsewhere.
            { name: firstLoadChunk, debugName: 'first-load', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  resolve: {
    // react-router's package maps every import to its development build (its production build,
    // dist/production, is the same code without the development warnings): the build takes that one.
    alias: command === 'build' ? (['react-router', 'react-router/dom'] as const).map(productionBuildOf) : [],
    // rxjs (Apollo's observables) resolves to its ES5 build by default: the ES2015 build is the
    // same API in less, faster code (classes, not down-levelled helpers).
    // Only rxjs in the web app's dependencies has an `es2015` export condition.
    conditions: ['es2015', ...defaultClientConditions],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/graphql': { target: api, ws: true },
    },
  },
}));

/** An import of react-router's, resolved to its production build. */
function productionBuildOf(specifier: string) {
  const file = fileURLToPath(import.meta.resolve(specifier)).replace('/dist/development/', '/dist/production/');
  return { find: new RegExp(`^${specifier}$`), replacement: file };
}
