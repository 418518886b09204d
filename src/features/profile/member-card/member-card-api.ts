import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cardVerificationResultSchema,
  memberCardResultSchema,
  type CardVerification,
  type MemberCard,
} from '@shared/contracts/member-card';
import type { ApiClient } from '@/lib/api-client';
import { useApiClient } from '@/lib/api-client-context';
import { blobOf, fileNameOf, saveBlob } from '@/lib/download';
import { profileKeys, profilePaths } from '../api/profile-keys';
import { drawCardPng } from './card-image';

const cardKeys = {
  own: () => profileKeys.card(),
  verification: (token: string) => [...profileKeys.all, 'card-verification', token] as const,
};

/** GET /profile/card: the signed-in member's card (404 while the member has no NAP). */
export async function fetchMemberCard(client: ApiClient, signal?: AbortSignal): Promise<MemberCard> {
  const { card } = await client.get(profilePaths.card, memberCardResultSchema, { signal });
  return card;
}

export function memberCardQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: cardKeys.own(),
    queryFn: ({ signal }) => fetchMemberCard(client, signal),
    // Shown at an event without signal: the last answer stays on the device (decision 0054).
    meta: { offline: 'own' },
  });
}

export function useMemberCardQuery() {
  return useQuery(memberCardQueryOptions(useApiClient()));
}

/** GET /profile/card/pdf: the card at ID-1 size, made by the API, saved as a file. */
export async function downloadCardPdf(client: ApiClient, card: MemberCard): Promise<void> {
  const response = await client.download('/profile/card/pdf');
  saveBlob(await blobOf(response), fileNameOf(response, `kta-${card.nap}.pdf`));
}

export function useDownloadCardPdfMutation() {
  const client = useApiClient();
  return useMutation(
    mutationOptions({
      mutationKey: [...cardKeys.own(), 'pdf'],
      mutationFn: (card: MemberCard) => downloadCardPdf(client, card),
    }),
  );
}

/** The card drawn on a canvas in the browser (same face as the PDF), saved as a PNG. */
export function useDownloadCardImageMutation() {
  return useMutation({
    mutationKey: [...cardKeys.own(), 'png'],
    mutationFn: async ({ card, photoUrl }: { card: MemberCard; photoUrl: string | null }) => {
      saveBlob(await drawCardPng(card, photoUrl), `kta-${card.nap}.png`);
    },
  });
}

const cardTokenSchema = z.guid();

export function isCardToken(token: string | undefined): token is string {
  return cardTokenSchema.safeParse(token).success;
}

/** GET /member-cards/{token} (public): the card's validity now. */
export async function fetchCardVerification(
  client: ApiClient,
  token: string,
  signal?: AbortSignal,
): Promise<CardVerification> {
  const { verification } = await client.get(
    `/member-cards/${encodeURIComponent(token)}`,
    cardVerificationResultSchema,
    { signal },
  );
  return verification;
}

export function useCardVerificationQuery(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: cardKeys.verification(token),
    queryFn: ({ signal }) => fetchCardVerification(client, token, signal),
    enabled: isCardToken(token),
    // Validity is computed at each request; never show an old answer as current.
    staleTime: 0,
    retry: false,
  });
}
