/** The upload forms keep PDFs only (the server checks the bytes again) and never the same file twice. */

export function isPdf(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

export function sameFile(a: Pick<File, 'name' | 'size' | 'lastModified'>, b: Pick<File, 'name' | 'size' | 'lastModified'>) {
  return a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
}

/** Adds the chosen files to the list: PDFs are kept (repeats dropped), the names of the others are returned. */
export function addFiles<T extends Pick<File, 'name' | 'type' | 'size' | 'lastModified'>>(
  current: readonly T[],
  chosen: readonly T[],
): { files: T[]; rejected: string[] } {
  const files = [...current];
  const rejected: string[] = [];
  for (const file of chosen) {
    if (!isPdf(file)) rejected.push(file.name);
    else if (!files.some(f => sameFile(f, file))) files.push(file);
  }
  return { files, rejected };
}
