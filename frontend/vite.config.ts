/// <reference types="vitest/config" />
import { readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';

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

/** The Roboto files every page's text uses (Latin 400, 500, 700): preloaded, so text is not laid out twice. */
const PRELOADED_FONTS = /assets\/roboto-latin-(400|500|700)-normal-[\w-]+\.woff2$/;

/**
 * src/early.ts is a second entry: a tiny script that starts a collector portal page's first calls and
 * its chunk while the main entry is still loading. Its tag goes first in index.html, async, so it runs as soon as
 * it arrives; on other pages it does nothing. The fonts the text needs are preloaded beside it: the stylesheet
 * only names them, and without the preload they were asked for after the first render and swapped in late.
 */
function earlyEntry(): Plugin {
  return {
    name: 'parley-early-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.values(ctx.bundle ?? {});
        const chunk = files.find(c => c.type === 'chunk' && c.isEntry && c.name === 'early');
        if (!chunk) throw new Error('the early entry (src/early.ts) was not built');
        const fonts = files.filter(f => f.type === 'asset' && PRELOADED_FONTS.test(f.fileName));
        if (fonts.length !== 3) throw new Error(`expected the three Latin Roboto files to preload, found ${fonts.length}`);
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` }, injectTo: 'head-prepend' },
          ...fonts.map(font => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font.fileName}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/** What the server may send precompressed: text formats only (fonts and images are compressed already). */
const PRECOMPRESSED = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip level 9) beside every text file of the build, for
 * the backend to send as they are (backend/src/core/http/frontend.ts). Compressing once here is what lets the best
 * levels pay: on request, the server compresses at its cheapest levels (brotli 1, gzip 3) to stay fast, and would
 * do that work again for every cold page load. A variant that is not smaller than the file is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'parley-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After everything is written, files copied from public/ included.
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries.filter(e => e.isFile() && PRECOMPRESSED.test(e.name)).map(e => join(e.parentPath, e.name));
      await Promise.all(
        files.map(async file => {
          const data = await readFile(file);
          const [brotli, gzipped] = await Promise.all([
            br(data, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]);
          if (brotli.length < data.length) await writeFile(`${file}.br`, brotli);
          if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), earlyEntry(), precompress()],
  // The shared domain package (@parley/domain) is bundled from its TypeScript source: its "source" export condition.
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // A polyfill of what every supported browser has (src/shims/object-entries.cjs says why).
    alias: { 'object.entries': fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
  },
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
      // The consumer dashboard's and the walkthrough's calls, and provider webhooks.
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
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
      },
      output: {
        // React and the router change rarely: a separate chunk stays cached across releases.
        codeSplitting: {
          groups: [{ name: 'react-vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ }],
        },
      },
    },
  },
  test: {
    // happy-dom: a page test's DOM costs less CPU than in jsdom (the suite's 77 files on two cores, the same hour: 471
    // against 605 user CPU-seconds and 270 s against 339 s with the five files below still in jsdom; 416 and 240 s with
    // none). The few files that need what only jsdom does like a browser
    // (colours computed as rgb(), accessible names from the accessibility tree, window.alert) say
    // `@vitest-environment jsdom` on their first line.
    environment: 'happy-dom',
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
