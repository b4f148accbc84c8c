/**
 * Sign-in (spec 01 §4, §7): password login with the signature check, refresh, sign-out, hand-off
 * codes, and the rate limit on failed logins. Pure database logic; the routes translate to HTTP.
 */
import { loginSignature, ErrorCode, SIG_MAX_SKEW_SEC, type AuthenticationResult } from '@core/contract';
import { NotifiedCache } from '../cache/notified-cache';
import type { Database, Queryable } from '../db/database';
import { HttpError, badRequest, unauthenticated } from '../http/http-error';
import { LoginThrottle } from './login-throttle';
import { verifyPassword } from './passwords';
import { hashToken, newToken, nowSec, revokeTokens, storeToken, userOfAccessTokenHash, userOfToken } from './tokens';

export interface AuthSettings {
  poolId: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  /** Attempts allowed per account (per address, or from a known device) within the window (login-throttle.ts). */
  maxFailedLogins: number;
  failedLoginWindowSec: number;
}

export const LOGIN_FAILED_MESSAGE = '账号或密码错误';
export const RATE_LIMITED_MESSAGE = '登录失败次数过多，请稍后再试';

/**
 * Checked access tokens are kept in memory (issue 13: the poll of a class of 45 every 2 s must not cost
 * a query each) until they expire, for at most this long, and dropped the moment the database says the
 * token or its user changed (the auth_changes channel: a sign-out, a refresh or a disabled account on any
 * process). Until `listen` runs (or when the listening connection is lost and not yet back), an entry
 * is believed for UNLISTENED_TOKEN_TTL_MS only.
 */
export const TOKEN_CACHE_TTL_MS = 10 * 60_000;
export const UNLISTENED_TOKEN_TTL_MS = 1500;
export const AUTH_CHANGES_CHANNEL = 'auth_changes';
const TOKEN_CACHE_MAX = 50_000;

interface CheckedToken { userId: string; userType: number; expiresAtSec: number }

/** Access tokens checked, by their hash: an unknown one is not kept (it is refused, and garbage must not crowd out real ones). */
class CheckedTokens extends NotifiedCache<CheckedToken> {
  constructor(db: Database) {
    super(db, AUTH_CHANGES_CHANNEL, async (tokenHash) => (await userOfAccessTokenHash(db, tokenHash)) ?? Promise.reject(unauthenticated()), {
      maxKeys: TOKEN_CACHE_MAX,
      ttlMs: (listening) => (listening ? TOKEN_CACHE_TTL_MS : UNLISTENED_TOKEN_TTL_MS),
      affected: (change) => {
        if (change === '*') return '*';
        if (change.startsWith('token:')) return change.slice('token:'.length);
        if (!change.startsWith('user:')) return undefined;
        const userId = change.slice('user:'.length);
        return (token) => token.userId === userId;
      },
    });
  }
}

export class AuthService {
  private readonly throttle: LoginThrottle;
  private readonly checkedTokens: CheckedTokens;

  constructor(private readonly db: Database, private readonly settings: AuthSettings) {
    this.throttle = new LoginThrottle(db, { maxFailedLogins: settings.maxFailedLogins, windowSec: settings.failedLoginWindowSec });
    this.checkedTokens = new CheckedTokens(db);
  }

  async loginByPassword(input: { uid: string; pwd: string; timestampSec: number; sig: string; poolId: string; ip: string; deviceId?: string }): Promise<AuthenticationResult> {
    if (input.poolId !== this.settings.poolId) throw badRequest('unknown poolId');
    if (Math.abs(nowSec() - input.timestampSec) > SIG_MAX_SKEW_SEC) {
      throw badRequest('timestampSec is too far from the server clock', ErrorCode.BAD_SIGNATURE);
    }
    if ((await loginSignature(input.pwd, input.poolId, input.timestampSec)) !== input.sig) {
      throw badRequest('sig does not match the password, pool id and timestamp', ErrorCode.BAD_SIGNATURE);
    }
    await this.useSignatureOnce(input.uid, input.sig);
    const userId = await this.verifyCredentials(input.uid, input.pwd, { ip: input.ip, deviceId: input.deviceId });
    return this.issueSession(this.db, userId);
  }

