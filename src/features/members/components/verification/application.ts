import type { VerificationQueue } from '../../api/list-verification-queue';

/** One application of the verification queue, with the NAP holders it matches. */
export type Application = VerificationQueue['applications'][number];

/** What happened to an application the officer acted on, shown where its card was. */
export interface Outcome {
  id: string;
  /** The card's position in the list when the officer acted, so the result appears there. */
  index: number;
  status: 'success' | 'error';
  text: string;
}
