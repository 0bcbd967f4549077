import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { englishLangPath, TesseractOcr } from './tesseract.driver';

/**
 * The OCR port's one driver (tesseract.js runs in the process; there is no service and no key). It reads through a
 * worker thread whose network is blocked (test/offline-tesseract-worker.js), so reading works offline; the last test
 * shows the block is real.
 */
const TEST_DIR = join(__dirname, '..', '..', '..', 'test');
const OFFLINE_WORKER = join(TEST_DIR, 'offline-tesseract-worker.js');
const PHOTO = join(TEST_DIR, 'fixtures', 'papers', 'corpus', '13-wa-king-portfolio-summons.png');

describe('Ocr (tesseract.js, offline)', () => {
  it('ships the English model in node_modules', () => {
    expect(existsSync(join(englishLangPath(), 'eng.traineddata.gz'))).toBe(true);
  });

  it('reads a photographed page with a confidence, one worker serving every call', async () => {
    const ocr = new TesseractOcr({ workerPath: OFFLINE_WORKER });
    try {
      const bytes = readFileSync(PHOTO);
      const [a, b] = await Promise.all([ocr.recognize(bytes), ocr.recognize(bytes)]);
      expect(a.text).toMatch(/HEATHER LINDQVIST/);
      expect(a.text).toMatch(/\$2,214\.68/);
      expect(a.confidence).toBeGreaterThan(0.7);
      expect(a.confidence).toBeLessThanOrEqual(1);
      expect(a.words?.length).toBeGreaterThan(50);
      expect(b.text).toBe(a.text);
      await expect(ocr.recognize(Buffer.from('not an image'))).rejects.toBeDefined();
      // The worker survives a bad image.
      expect((await ocr.recognize(bytes)).text).toBe(a.text);
    } finally {
      await ocr.onModuleDestroy();
    }
  }, 90_000);

  it('the OCR worker thread cannot reach the network', async () => {
    const code = `
      const { parentPort } = require('node:worker_threads');
      require(${JSON.stringify(join(TEST_DIR, 'block-network.js'))});
      const tries = {
        fetch: () => fetch('https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz'),
        connect: async () => require('node:net').connect(443, '151.101.1.229'),
        https: async () => require('node:https').get('https://cdn.jsdelivr.net/'),
        dns: async () => require('node:dns').lookup('cdn.jsdelivr.net', () => undefined),
      };
      (async () => {
        const out = {};
        for (const [name, run] of Object.entries(tries)) {
          try { await run(); out[name] = 'reached'; } catch (e) { out[name] = String(e.message); }
        }
        parentPort.postMessage(out);
      })();`;
    const result = await new Promise<Record<string, string>>((resolve, reject) => {
      const w = new Worker(code, { eval: true });
      w.once('message', (m) => {
        resolve(m as Record<string, string>);
        void w.terminate();
      });
      w.once('error', reject);
    });
    for (const outcome of Object.values(result)) expect(outcome).toMatch(/network blocked/);
    expect(Object.keys(result)).toHaveLength(4);
  });
});
