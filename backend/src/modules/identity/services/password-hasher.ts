import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (OWASP's minimum: 19 MiB, 2 passes). */
@Injectable()
export class PasswordHasher {
  /** Verified against when no account matches, so a wrong email costs the same time as a wrong password. */
  private readonly decoy = hash('decoy-password-for-unknown-accounts');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    const target = passwordHash ?? (await this.decoy);
    const matches = await verify(target, password).catch(() => false);
    return passwordHash !== null && matches;
  }
}
