import { hash, verify } from '@node-rs/argon2';

/**
 * How passwords and PINs are hashed: a dependency (AppDeps.passwords), so that the demo,
 * which runs the same services in the browser, can use Web Crypto instead of argon2.
 */
export interface PasswordHasher {
  hash(secret: string): Promise<string>;
  /** false for a wrong secret and for a hash it cannot read */
  verify(hashed: string, secret: string): Promise<boolean>;
}

/** argon2id, m = 19 MiB, t = 2, p = 1 (OWASP's minimum) */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, options);
}

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

/** the server's hasher */
export const argon2Hasher: PasswordHasher = { hash: hashSecret, verify: verifySecret };
