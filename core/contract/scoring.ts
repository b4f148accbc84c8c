/**
 * The scoring WebSocket (spec 01 §7): connect with the query parameters token, appId, deviceId and
 * sDeviceId; send the JSON header, then the audio in binary chunks of at most 3 MB, then the text EOS;
 * receive one JSON reply whose type is 'success' (with data) or anything else (an error).
 */
import { z } from '../content/zod';

export const SCORING_SOCKET_PATH = '/api/v1/chronus/student/scoring';
export const SCORING_CHUNK_BYTES = 3 * 1024 * 1024;
export const SCORING_EOS = 'EOS';
/** The most audio one utterance may send: about five minutes of 16 kHz 16-bit mono. */
export const SCORING_MAX_AUDIO_BYTES = 10 * 1024 * 1024;
/** Sessions one user may have open at once: a recording being scored and the next one starting. */
export const SCORING_MAX_SESSIONS_PER_USER = 2;

export const scoringHeaderSchema = z.object({
  text: z.string().check(z.maxLength(2000)),
  scorer_type: z.union([z.literal(1), z.literal(4)]),
  audio_format: z.object({ type: z.literal('WAV'), audio_channel: z.int().check(z.gte(1), z.lte(2)) }),
});
export type ScoringHeader = z.infer<typeof scoringHeaderSchema>;

/** Error codes of a non-success reply, for the client's logs; the message is for people. */
export const ScoringErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  /** Signed in, but not as a student. */
  FORBIDDEN: 'FORBIDDEN',
  /** Too many scoring sessions open at once (for this user, or on this server). */
  BUSY: 'BUSY',
  BAD_HEADER: 'BAD_HEADER',
  BAD_MESSAGE: 'BAD_MESSAGE',
  AUDIO_TOO_LARGE: 'AUDIO_TOO_LARGE',
  BAD_AUDIO: 'BAD_AUDIO',
  BAD_TEXT: 'BAD_TEXT',
  TIMEOUT: 'TIMEOUT',
  ENGINE_UNAVAILABLE: 'ENGINE_UNAVAILABLE',
  ENGINE_FAILED: 'ENGINE_FAILED',
} as const;
export type ScoringErrorCode = (typeof ScoringErrorCode)[keyof typeof ScoringErrorCode];

/**
 * `receipt` (ours, beside the spec's reply; issue 31): the server's signed receipt of this score for
 * this student, text and recording. A submitted speech answer carries it (`scoreReceipt`), or its
 * score is not stored. Opaque to the app.
 */
export type ScoringReply =
  | { type: 'success'; data: unknown; receipt: string }
  | { type: 'error'; code: ScoringErrorCode; message: string };

/**
 * Scoring a recording already stored on the server (ours, issue 41): a recording made offline is kept
 * on the phone, uploaded to the voice bucket when the network is back, and scored here by the same
 * engine as the socket. The answer is the socket's success reply (`data` and `receipt`); a refusal is
 * the API's usual `{ errorCode, message }` with an HTTP status (400 bad audio or not your file, 403 not
 * a student, 429 busy, 502 the engine failed, 503 no engine, 504 the engine's time-out; the server's
 * routes/scoring-routes.ts). A scoring call writes nothing: a retry simply scores again.
 */
export const STORED_SCORING_PATH = '/api/v1/chronus/student/scoring/stored';
export const storedScoringRequestSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(2000)),
  scorer_type: z.union([z.literal(1), z.literal(4)]),
  /** The address the upload answered (/files/uploads/<key>): a file of this student's in the voice bucket. */
  audioUri: z.string().check(z.maxLength(300)),
});
export const storedScoringReplySchema = z.object({ type: z.literal('success'), data: z.unknown(), receipt: z.string() });
