// A self-signed certificate for 127.0.0.1, made with node:crypto alone (no openssl, no download):
// `vite preview` needs one to speak HTTP/2, as the hosts SIMK is deployed to do. Browsers are told
// to accept it (`--ignore-certificate-errors`); it lives for the one run that made it.
import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

const der = (tag: number, content: Buffer): Buffer => {
  const length = content.length;
  const head =
    length < 0x80
      ? Buffer.from([length])
      : (() => {
          const bytes = Buffer.from(length.toString(16).padStart(length > 0xff ? 4 : 2, '0'), 'hex');
          return Buffer.concat([Buffer.from([0x80 | bytes.length]), bytes]);
        })();
  return Buffer.concat([Buffer.from([tag]), head, content]);
};
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const value of rest) {
    const groups = [value & 0x7f];
    for (let remaining = value >> 7; remaining > 0; remaining >>= 7) groups.unshift((remaining & 0x7f) | 0x80);
    bytes.push(...groups);
  }
  return der(0x06, Buffer.from(bytes));
}

const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'));

export interface Certificate {
  key: string;
  cert: string;
}

export function selfSignedCertificate(ip = '127.0.0.1'): Certificate {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(der(0x31, sequence(oid('2.5.4.3'), der(0x0c, Buffer.from(ip)))));
  const now = Date.now();
  const serial = randomBytes(8);
  serial[0]! &= 0x7f; // a positive INTEGER
  const subjectAltName = sequence(
    oid('2.5.29.17'),
    der(0x04, sequence(der(0x87, Buffer.from(ip.split('.').map(Number))))),
  );
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))), // version 3
    der(0x02, serial),
    ecdsaWithSha256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 86_400_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    der(0xa3, sequence(subjectAltName)),
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = sequence(tbs, ecdsaWithSha256, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
  const cert = `-----BEGIN CERTIFICATE-----\n${certificate
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .replace(/\n?$/, '\n')}-----END CERTIFICATE-----\n`;
  if (!new X509Certificate(cert).verify(publicKey)) throw new Error('The self-signed certificate does not verify');
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}
