/** Answers of the extraction endpoints other than the upload sentences (those are in domain/extraction). */
export const DOCUMENT_NOT_FOUND = 'Document not found.';
/** At most this many papers per document: a summons and a letter are a few pages; this only stops abuse. */
export const MAX_FILES_PER_DOCUMENT = 30;
export const TOO_MANY_FILES = `A document takes at most ${MAX_FILES_PER_DOCUMENT} files.`;
/** prepopulate_from_document_files with nothing uploaded: there is nothing to read. */
export const NO_FILES = 'Upload at least one file first.';
