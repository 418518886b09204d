import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type CreateMutationRequest,
  MUTATION_DOCUMENT_BUCKET,
  MUTATION_DOCUMENT_MAX_BYTES,
  MUTATION_DOCUMENT_TYPES,
  MUTATION_PAGE_SIZE,
  mutationApprovalListSchema,
  type MutationDocumentKind,
  mutationDocumentPath,
  mutationHistoryListSchema,
  mutationRequestDetailSchema,
  mutationRequestListSchema,
  mutationResultSchema,
} from '@shared/contracts/mutations';
import { organizationListSchema } from '@shared/contracts/organizations';
import { profileResultSchema } from '@shared/contracts/profile';
import { type ApiClient, isApiError, type QueryValue } from '@/lib/api-client';
import { groupChaptersByProvince } from '@/lib/chapter-groups';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { loadAuthClient, useInjectedAuthClient, type AuthClient } from '@/lib/supabase';
import { mutationKeys } from './mutation-keys';

export interface RequestFilter {
  search: string;
  status: string;
  page: number;
}
export interface HistoryFilter {
  search: string;
  status: string;
  period: string;
  page: number;
}

const withoutAll = (value: string) => (value && value !== 'all' ? value : undefined);

/** GET /mutations/requests: the caller's scope (a member: their own), with the statistics. */
export function requestsQueryOptions(client: ApiClient, filter: RequestFilter) {
  return queryOptions({
    queryKey: mutationKeys.requests(filter),
    queryFn: ({ signal }) =>
      client.get('/mutations/requests', mutationRequestListSchema, {
        signal,
        query: {
          page: filter.page,
          limit: MUTATION_PAGE_SIZE,
          search: filter.search || undefined,
          status: withoutAll(filter.status),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
export const useRequestsQuery = (filter: RequestFilter) => useQuery(requestsQueryOptions(useApiClient(), filter));

/** GET /mutations/requests/{id}: documents, the member's standing, the timeline. */
export function useRequestDetailQuery(id: string | null) {
  const client = useApiClient();
  return useQuery({
    queryKey: mutationKeys.detail(id ?? ''),
    queryFn: ({ signal }) => client.get(`/mutations/requests/${id}`, mutationRequestDetailSchema, { signal }),
    enabled: !!id,
  });
}

/** GET /mutations/approvals?urgency: what the officer can decide now. */
export function approvalsQueryOptions(client: ApiClient, urgency: string) {
  return queryOptions({
    queryKey: mutationKeys.approvals(urgency),
    queryFn: ({ signal }) =>
      client.get('/mutations/approvals', mutationApprovalListSchema, { signal, query: { urgency } }),
    placeholderData: keepPreviousData,
  });
}
export const useApprovalsQuery = (urgency: string) => useQuery(approvalsQueryOptions(useApiClient(), urgency));

function historyQuery(filter: Omit<HistoryFilter, 'page'>): Record<string, QueryValue> {
  return {
    search: filter.search || undefined,
    status: withoutAll(filter.status),
    period: withoutAll(filter.period),
  };
}

/** GET /mutations/history: decided requests in scope. */
export function historyQueryOptions(client: ApiClient, filter: HistoryFilter) {
  return queryOptions({
    queryKey: mutationKeys.history(filter),
    queryFn: ({ signal }) =>
      client.get('/mutations/history', mutationHistoryListSchema, {
        signal,
        query: { page: filter.page, limit: MUTATION_PAGE_SIZE, ...historyQuery(filter) },
      }),
    placeholderData: keepPreviousData,
  });
}
export const useHistoryQuery = (filter: HistoryFilter) => useQuery(historyQueryOptions(useApiClient(), filter));

/** GET /mutations/history/export: the file of the current filter. */
export function useExportHistoryMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async ({ format, filter }: { format: 'csv' | 'xlsx'; filter: Omit<HistoryFilter, 'page'> }) => {
      const response = await client.download('/mutations/history/export', {
        query: { format, ...historyQuery(filter) },
      });
      saveBlob(await blobOf(response), fileNameOf(response, `riwayat-mutasi.${format}`));
    },
  });
}

/** Every change refetches the transfer screens (lists, desk, badge counts). */
function useMutationChange<T, R>(run: (client: ApiClient, input: T) => Promise<R>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => run(client, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: mutationKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const useCreateRequestMutation = () =>
  useMutationChange((client, input: CreateMutationRequest) =>
    client.post('/mutations/requests', input, mutationResultSchema),
  );
export const useApproveMutation = () =>
  useMutationChange((client, { id, note }: { id: string; note: string }) =>
    client.post(`/mutations/${id}/approve`, { note: note || undefined }, mutationResultSchema),
  );
export const useRejectMutation = () =>
  useMutationChange((client, { id, note }: { id: string; note: string }) =>
    client.post(`/mutations/${id}/reject`, { note }, mutationResultSchema),
  );
export const useWithdrawMutation = () =>
  useMutationChange((client, id: string) =>
    client.post(`/mutations/requests/${id}/withdraw`, {}, mutationResultSchema),
  );

type GetAuthClient = () => Promise<AuthClient>;
function useGetAuthClient(): GetAuthClient {
  const injected = useInjectedAuthClient();
  return () => (injected ? Promise.resolve(injected) : loadAuthClient());
}

export type DocumentFileProblem = 'documentType' | 'documentTooLarge';

/** Why the member-documents bucket would refuse a file (a key of the `errors` texts), or null. */
export function documentFileProblem(file: File): DocumentFileProblem | null {
  if (!(file.type in MUTATION_DOCUMENT_TYPES)) return 'documentType';
  if (file.size > MUTATION_DOCUMENT_MAX_BYTES) return 'documentTooLarge';
  return null;
}

/**
 * Uploads a checklist document with the member's own session (storage policies decide) to
 * `<member_id>/transfers/<request_id>/<kind>.<ext>`, replacing any earlier one, then names it on
 * the request with PUT /mutations/requests/{id}/documents/{kind}.
 */
export function useUploadDocumentMutation() {
  const { t } = useTranslation('mutations');
  const getAuthClient = useGetAuthClient();
  return useMutationChange(
    async (
      client,
      {
        memberId,
        requestId,
        kind,
        file,
      }: { memberId: string; requestId: string; kind: MutationDocumentKind; file: File },
    ) => {
      const problem = documentFileProblem(file);
      if (problem) throw new Error(t(`errors.${problem}`));
      const ext = MUTATION_DOCUMENT_TYPES[file.type as keyof typeof MUTATION_DOCUMENT_TYPES];
      const path = mutationDocumentPath(memberId, requestId, kind, ext);
      const { supabase } = await getAuthClient();
      const { error } = await supabase.storage
        .from(MUTATION_DOCUMENT_BUCKET)
        .upload(path, file, { upsert: true, contentType: file.type });
      if (error) throw new Error(t('errors.documentNotUploaded'));
      return client.put(`/mutations/requests/${requestId}/documents/${kind}`, { path }, mutationResultSchema);
    },
  );
}

/** A short-lived URL to open a document of the private bucket (the storage policies decide). */
export function useOpenDocument() {
  const getAuthClient = useGetAuthClient();
  return async (path: string) => {
    const { supabase } = await getAuthClient();
    const { data, error } = await supabase.storage.from(MUTATION_DOCUMENT_BUCKET).createSignedUrl(path, 300);
    if (error) throw error;
    return data.signedUrl;
  };
}

/** GET /profile: the caller's member record (id, DPC), or null for a login without one. */
export function useOwnMemberQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...mutationKeys.all, 'own-member'],
    queryFn: async ({ signal }) => {
      try {
        return (await client.get('/profile', profileResultSchema, { signal })).profile;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /organizations?level=DPC: every chapter, grouped by province, for the target picker. */
export function useChapterGroupsQuery() {
  const client = useApiClient();
  return useQuery({
    queryKey: [...mutationKeys.all, 'chapters'],
    queryFn: async ({ signal }) =>
      (await client.get('/organizations', organizationListSchema, { signal, query: { level: 'DPC' } })).organizations,
    select: groupChaptersByProvince,
    staleTime: 60 * 60 * 1000,
  });
}

/** A short-lived URL of a member's photo in the avatars bucket, or null (the card shows a placeholder). */
export function useMemberPhotoUrl(path: string | null) {
  const getAuthClient = useGetAuthClient();
  const query = useQuery({
    queryKey: [...mutationKeys.all, 'photo', path],
    queryFn: async () => {
      const { supabase } = await getAuthClient();
      const { data, error } = await supabase.storage.from('avatars').createSignedUrl(path!, 3600);
      if (error) throw error;
      return data.signedUrl;
    },
    enabled: !!path,
    retry: false,
    staleTime: 30 * 60 * 1000,
  });
  return path ? (query.data ?? null) : null;
}
