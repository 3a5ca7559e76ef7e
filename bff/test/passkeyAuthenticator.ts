import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator (ES256, attestation "none", user verified) for tests over HTTP: it answers the options
 * the server gave as a browser's passkey would, so registration and sign-in are checked without a browser (the
 * Chromium journey uses the DevTools protocol's virtual authenticator instead).
 */
export const TEST_RP = { rpID: 'localhost', origins: ['http://localhost:4173'], rpName: 'Linhagem' };

const b64url = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

type Options = { challenge: string; user?: { id: string } };

export function softAuthenticator(origin = TEST_RP.origins[0], rpID = TEST_RP.rpID) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle = '';

  const authData = (extra?: Buffer) => {
    const flags = 0x01 | 0x04 | (extra ? 0x40 : 0); // user present, user verified, attested credential
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpID), Buffer.from([flags]), count, ...(extra ? [extra] : [])]);
  };
  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64url(credentialId),
    /** `navigator.credentials.create` */
    register(options: Options) {
      userHandle = options.user?.id ?? '';
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x as string, 'base64url')],
          [-3, Buffer.from(jwk.y as string, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, Buffer.from(coseKey)]);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData(attested)],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /** `navigator.credentials.get`; `at`: the page's origin, when a test plays a foreign one */
    answer(options: Options, at = origin) {
      counter += 1;
      const data = authData();
      const client = clientData('webauthn.get', options.challenge, at);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}
