/** Sign-in calls (spec 01 §4, §7): request and response shapes. */
import { z } from '../content/zod';

export const authenticationResultSchema = z.object({
  accessToken: z.string(),
  expiresAtSec: z.number(),
  refreshToken: z.string(),
});
export type AuthenticationResult = z.infer<typeof authenticationResultSchema>;

/** POST /api/v2/initiate_auth. LOGIN_BY_PWD signs in; REFRESH_TOKEN renews with a refresh token. */
export const initiateAuthRequestSchema = z.discriminatedUnion('authFlow', [
  z.object({
    authFlow: z.literal('LOGIN_BY_PWD'),
    poolId: z.string().check(z.minLength(1)),
    isSignup: z.literal(false),
    clientPlatform: z.string().check(z.minLength(1)),
    deviceId: z.string().check(z.minLength(1), z.maxLength(100)),
    pwdParams: z.object({
      uid: z.string().check(z.minLength(1), z.maxLength(200)),
      pwd: z.string().check(z.minLength(1), z.maxLength(200)),
      timestampSec: z.int(),
      sig: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    }),
  }),
  z.object({
    authFlow: z.literal('REFRESH_TOKEN'),
    poolId: z.string().check(z.minLength(1)),
    deviceId: z.string().check(z.minLength(1), z.maxLength(100)),
    refreshToken: z.string().check(z.minLength(1)),
  }),
]);
export const initiateAuthResponseSchema = z.object({ authenticationResult: authenticationResultSchema });

/** POST /api/v2/sign_out. */
export const signOutRequestSchema = z.object({ token: z.string().check(z.minLength(1)), refreshToken: z.optional(z.string()) });

/** POST /api/v1/chronus/auth: exchanges a hand-off token (token, user_token or ios_token) for a session. */
export const handOffRequestSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** GET /api/v1/chronus/auth/url?redirectUrl=...: where the unified identity sign-in lives. */
export const authUrlResponseSchema = z.object({ authUrl: z.string() });

/** POST /api/v1/chronus/auth/token: exchanges an identity access token for the app's token. */
export const tokenExchangeRequestSchema = z.object({ access_token: z.string().check(z.minLength(1)), expired_at_sec: z.optional(z.int()) });
export const tokenExchangeResponseSchema = z.object({ accessToken: z.string(), expiresAtSec: z.number() });

/** GET /api/v1/chronus/logout/url?redirectUrl=... */
export const logoutUrlResponseSchema = z.object({ data: z.object({ logoutUrl: z.string() }) });

/** The authorise call (POST /api/v2/authorize): a native app's user token for an access token. */
export const authorizeRequestSchema = z.object({
  appId: z.string().check(z.minLength(1)),
  poolId: z.string().check(z.minLength(1)),
  deviceId: z.string().check(z.minLength(1)),
  userTokenV2: z.string().check(z.minLength(1)),
});
