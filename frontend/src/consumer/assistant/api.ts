import SparkMD5 from 'spark-md5';
import { CSRF_HEADER, ensureCsrfToken, http, NetworkError } from '../../shared/http';
import { UPLOAD_ERRORS } from './messages';
import type { ChatFile, Completion, Persona, PromptSuggestion } from './types';

/** The assistant calls. */
export const assistantApi = {
  completions: (q: { thread_key?: string; pilot_thread_id?: number; agent_key?: string }) =>
    http.get<{ completions: Completion[]; thread: { id: number } | null; threadKey: string | null }>(
      '/pilot/completions.json',
      { query: q },
    ),
  latestThread: (agentKey: string) =>
    http.get<{
      thread: { id: number } | null;
      threadKey: string | null;
      completions: Completion[];
      provider: 'openai' | 'offline';
    }>('/pilot/completions/latest_thread.json', { query: { agent_key: agentKey } }),
  newThread: (agentKey: string) =>
    http.post<{ thread: { id: number }; threadKey: string }>('/pilot/completions/new_thread.json', { agentKey }),
  create: (body: {
    agentKey: string;
    pilotFileIds: number[];
    context: Record<string, unknown>;
    userRequest: string;
    threadKey: string | null;
    pilotThreadId: number | null;
    personaId: number | null;
  }) => http.post<{ completion: Completion }>('/pilot/completions.json', body),
  stop: (id: number) => http.patch<{ completion: Completion }>(`/pilot/completions/${id}/stop.json`),
  rate: (id: number, rating: 1 | -1 | 0) =>
    http.patch<{ completion: Completion }>(`/pilot/completions/${id}.json`, { rating }),
  personas: () => http.get<{ personas: Persona[] }>('/pilot/personas.json'),
};

export const SUGGESTION_TIMEOUT_MS = 10_000;

/**
 * One ask for prompt suggestions, given up after 10 s. A timeout is a NetworkError (nothing came back), so the
 * caller's retry policy treats it as it treats a dropped connection; an abort by the caller stays an AbortError.
 */
export async function loadSuggestions(
  query: { agent_key: string; pilot_thread_id?: number | null; thread_key?: string | null; user_context?: string },
  signal?: AbortSignal,
  endpoint = '/pilot/completions/prompt_suggestions',
): Promise<PromptSuggestion[]> {
  const timeout = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    timeout.abort();
  }, SUGGESTION_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  if (signal?.aborted) timeout.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const body = await http.get<{ suggestions?: PromptSuggestion[] }>(endpoint, { query, signal: timeout.signal });
    return body?.suggestions ?? [];
  } catch (error) {
    if (timedOut && !signal?.aborted) throw new NetworkError(error);
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

function md5Base64(buffer: ArrayBuffer): string {
  const hex = SparkMD5.ArrayBuffer.hash(buffer);
  let binary = '';
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(binary);
}

/**
 * Direct upload (Active Storage semantics) then attach: declare the blob, PUT its bytes with progress, then POST
 * /pilot/files.json. Errors carry the server's sentence or the generic 'File upload failed!' one.
 */
export async function uploadChatFile(
  file: File,
  contentType: string,
  clientId: string,
  threadKey: string | null,
  onProgress: (percent: number) => void,
): Promise<ChatFile> {
  const bytes = await file.arrayBuffer();
  const blob = await http.post<{ signed_id: string; direct_upload: { url: string; headers: Record<string, string> } }>(
    '/rails/active_storage/direct_uploads',
    { blob: { filename: file.name, content_type: contentType, byte_size: file.size, checksum: md5Base64(bytes) } },
  );
  const token = await ensureCsrfToken();
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', blob.direct_upload.url);
    for (const [k, v] of Object.entries(blob.direct_upload.headers)) xhr.setRequestHeader(k, v);
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = e => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message: string = UPLOAD_ERRORS.failed;
      try {
        message = (JSON.parse(xhr.responseText) as { error?: string }).error ?? message;
      } catch {
        // not JSON: keep the generic sentence
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error(UPLOAD_ERRORS.failed));
    xhr.send(bytes);
  });
  const attached = await http.post<{ file: ChatFile }>('/pilot/files.json', {
    attachment: blob.signed_id,
    client_id: clientId,
    thread_key: threadKey,
  });
  return attached.file;
}
