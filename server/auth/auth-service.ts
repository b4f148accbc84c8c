/**
 * Sign-in (spec 01 §4, §7): password login with the signature check, refresh, sign-out, hand-off
 * codes, and the rate limit on failed logins. Pure database logic; the routes translate to HTTP.
 */
import { loginSignature, ErrorCode, SIG_MAX_SKEW_SEC, type AuthenticationResult } from '@core/contract';
import type { Database, Queryable } from '../db/database';
import { HttpError, badRequest, unauthenticated } from '../http/http-error';
import { verifyPassword } from './passwords';
import { hashToken, newToken, nowSec, revokeTokens, storeToken, userOfToken } from './tokens';

export interface AuthSettings {
  poolId: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  /** Failed logins allowed per account, and per client address, within the window. */
  maxFailedLogins: number;
  failedLoginWindowSec: number;
}

export const LOGIN_FAILED_MESSAGE = '账号或密码错误';
export const RATE_LIMITED_MESSAGE = '登录失败次数过多，请稍后再试';

export class AuthService {
  constructor(private readonly db: Database, private readonly settings: AuthSettings) {}

  async loginByPassword(input: { uid: string; pwd: string; timestampSec: number; sig: string; poolId: string; ip: string }): Promise<AuthenticationResult> {
    if (input.poolId !== this.settings.poolId) throw badRequest('unknown poolId');
    if (Math.abs(nowSec() - input.timestampSec) > SIG_MAX_SKEW_SEC) {
      throw badRequest('timestampSec is too far from the server clock', ErrorCode.BAD_SIGNATURE);
    }
    if ((await loginSignature(input.pwd, input.poolId, input.timestampSec)) !== input.sig) {
      throw badRequest('sig does not match the password, pool id and timestamp', ErrorCode.BAD_SIGNATURE);
    }
    const userId = await this.verifyCredentials(input.uid, input.pwd, input.ip);
    return this.issueSession(this.db, userId);
  }

  /**
   * Checks an account and password (rate-limited, every attempt recorded) and returns the user id,
   * or throws 401 / 429. Used by the login service and by the identity page.
   */
  async verifyCredentials(login: string, password: string, ip: string): Promise<string> {
    await this.refuseWhenRateLimited(login, ip);
    const [user] = await this.db.query<{ id: string; password_hash: string; disabled: boolean }>(
      'SELECT id, password_hash, disabled FROM users WHERE login = $1',
      [login],
    );
    // Hash even for unknown accounts so the answer time does not reveal which accounts exist.
    const passwordOk = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
    const succeeded = Boolean(user && passwordOk && !user.disabled);
    await this.db.query('INSERT INTO login_attempts (uid, ip, attempted_at_sec, succeeded) VALUES ($1, $2, $3, $4)', [login, ip, nowSec(), succeeded]);
    if (!user || !succeeded) throw new HttpError(401, ErrorCode.BAD_CREDENTIALS, LOGIN_FAILED_MESSAGE);
    return user.id;
  }

  /** A new access and refresh token pair; the old refresh token is used up. */
  async refresh(refreshToken: string): Promise<AuthenticationResult> {
    return this.db.transaction(async (tx) => {
      const owner = await userOfToken(tx, refreshToken, 'refresh');
      if (!owner) throw unauthenticated('refresh token invalid or expired');
      await revokeTokens(tx, [hashToken(refreshToken), ...(owner.pairHash ? [owner.pairHash] : [])]);
      return this.issueSession(tx, owner.userId);
    });
  }

  /** Revokes the access token and its refresh token (or the one given). Unknown tokens are fine. */
  async signOut(accessToken: string, refreshToken?: string): Promise<void> {
    const hashes = [hashToken(accessToken), ...(refreshToken ? [hashToken(refreshToken)] : [])];
    const [row] = await this.db.query<{ pair_hash: string | null }>('SELECT pair_hash FROM auth_tokens WHERE token_hash = $1', [hashToken(accessToken)]);
    if (row?.pair_hash) hashes.push(row.pair_hash);
    await revokeTokens(this.db, hashes);
  }

  /** The signed-in user of an access token, or a 401. */
  async authenticate(accessToken: string | undefined): Promise<string> {
    if (!accessToken) throw unauthenticated();
    const owner = await userOfToken(this.db, accessToken, 'access');
    if (!owner) throw unauthenticated();
    return owner.userId;
  }

  /** A one-time hand-off code (5 minutes) for the identity page and the native apps. */
  async createHandOff(userId: string): Promise<string> {
    const code = newToken();
    await storeToken(this.db, code, userId, 'handoff', 300);
    return code;
  }

  /** Exchanges a hand-off code for a session; the code cannot be used twice. */
  async redeemHandOff(code: string): Promise<AuthenticationResult> {
    return this.db.transaction(async (tx) => {
      const owner = await userOfToken(tx, code, 'handoff');
      if (!owner) throw unauthenticated('hand-off token invalid, expired or already used');
      await revokeTokens(tx, [hashToken(code)]);
      return this.issueSession(tx, owner.userId);
    });
  }

  private async issueSession(db: Queryable, userId: string): Promise<AuthenticationResult> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const expiresAtSec = await storeToken(db, accessToken, userId, 'access', this.settings.accessTokenTtlSec, hashToken(refreshToken));
    await storeToken(db, refreshToken, userId, 'refresh', this.settings.refreshTokenTtlSec, hashToken(accessToken));
    return { accessToken, expiresAtSec, refreshToken };
  }

  private async refuseWhenRateLimited(uid: string, ip: string): Promise<void> {
    const since = nowSec() - this.settings.failedLoginWindowSec;
    const [counts] = await this.db.query<{ by_uid: number; by_ip: number }>(
      `SELECT count(*) FILTER (WHERE uid = $1)::int8 AS by_uid, count(*) FILTER (WHERE ip = $2)::int8 AS by_ip
         FROM login_attempts WHERE NOT succeeded AND attempted_at_sec > $3 AND (uid = $1 OR ip = $2)`,
      [uid, ip, since],
    );
    const limit = this.settings.maxFailedLogins;
    // Per address the limit is wider: a classroom of students shares one school network address.
    if ((counts?.by_uid ?? 0) >= limit || (counts?.by_ip ?? 0) >= limit * 10) {
      throw new HttpError(429, ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE);
    }
  }
}
