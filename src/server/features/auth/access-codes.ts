import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Role, roleAtLeast } from '../../../core/schemas/people';

/** Codes are compared ignoring case and kept only as hashes in memory. */
export function hashAccessCode(code: string): Buffer {
  return createHash('sha256').update(code.trim().toLowerCase()).digest();
}

/** An accepted code, kept as its hash, and the role it signs in with. */
export interface RoleCodeHash {
  role: Role;
  hash: Buffer;
}

/**
 * The role of the accepted code `candidate` equals, or null; constant time per code. Should one
 * code be listed under two roles, the highest wins.
 */
export function matchAccessCode(candidate: string, accepted: readonly RoleCodeHash[]): Role | null {
  const hash = hashAccessCode(candidate);
  let role: Role | null = null;
  for (const code of accepted) {
    if (timingSafeEqual(hash, code.hash) && (!role || roleAtLeast(code.role, role))) role = code.role;
  }
  return role;
}

// No 0/O/1/I/L: codes are read off a screen and typed by people.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateAccessCode(): string {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `PMR-${part()}-${part()}`;
}

export const ACCESS_CODE_FILE = 'access-code.txt';

/**
 * The code used when ACCESS_CODES is unset: generated on the first start and kept in DATA_DIR so
 * that a restart keeps the same code.
 */
export function loadOrCreateAccessCode(dataDir: string): { code: string; generated: boolean } {
  const file = path.join(dataDir, ACCESS_CODE_FILE);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return { code: existing, generated: false };
  } catch {
    // first start: fall through and create it
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const code = generateAccessCode();
  try {
    // Created only if absent: of instances starting together on one DATA_DIR, one code wins and
    // every instance uses it.
    fs.writeFileSync(file, `${code}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return loadOrCreateAccessCode(dataDir);
  }
  return { code, generated: true };
}
