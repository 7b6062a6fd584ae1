// Payload protection of the secure question API (SPEC §7), shared by the client and the server:
// crypto-js AES with a key embedded in both, and SHA-256 hex checksums of the plaintext JSON. It only
// obscures payloads (the key ships to every browser); the real protection is grading on the server.
// Pure: no clock and no randomness of our own (callers pass timestamps; AES salts come from crypto-js).

import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import SHA256 from 'crypto-js/sha256';

/** The shared symmetric key (SPEC §7: "a fixed key embedded in the client"). */
export const SECURE_SHARED_KEY = 'gplx-secure-v1:3f9c1e7a-on-thi-gplx-shared-payload-key';

/** Requests whose timestamp differs from the server clock by more than this are refused. */
export const SECURE_MAX_SKEW_MS = 5 * 60 * 1000;
/** SPEC §9: secure session lifetime 2 hours. */
export const SECURE_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export const SECURE_HEADERS = {
  sessionKey: 'x-session-key',
  answerKey: 'x-answer-key',
  timestamp: 'x-timestamp',
  requestHash: 'x-request-hash',
} as const;

/** An encrypted payload and the checksum of its plaintext. */
export type Sealed = { data: string; checksum: string };

export type OpenResult =
  { ok: true; value: unknown } | { ok: false; reason: 'decrypt' | 'integrity' };

/** SHA-256 of a text, lowercase hex. */
export const checksumOf = (plaintext: string): string => SHA256(plaintext).toString(Hex);

export const encryptText = (plaintext: string, key: string = SECURE_SHARED_KEY): string =>
  AES.encrypt(plaintext, key).toString();

/** The plaintext, or null when the cipher text is malformed or was made with another key. */
export const decryptText = (cipher: string, key: string = SECURE_SHARED_KEY): string | null => {
  try {
    const plaintext = AES.decrypt(cipher, key).toString(Utf8);
    return plaintext === '' ? null : plaintext;
  } catch {
    return null;
  }
};

/** JSON-encodes, encrypts and checksums a value. */
export const seal = (value: unknown, key: string = SECURE_SHARED_KEY): Sealed => {
  const plaintext = JSON.stringify(value);
  return { data: encryptText(plaintext, key), checksum: checksumOf(plaintext) };
};

/** Decrypts a payload, checks its checksum against the exact plaintext and parses the JSON. */
export const openSealed = (
  data: unknown,
  checksum: unknown,
  key: string = SECURE_SHARED_KEY,
): OpenResult => {
  if (typeof data !== 'string' || data.length === 0) return { ok: false, reason: 'decrypt' };
  const plaintext = decryptText(data, key);
  if (plaintext === null) return { ok: false, reason: 'decrypt' };
  if (typeof checksum !== 'string' || checksumOf(plaintext) !== checksum.toLowerCase()) {
    return { ok: false, reason: 'integrity' };
  }
  try {
    return { ok: true, value: JSON.parse(plaintext) as unknown };
  } catch {
    return { ok: false, reason: 'decrypt' };
  }
};

/** The x-request-hash header: binds the session key and timestamp headers to the body checksum. */
export const requestHash = (sessionKey: string, timestamp: number | string, checksum: string) =>
  checksumOf(`${sessionKey}.${String(timestamp)}.${checksum}`);

/** SPEC §9: timestamps below 1e12 are invalid; otherwise within SECURE_MAX_SKEW_MS of `nowMs`. */
export const isFreshTimestamp = (timestamp: unknown, nowMs: number): boolean =>
  typeof timestamp === 'number' &&
  Number.isFinite(timestamp) &&
  timestamp >= 1e12 &&
  Math.abs(nowMs - timestamp) <= SECURE_MAX_SKEW_MS;
