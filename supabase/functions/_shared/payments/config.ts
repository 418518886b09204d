// What the payment port reads from its environment (docs/operations/payments.md).
import { midtransCoreApiGateway } from './midtrans-core-api.ts';
import type { PaymentGateway } from './gateway.ts';
import { LOCAL_MIDTRANS_SERVER_KEY, MIDTRANS_PRODUCTION_URL, MIDTRANS_SANDBOX_URL } from './midtrans-protocol.ts';
import { QRIS_MERCHANT_CRITERIA, type QrisMerchant, type QrisMerchantCriteria } from './qris.ts';

export interface PaymentGatewayConfig {
  /** Midtrans's Core API; null (QRIS payments are off) without `MIDTRANS_SERVER_KEY`. */
  midtrans: { baseUrl: string; serverKey: string } | null;
  /** `MIDTRANS_SIMULATOR=true`: the base URL is the local simulator, which can "pay" an order. */
  simulator: boolean;
  /** The merchant the QRIS names; Midtrans fills its own in, the simulator builds with this one. */
  merchant: QrisMerchant;
}

type EnvReader = (name: string) => string | undefined;

/** Local stand-ins: the NMID is visibly fake, the MCC is 8699 "membership organizations". */
export const LOCAL_QRIS_MERCHANT = {
  merchantName: 'SIMK LOKAL',
  merchantCity: 'JAKARTA',
  postalCode: '10110',
  nmid: 'IDSIMKLOCAL0001',
  mcc: '8699',
  merchantCriteria: 'UMI',
} as const satisfies QrisMerchant;

/**
 * `MIDTRANS_SERVER_KEY` (a secret; turns QRIS payments on), `MIDTRANS_BASE_URL` (default: the
 * sandbox for an `SB-` key, production otherwise), `MIDTRANS_SIMULATOR`, and the merchant:
 * `SIMK_QRIS_MERCHANT_NAME`, `SIMK_QRIS_MERCHANT_CITY`, `SIMK_QRIS_POSTAL_CODE`, `SIMK_QRIS_NMID`,
 * `SIMK_QRIS_MCC`, `SIMK_QRIS_MERCHANT_CRITERIA`.
 */
export function paymentGatewayConfigFromEnv(env: EnvReader): PaymentGatewayConfig {
  const value = (name: string) => env(name)?.trim() || undefined;
  const simulator = value('MIDTRANS_SIMULATOR')?.toLowerCase() === 'true';
  const serverKey = value('MIDTRANS_SERVER_KEY');
  if (serverKey === LOCAL_MIDTRANS_SERVER_KEY && !simulator) {
    // The local key is published so anyone can sign a test notification; a real deployment
    // accepting it would credit forged payments.
    throw new Error('MIDTRANS_SERVER_KEY is the public local key; it is accepted only with MIDTRANS_SIMULATOR=true');
  }
  const baseUrl =
    value('MIDTRANS_BASE_URL') ?? (serverKey?.startsWith('SB-') ? MIDTRANS_SANDBOX_URL : MIDTRANS_PRODUCTION_URL);
  const criteria = value('SIMK_QRIS_MERCHANT_CRITERIA') ?? LOCAL_QRIS_MERCHANT.merchantCriteria;
  if (!(QRIS_MERCHANT_CRITERIA as readonly string[]).includes(criteria)) {
    throw new Error(
      `SIMK_QRIS_MERCHANT_CRITERIA must be one of ${QRIS_MERCHANT_CRITERIA.join(', ')}, got "${criteria}"`,
    );
  }
  return {
    midtrans: serverKey ? { baseUrl: baseUrl.replace(/\/+$/, ''), serverKey } : null,
    simulator,
    merchant: {
      merchantName: value('SIMK_QRIS_MERCHANT_NAME') ?? LOCAL_QRIS_MERCHANT.merchantName,
      merchantCity: value('SIMK_QRIS_MERCHANT_CITY') ?? LOCAL_QRIS_MERCHANT.merchantCity,
      postalCode: value('SIMK_QRIS_POSTAL_CODE') ?? LOCAL_QRIS_MERCHANT.postalCode,
      nmid: value('SIMK_QRIS_NMID') ?? LOCAL_QRIS_MERCHANT.nmid,
      mcc: value('SIMK_QRIS_MCC') ?? LOCAL_QRIS_MERCHANT.mcc,
      merchantCriteria: criteria as QrisMerchantCriteria,
    },
  };
}

/** The port of a configuration; null when payments are off. */
export function paymentGatewayFromConfig(
  config: PaymentGatewayConfig,
  fetchImpl?: typeof fetch,
): PaymentGateway | null {
  return config.midtrans
    ? midtransCoreApiGateway({ ...config.midtrans, ...(fetchImpl ? { fetch: fetchImpl } : {}) })
    : null;
}
