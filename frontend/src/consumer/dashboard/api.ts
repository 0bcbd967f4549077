import { http, send } from '../../shared/http';
import type { ConsumerDocumentView, DashboardPayload, DocumentKind } from '@parley/domain/dashboard/payload';

export type { ConsumerDocumentView, DashboardPayload, DocumentKind };

export type DownloadAnswer = { status: false } | { status: true; url: string };

/** Archive and reactivate name an editor document with `document_name` (its ids are a separate series). */
function documentPath(doc: Pick<ConsumerDocumentView, 'id' | 'document_name'>, action: 'archive' | 'reactivate') {
  const query = doc.document_name === 'document_generation' ? '?document_name=document_generation' : '';
  return `/my_dashboard/document/${doc.id}/${action}${query}`;
}

/** The dashboard's calls (docs/api/dashboard.md). */
export const dashboardApi = {
  load: () => http.get<DashboardPayload>('/my_dashboard.json'),
  create: (name: DocumentKind) =>
    http.post<{ id: number; resume_url: string }>(`/customer_documents?document_name=${name}`),
  archive: (doc: Pick<ConsumerDocumentView, 'id' | 'document_name'>) =>
    send<{ success: boolean; message: string }>('PATCH', documentPath(doc, 'archive')),
  reactivate: (doc: Pick<ConsumerDocumentView, 'id' | 'document_name'>) =>
    send<{ success: boolean; message: string }>('PATCH', documentPath(doc, 'reactivate')),
  downloadStatus: (url: string) => http.get<DownloadAnswer>(url),
};
