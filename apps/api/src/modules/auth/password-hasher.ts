import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';

/** OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane. */
const OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Password hashing behind one injectable, so tests and a future upgrade change one place. */
@Injectable()
export class PasswordHasher {
  /** Verifying against this keeps a sign-in for an unknown email as slow as a real one. */
  private readonly dummy = hash('domainfolio-timing-equaliser', OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash ?? (await this.dummy), password).then(
        (ok) => ok && passwordHash !== null,
      );
    } catch {
      return false;
    }
  }
}
