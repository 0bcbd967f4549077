/** The upload and extraction sentences, word for word (the page and the API share them). */
export const UPLOAD_ERRORS = {
  /** Spelled "if" on purpose: the product's sentence, kept as written. */
  tooLarge: 'File if to large. Max size is 25MB.',
  typeNotAllowed: "File type isn't allowed",
  failed: 'File upload failed! Please try again in a few moments.',
  /** Shown on the page when an upload did not go through. */
  pageUpload:
    'There was an error uploading a file. Refresh the page and try again. If you experience repeated errors, send your files to support or skip.',
  /** Shown on the page when the papers could not be sent for reading. */
  processing: 'An error occurred while processing your documents. Please try again.',
} as const;

/** Max upload 25MB. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** What the upload takes, by content: PDF, JPEG and PNG (the page's picker offers the same). */
export const UPLOAD_KINDS = ['pdf', 'jpeg', 'png'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
