import { Logger, OnModuleDestroy } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { Ocr, type OcrResult } from './ocr.port';

/**
 * Where the English model lives: the npm package @tesseract.js-data/eng ships it gzipped. The "best_int" LSTM model
 * (about 11 MB) reads photographed print noticeably better than the fast one for the same speed on these machines.
 */
export function englishLangPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

/**
 * tesseract.js (the only file importing it). One worker per process, created on first use and reused: starting one
 * loads the WebAssembly core and the model (about a second), reading a page takes a few seconds. Nothing is fetched:
 * the core comes from node_modules, langPath is a local directory, and the unpacked model is cached under the OS
 * temporary directory (cachePath), never downloaded. Calls are serialized: a tesseract worker reads one image at a
 * time.
 */
export class TesseractOcr extends Ocr implements OnModuleDestroy {
  private readonly logger = new Logger(TesseractOcr.name);
  private worker?: Promise<Worker>;
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * `workerPath` replaces tesseract.js's worker script (the tests wrap it in one that refuses every network
   * connection, to prove the reading is offline).
   */
  constructor(private readonly opts: { workerPath?: string } = {}) {
    super();
  }

  private start(): Promise<Worker> {
    this.worker ??= (async () => {
      const cachePath = join(tmpdir(), 'parley-tesseract-cache');
      mkdirSync(cachePath, { recursive: true });
      // With an errorHandler tesseract.js reports a failed start there and never settles createWorker: race them.
      // (Without one it throws from an event handler, which would take the whole worker process down.)
      let startFailed!: (err: Error) => void;
      const failure = new Promise<never>((_, reject) => (startFailed = reject));
      // Later errors (of a reading) land in the handler too; the reading's own promise carries them.
      failure.catch(() => undefined);
      const worker = await Promise.race([
        createWorker('eng', OEM.LSTM_ONLY, {
          langPath: englishLangPath(),
          cachePath,
          gzip: true,
          ...(this.opts.workerPath ? { workerPath: this.opts.workerPath } : {}),
          logger: () => undefined,
          errorHandler: (err: unknown) => {
            this.logger.error(`tesseract: ${String(err)}`);
            startFailed(new Error(String(err)));
          },
        }),
        failure,
      ]);
      // Papers are blocks of text: let tesseract find the layout, and keep spaces between words as printed.
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1' });
      return worker;
    })().catch((err: unknown) => {
      this.worker = undefined;
      throw err;
    });
    return this.worker;
  }

  recognize(image: Buffer): Promise<OcrResult> {
    const run = this.queue.then(async () => {
      const worker = await this.start();
      const { data } = await worker.recognize(image, {}, { text: true, blocks: true });
      const words: { text: string; confidence: number }[] = [];
      for (const block of data.blocks ?? [])
        for (const para of block.paragraphs)
          for (const line of para.lines)
            for (const word of line.words) words.push({ text: word.text, confidence: word.confidence / 100 });
      return { text: data.text, confidence: data.confidence / 100, words };
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await (await worker.catch(() => null))?.terminate();
  }
}
