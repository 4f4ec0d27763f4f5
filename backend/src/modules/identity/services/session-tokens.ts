import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Privileges, Role } from '@fundplay/contracts';
import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppConfig } from '../../../config/app-config';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { SessionResolver } from '../../../platform/auth/session-resolver.port';
import type { TransactionScope } from '../../../platform/events/unit-of-work';
import { isCanonicalUuid } from '../../../platform/http/ids';
import { Session } from '../entities/session.entity';
import { SessionCache } from './session-cache';

const ISSUER = 'fundplay';
const AUDIENCE = 'fundplay-web';
const ALGORITHM = 'HS256';
export const PASSWORD_RESET_LIFETIME_MS = 15 * 60 * 1000;

interface TokenClaims {
  sub: string;
  sid: string;
  purpose: Session['purpose'];
}

/**
 * Signed bearer tokens backed by a server-side session row: the signature, algorithm, issuer, audience and
 * expiry are checked, then the row, so logout, a password change or a disabled account end a token at once.
 * The row's answer is kept briefly in the SessionCache; every change below announces itself after its commit, so
 * the cache never outlives a logout, a password change, new privileges or an approval on any API process.
 */
@Injectable()
export class SessionTokens extends SessionResolver {
  /**
   * The HMAC key, built once. Given a string, jsonwebtoken first tries to parse it as a PEM public key on every
   * call (about 1 ms each, measured by scripts/bench/fundraiser-reads.ts), before using it as a shared secret.
   */
  private readonly key: KeyObject;

  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly cache: SessionCache,
  ) {
    super();
    this.key = createSecretKey(Buffer.from(config.identity.sessionSecret, 'utf8'));
  }

  /** Opens a session in the caller's transaction and returns its token. */
  issue(em: EntityManager, accountId: string, purpose: Session['purpose']): string {
    const lifetimeMs =
      purpose === 'session' ? this.config.identity.sessionTtlHours * 3600_000 : PASSWORD_RESET_LIFETIME_MS;
    const session = em.create(Session, { accountId, purpose, expiresAt: new Date(Date.now() + lifetimeMs) });
    em.persist(session);
    const claims: TokenClaims = { sub: accountId, sid: session.id, purpose };
    return jwt.sign(claims, this.key, {
      algorithm: ALGORITHM,
      issuer: ISSUER,
      audience: AUDIENCE,
      expiresIn: Math.floor(lifetimeMs / 1000),
    });
  }

  /** The claims of a well-signed, unexpired token of ours, whatever its session's state. */
  decode(token: string): TokenClaims | null {
    try {
      const claims = jwt.verify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      // Ids go into a query below: a forged-but-signed token with a non-UUID id is no session, not a database error.
      if (typeof claims !== 'object' || !isCanonicalUuid(claims.sub) || !isCanonicalUuid(claims.sid)) return null;
      return {
        sub: claims.sub,
        sid: claims.sid,
        purpose: claims.purpose === 'passwordReset' ? 'passwordReset' : 'session',
      };
    } catch {
      return null;
    }
  }

  /** A live sign-in session (not a reset grant) of an enabled account. */
  async resolve(token: string): Promise<AuthenticatedUser | null> {
    const claims = this.decode(token);
    if (!claims || claims.purpose !== 'session') return null;
    const cached = this.cache.get(claims.sid, claims.sub);
    if (cached) return cached;
    const ticket = this.cache.ticket();
    const [row] = await this.em
      .fork()
      .execute<
        { role: Role; email: string; privileges: Privileges; admin_approval: boolean | null; expires_at: Date }[]
      >(
        `select a.role, a.email, a.privileges, a.admin_approval, s.expires_at
           from sessions s join accounts a on a.id = s.account_id
        where s.id = ? and s.account_id = ? and s.purpose = 'session' and s.revoked_at is null
          and s.expires_at > now() and a.disabled_at is null`,
        [claims.sid, claims.sub],
      );
    if (!row) return null;
    const user: AuthenticatedUser = {
      accountId: claims.sub,
      sessionId: claims.sid,
      role: row.role,
      email: row.email,
      privileges: row.privileges,
      adminApproval: row.admin_approval,
    };
    this.cache.remember(ticket, user, new Date(row.expires_at));
    return user;
  }

  /** Ends one session: its token stops working on every API process once the transaction commits. */
  async revoke({ em, afterCommit }: TransactionScope, sessionId: string): Promise<void> {
    await em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
    afterCommit(() => this.cache.announce({ sessionId }));
  }

  /** Ends every session of the account (a password change). */
  async revokeAll(scope: TransactionScope, accountId: string): Promise<void> {
    await scope.em.nativeUpdate(Session, { accountId, revokedAt: null }, { revokedAt: new Date() });
    this.accountChanged(scope, accountId);
  }

  /** What a session carries of its account (privileges, approval) changed: live sessions read it again. */
  accountChanged({ afterCommit }: TransactionScope, accountId: string): void {
    afterCommit(() => this.cache.announce({ accountId }));
  }
}
