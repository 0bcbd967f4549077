/// <reference types="vitest/config" />
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const backend = process.env.PARLEY_BACKEND_URL ?? 'http://localhost:3000';

/**
 * Consumer auth paths are both pages (GET text/html, served by the SPA) and API endpoints
 * (POST/PUT/DELETE JSON). Page loads get index.html; everything else goes to the backend.
 */
const pageOrApi: ProxyOptions = {
  target: backend,
  bypass(req: IncomingMessage) {
    const acceptsHtml = (req.headers.accept ?? '').includes('text/html');
    if (req.method === 'GET' && acceptsHtml) return '/index.html';
    return undefined;
  },
};

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/collectors/api': { target: backend },
      '/api': { target: backend },
      '/socket.io': { target: backend, ws: true },
      '/dev': { target: backend },
      // Ask Solo (assistant calls, chat attachments' direct uploads) and the document editor's calls.
      '/pilot': { target: backend },
      '/rails': { target: backend },
      '/steps_api': { target: backend },
      // The consumer dashboard's and the walkthrough's calls (002 section 7 paths), and provider webhooks.
      '/my_dashboard.json': { target: backend },
      '/my_dashboard/download': { target: backend },
      '/my_dashboard/document': { target: backend },
      '/my_dashboard/fetch_credit_report': { target: backend },
      '/my_dashboard/stash': { target: backend },
      '/api_controller': { target: backend },
      '/stripe': { target: backend },
      // Pages and API at once: GET /customer_documents/{id} is a page, POST /customer_documents creates one;
      // PUT /users saves the profile while /users/sign_in is a page.
      '/customer_documents': pageOrApi,
      '/users': pageOrApi,
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: a separate chunk stays cached across releases.
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // The page tests drive whole react-admin screens through user-event; on a busy 2-core machine one can take
    // several seconds, and the 5 s default turned slowness into failures (the disclosures page took 21 s once while
    // eight other jobs shared the machine).
    testTimeout: 45_000,
  },
});
