import { describe, expect, it } from 'vitest';
import { midtransSignature, verifyMidtransSignature } from '@shared/payments/midtrans-signature.ts';

/** The reference's test vector (integrations.md, "HTTP notification"). */
const vector = {
  order_id: '1111',
  status_code: '200',
  gross_amount: '100000.00',
  serverKey: 'askvnoibnosifnboseofinbofinfgbiufglnbfg',
  signature_key:
    'edc076b21793ebe3e17926350f5b8ae67d902fe657b3d0aa31b932d5c127e2375d308a2bc94f3265ac2d80a1f181a79b997ac178a236fcff35af263fc4d4c231',
};

describe('Midtrans signature', () => {
  it('is sha512(order_id + status_code + gross_amount + server_key) in hex', async () => {
    expect(await midtransSignature(vector.order_id, vector.status_code, vector.gross_amount, vector.serverKey)).toBe(
      vector.signature_key,
    );
  });

  it('verifies the vector, in either hex case', async () => {
    expect(await verifyMidtransSignature(vector, vector.serverKey)).toBe(true);
    expect(
      await verifyMidtransSignature({ ...vector, signature_key: vector.signature_key.toUpperCase() }, vector.serverKey),
    ).toBe(true);
  });

  it('refuses any change: the amount re-formatted, another status, key, order, or signature', async () => {
    const refused = [
      { ...vector, gross_amount: '100000' },
      { ...vector, gross_amount: '100000.0' },
      { ...vector, status_code: '201' },
      { ...vector, order_id: '1112' },
      { ...vector, signature_key: `${vector.signature_key.slice(0, -1)}0` },
      { ...vector, signature_key: vector.signature_key.slice(0, -2) },
      { ...vector, signature_key: '' },
    ];
    for (const notification of refused) {
      expect(await verifyMidtransSignature(notification, vector.serverKey)).toBe(false);
    }
    expect(await verifyMidtransSignature(vector, `${vector.serverKey}x`)).toBe(false);
  });
});
