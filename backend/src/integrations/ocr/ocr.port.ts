/**
 * Optical character recognition of photographed papers (tesseract.js with the English data shipped by
 * the npm package @tesseract.js-data/eng). Drivers speak these types only.
 */
export interface OcrWord {
  text: string;
  /** 0..1 */
  confidence: number;
}

export interface OcrResult {
  text: string;
  /** Mean confidence of the page, 0..1. */
  confidence: number;
  words?: OcrWord[];
}

export abstract class Ocr {
  /** Reads a PNG or JPEG image. */
  abstract recognize(image: Buffer): Promise<OcrResult>;
}
