/**
 * Where a legacy member claims their NAP (decision 0035). The emailed link is built in SQL
 * (`private.request_nap_claim`) with the same path.
 */
export const CLAIM_NAP_PATH = '/klaim-nap';

/** The spec's route (§2), kept working for links already sent: it redirects to `CLAIM_NAP_PATH`. */
export const SPEC_CLAIM_NAP_PATH = '/test/claim-nap';
