import { Module } from '@nestjs/common';
import { Ocr } from './ocr.port';
import { TesseractOcr } from './tesseract.driver';

/**
 * OCR has one driver: tesseract.js runs offline in the process (there is no key to configure and no service to
 * stand in for), so the "demo" and the real reader are the same code.
 */
@Module({ providers: [{ provide: Ocr, useFactory: () => new TesseractOcr() }], exports: [Ocr] })
export class OcrModule {}
