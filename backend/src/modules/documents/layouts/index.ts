import type { RenderData } from '../render-data';
import { renderAuthorizationLetter } from './authorization-letter';
import { renderDebtAnswer } from './debt-answer';
import { renderSettlementAgreement } from './settlement-agreement';

/** Data in, PDF bytes out: the one entry the render job calls. */
export function renderDocumentPdf(data: RenderData): Promise<Buffer> {
  switch (data.kind) {
    case 'authorization_letter':
      return renderAuthorizationLetter(data);
    case 'settlement_agreement':
      return renderSettlementAgreement(data);
    case 'debt_answer':
      return renderDebtAnswer(data);
  }
}
