// `npm start` and the API tests: the backend's gateway serves the simulator, the `api` function is
// configured for it, and the simulator notifies the `api` function's webhook path.
import { describe, expect, it } from 'vitest';
import { paymentGatewayConfigFromEnv, paymentGatewayFromConfig } from '@shared/payments/config.ts';
import { LOCAL_MIDTRANS_SERVER_KEY } from '@shared/payments/midtrans-protocol.ts';
import { useBackend } from '../support/backend.ts';
import { decodeQris } from '../support/emvco-decoder.ts';
import { useTestDatabase } from '../support/test-database.ts';

const db = useTestDatabase();
const backend = useBackend(db, { SIMK_QRIS_MERCHANT_NAME: 'PATELKI DPP', SIMK_QRIS_MERCHANT_CITY: 'JAKARTA PUSAT' });

describe('the Midtrans simulator in the backend', () => {
  it("notifies the api function's webhook, and issues QRIS strings for the api function's merchant", async () => {
    expect(backend.midtrans.notificationUrl).toBe(`${backend.api}/payments/notifications/midtrans`);
    const config = paymentGatewayConfigFromEnv(
      (name) =>
        ({
          MIDTRANS_BASE_URL: `${backend.gatewayUrl}/midtrans`,
          MIDTRANS_SERVER_KEY: LOCAL_MIDTRANS_SERVER_KEY,
          MIDTRANS_SIMULATOR: 'true',
        })[name],
    );
    const gateway = paymentGatewayFromConfig(config)!;
    const charge = await gateway.chargeQris({ orderId: 'SIMK-BACKEND-1', amount: 250_000, expiryMinutes: 15 });
    const { byId } = decodeQris(charge.qrString);
    expect(byId).toMatchObject({ '54': '250000', '59': 'PATELKI DPP', '60': 'JAKARTA PUSAT' });
    expect(await gateway.status('SIMK-BACKEND-1')).toMatchObject({ transaction_status: 'pending' });
  });
});