  /** A signature is good once: a captured sign-in request cannot be sent again (issue 11, item 9). */
  private async useSignatureOnce(uid: string, sig: string): Promise<void> {
    const now = nowSec();
    await this.db.query('DELETE FROM used_login_signatures WHERE expires_at_sec < $1', [now]);
    const fresh = await this.db.query(
      'INSERT INTO used_login_signatures (sig_hash, expires_at_sec) VALUES ($1, $2) ON CONFLICT (sig_hash) DO NOTHING RETURNING sig_hash',
      [hashToken(`${uid}\n${sig}`), now + 2 * SIG_MAX_SKEW_SEC],
    );
    if (fresh.length === 0) throw badRequest('sig has been used already: sign in again', ErrorCode.BAD_SIGNATURE);
  }

  /**
   * Checks an account and password and returns the user id, or throws 401 / 429. Every attempt is
   * counted first (LoginThrottle) and recorded. Used by the login service and by the identity page.
   */
  async verifyCredentials(login: string, password: string, from: { ip: string; deviceId?: string | undefined }): Promise<string> {
    const [user] = await this.db.query<{ id: string; password_hash: string; disabled: boolean }>(
      'SELECT id, password_hash, disabled FROM users WHERE login = $1',
      [login],
    );
    const attempt = { login, ...from };
    if (!(await this.throttle.reserve(attempt, await this.throttle.isKnownDevice(user?.id, from.deviceId)))) {
      throw new HttpError(429, ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE);
    }
    // Hash even for unknown accounts so the answer time does not reveal which accounts exist.
    const passwordOk = await verifyPassword(password, user?.password_hash ?? 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
    const succeeded = Boolean(user && passwordOk && !user.disabled);
    await this.db.query('INSERT INTO login_attempts (uid, ip, attempted_at_sec, succeeded) VALUES ($1, $2, $3, $4)', [login, from.ip, nowSec(), succeeded]);
    if (!user || !succeeded) throw new HttpError(401, ErrorCode.BAD_CREDENTIALS, LOGIN_FAILED_MESSAGE);
    await this.throttle.succeeded(attempt, user.id);
    return user.id;
  }

  /** A new access and refresh token pair; the old refresh token is used up. */
  async refresh(refreshToken: string): Promise<AuthenticationResult> {
    return this.db.transaction(async (tx) => {
      const owner = await userOfToken(tx, refreshToken, 'refresh');
      if (!owner) throw unauthenticated('refresh token invalid or expired');
      await revokeTokens(tx, [hashToken(refreshToken), ...(owner.pairHash ? [owner.pairHash] : [])]);
      if (owner.pairHash) this.checkedTokens.invalidate(owner.pairHash);
      return this.issueSession(tx, owner.userId);
    });
  }

  /** Revokes the access token and its refresh token (or the one given). Unknown tokens are fine. */
  async signOut(accessToken: string, refreshToken?: string): Promise<void> {
    const hashes = [hashToken(accessToken), ...(refreshToken ? [hashToken(refreshToken)] : [])];
    const [row] = await this.db.query<{ pair_hash: string | null }>('SELECT pair_hash FROM auth_tokens WHERE token_hash = $1', [hashToken(accessToken)]);
    if (row?.pair_hash) hashes.push(row.pair_hash);
    await revokeTokens(this.db, hashes);
    this.checkedTokens.invalidate(hashToken(accessToken));
  }

  /** The signed-in user of an access token, or a 401. */
  async authenticate(accessToken: string | undefined): Promise<string> {
    return (await this.authenticateUser(accessToken)).userId;
  }

  /** The signed-in user of an access token with their user type (student, teacher), or a 401. */
  async authenticateUser(accessToken: string | undefined): Promise<{ userId: string; userType: number }> {
    if (!accessToken) throw unauthenticated();
    const key = hashToken(accessToken);
    let owner = await this.checkedTokens.get(key);
    if (owner.expiresAtSec <= nowSec()) {
      // Expired since it was checked: asked again, it is refused.
      this.checkedTokens.invalidate(key);
      owner = await this.checkedTokens.get(key);
    }
    return { userId: owner.userId, userType: owner.userType };
  }

  /** The user of an access token checked a moment ago and still in memory, without asking the database. */
  knownUser(accessToken: string): { userId: string; userType: number } | undefined {
    const known = this.checkedTokens.peek(hashToken(accessToken));
    return known && known.expiresAtSec > nowSec() ? { userId: known.userId, userType: known.userType } : undefined;
  }

  /** Drops checked tokens when the database says they (or their users) changed, from any process. */
  listen(): Promise<void> {
    return this.checkedTokens.listen();
  }

  close(): Promise<void> {
    return this.checkedTokens.close();
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

}
