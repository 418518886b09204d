import { describe, expect, it } from 'vitest';
import { LOCAL_QRIS_MERCHANT, paymentGatewayConfigFromEnv } from '@shared/payments/config.ts';
import {
  LOCAL_MIDTRANS_SERVER_KEY,
  MIDTRANS_PRODUCTION_URL,
  MIDTRANS_SANDBOX_URL,
} from '@shared/payments/midtrans-protocol.ts';

const config = (env: Record<string, string>) => paymentGatewayConfigFromEnv((name) => env[name]);

describe('paymentGatewayConfigFromEnv', () => {
  it('turns payments off without a server key, with the local merchant', () => {
    expect(config({})).toEqual({ midtrans: null, simulator: false, merchant: LOCAL_QRIS_MERCHANT });
  });

  it('picks the sandbox for an SB- key and production otherwise, unless MIDTRANS_BASE_URL says', () => {
    expect(config({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc' }).midtrans).toEqual({
      baseUrl: MIDTRANS_SANDBOX_URL,
      serverKey: 'SB-Mid-server-abc',
    });
    expect(config({ MIDTRANS_SERVER_KEY: 'Mid-server-abc' }).midtrans?.baseUrl).toBe(MIDTRANS_PRODUCTION_URL);
    expect(
      config({ MIDTRANS_SERVER_KEY: 'Mid-server-abc', MIDTRANS_BASE_URL: 'http://127.0.0.1:54321/midtrans/' }).midtrans
        ?.baseUrl,
    ).toBe('http://127.0.0.1:54321/midtrans');
  });

  it('accepts the public local key only against the simulator', () => {
    expect(() => config({ MIDTRANS_SERVER_KEY: LOCAL_MIDTRANS_SERVER_KEY })).toThrow(/MIDTRANS_SIMULATOR/);
    expect(config({ MIDTRANS_SERVER_KEY: LOCAL_MIDTRANS_SERVER_KEY, MIDTRANS_SIMULATOR: 'true' })).toMatchObject({
      simulator: true,
      midtrans: { serverKey: LOCAL_MIDTRANS_SERVER_KEY },
    });
  });

  it('reads the merchant, and refuses an unknown criteria', () => {
    expect(
      config({
        SIMK_QRIS_MERCHANT_NAME: 'PATELKI',
        SIMK_QRIS_MERCHANT_CITY: 'BANDUNG',
        SIMK_QRIS_POSTAL_CODE: '40115',
        SIMK_QRIS_NMID: 'ID1021081861606',
        SIMK_QRIS_MCC: '8641',
        SIMK_QRIS_MERCHANT_CRITERIA: 'UKE',
      }).merchant,
    ).toEqual({
      merchantName: 'PATELKI',
      merchantCity: 'BANDUNG',
      postalCode: '40115',
      nmid: 'ID1021081861606',
      mcc: '8641',
      merchantCriteria: 'UKE',
    });
    expect(() => config({ SIMK_QRIS_MERCHANT_CRITERIA: 'BIG' })).toThrow(/SIMK_QRIS_MERCHANT_CRITERIA/);
  });
});
