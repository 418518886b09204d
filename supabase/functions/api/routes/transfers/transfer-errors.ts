import { transferMessages, transferRequestSchema } from '../../../_shared/contracts/transfers.ts';
import { AppError } from '../../errors.ts';
import type { DatabaseErrorOptions } from '../_shared/database-errors.ts';

/** How the SQL's refusals (docs/data-model.md "Transfers") reach the client. */
export const transferErrors: DatabaseErrorOptions = {
  notFound: 'TRANSFER_NOT_FOUND',
  duplicate: 'TRANSFER_OPEN_REQUEST_EXISTS',
  transitions: {
    transfer_already_decided: 'TRANSFER_ALREADY_DECIDED',
    transfer_not_yet_released: 'TRANSFER_NOT_YET_RELEASED',
    transfer_documents_incomplete: 'TRANSFER_DOCUMENTS_INCOMPLETE',
    transfer_member_not_active: 'TRANSFER_MEMBER_NOT_ACTIVE',
  },
  constraintMessages: {
    transfer_requests_different_target: transferMessages.ownChapter,
    transfer_target_is_dpc: transferMessages.targetInvalid,
    transfer_document_path: transferMessages.documentPathInvalid,
    transfer_document_uploaded: transferMessages.documentNotUploaded,
    transfer_requests_reason_check: transferMessages.reasonLength,
  },
};

/** `{ request }` of a write, or 404 when the caller no longer sees it. */
export function requestResult(request: unknown) {
  if (!request) throw new AppError('TRANSFER_NOT_FOUND');
  return { success: true as const, data: { request: transferRequestSchema.parse(request) } };
}
