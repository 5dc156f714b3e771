import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'pmr_device';
/** A browser stays known for half a year after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/**
 * Marks browsers that have signed in successfully, so the sign-in throttle can tell a colleague's
 * browser from a guesser's behind the same address. The cookie is an id and its HMAC; the key is
 * derived from the accepted codes' hashes, so every instance with the same codes accepts it
 * without shared state, and rotating the codes forgets every device. It grants nothing but a
 * throttle budget of its own.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(accessCodeHashes: readonly Buffer[]) {
    const material = createHash('sha256').update('pmr-device-cookie-v1');
    for (const hash of [...accessCodeHashes].sort(Buffer.compare)) material.update(hash);
    this.key = material.digest();
  }

  issue(): string {
    const id = randomBytes(16).toString('base64url');
    return `${id}.${this.sign(id)}`;
  }

  /** The device id of a genuine cookie, or null. */
  verify(value: string | undefined): string | null {
    if (!value || value.length > 100) return null;
    const [id, signature, extra] = value.split('.');
    if (!id || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  private sign(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url').slice(0, 32);
  }
}
