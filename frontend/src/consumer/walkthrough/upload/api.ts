import { CSRF_HEADER, ensureCsrfToken, http, serverMessages } from '../../../shared/http';
import { UPLOAD_ERRORS } from '@parley/domain/extraction/messages';

export interface UploadedFile {
  id: number;
  name: string;
  kind: 'pdf' | 'jpeg' | 'png';
  byte_size: number;
}

/**
 * POST /api_controller/upload_file/{id} with the multipart field `file`. XMLHttpRequest rather than fetch: only it
 * reports upload progress. Rejects with the server's sentence, or the generic 'File upload failed!' one.
 */
export async function uploadFile(
  documentId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  const token = await ensureCsrfToken();
  const form = new FormData();
  form.append('file', file, file.name);
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api_controller/upload_file/${documentId}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(99, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object') {
        onProgress(100);
        return resolve(body as UploadedFile);
      }
      reject(new Error(serverMessages(body)[0] ?? UPLOAD_ERRORS.failed));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_ERRORS.failed));
    xhr.send(form);
  });
}

/** POST /api_controller/prepopulate_from_document_files/{id}: queues the reading of the papers. */
export async function prepopulate(documentId: number, flags: { camera: boolean; upload: boolean }) {
  return http.post<{ resume_url: string }>(`/api_controller/prepopulate_from_document_files/${documentId}`, flags);
}
