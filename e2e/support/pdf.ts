import { definePDFJSModule, extractText, getDocumentProxy } from 'unpdf';

let loaded: Promise<void> | undefined;

/**
 * The text of a downloaded PDF, pages joined. unpdf's PDF.js build is an ES module; naming its import here lets the
 * jest config map it to a CommonJS copy (jest's module system cannot run the dynamic import unpdf would make).
 */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  loaded ??= definePDFJSModule(() => import('unpdf/pdfjs'));
  await loaded;
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text } = await extractText(doc, { mergePages: true });
    return text;
  } finally {
    await doc.loadingTask.destroy();
  }
}
