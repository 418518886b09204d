import type {
  TransferApproval,
  TransferRequest,
  TransferRequestDetail,
  TransferRequestList,
} from '@shared/contracts/transfers';

/** Siti's request from Kota Bandung to Kota Surabaya, pending at the origin, documents complete. */
export function transferRequest(overrides: Partial<TransferRequest> = {}): TransferRequest {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    memberId: '00000000-0000-4000-8000-00000000a001',
    memberName: 'Siti Nurhaliza',
    memberNAP: '327319000001',
    currentLocation: 'Kota Bandung',
    targetLocation: 'Kota Surabaya',
    requestDate: '2026-11-20T03:00:00Z',
    reason: 'Diterima bekerja di RSUD Dr. Soetomo Surabaya',
    status: 'pending',
    priority: 'high',
    urgency: 'urgent',
    documents: { sipCurrent: true, sipTarget: true, recommendationLetter: true },
    documentsComplete: true,
    allowedActions: ['approve', 'reject'],
    ...overrides,
  };
}

export function approval(overrides: Partial<TransferApproval> = {}): TransferApproval {
  return { ...transferRequest(), waitingDays: 5, memberPhoto: null, ...overrides };
}

export function requestDetail(request: TransferRequest): TransferRequestDetail {
  return {
    request,
    documentPaths: { sip_current: null, sip_target: null, recommendation_letter: null },
    standing: { membershipStatus: 'ACTIVE', unpaidBills: 0, arrears: 0, sipNumber: null, sipExpiryDate: null },
    timeline: [{ step: 'requested', at: request.requestDate, by: request.memberName, note: request.reason }],
  };
}

export function requestList(requests: TransferRequest[]): TransferRequestList {
  return {
    requests,
    pagination: { page: 1, limit: 10, total: requests.length, pages: 1 },
    statistics: {
      byStatus: { pending: requests.length, processing: 0, approved: 0, rejected: 0, completed: 0, withdrawn: 0 },
      total: requests.length,
      averageDaysToCompletion: null,
      awaitingDecision: 0,
    },
  };
}
