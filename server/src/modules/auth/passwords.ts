import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id with the OWASP/ASVS 11.4.2 parameters: m = 19 MiB, t = 2, p = 1. */
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so timing does not tell which accounts have a password.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
