/**
 * Scoring a recording already stored on the server (issue 41): a recording made offline is uploaded
 * to the voice bucket when the phone is back online, then scored here from the stored file by the
 * socket's engine, with the socket's receipt (scoring/score-utterance.ts). Only students reach it
 * (STUDENT_ROUTE_PATTERNS: 403 otherwise). A scoring call writes nothing, so it needs no
 * Idempotency-Key of its own: a retry scores again (a key sent anyway replays the first answer).
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { ErrorCode, SCORING_MAX_AUDIO_BYTES, STORED_SCORING_PATH, VOICE_BUCKET, storedScoringRequestSchema, type ScoringErrorCode } from '@core/contract';
import { filesDirOf } from '../config';
import { assertOwnUpload, uploadKeyOf } from '../files/own-upload';
import type { AppEnv, ServerDeps } from '../http/context';
import { HttpError, badRequest } from '../http/http-error';
import { readBody } from '../http/validate';
import { scoreUtterance, scoringFailure } from '../scoring/score-utterance';

/** The body is a text of at most 2000 characters and an address: far below the app-wide JSON cap. */
const STORED_SCORING_MAX_BODY_BYTES = 16 * 1024;

/** The HTTP status of each refusal the socket would reply (the code stays in the log; the message says it to the student). */
const STATUS_OF: Record<ScoringErrorCode, HttpError['status']> = {
  BAD_AUDIO: 400, BAD_TEXT: 400, BAD_HEADER: 400, BAD_MESSAGE: 400, AUDIO_TOO_LARGE: 400,
  UNAUTHENTICATED: 401, FORBIDDEN: 403, BUSY: 429,
  // The engine crashed or gave nonsense (502), is not installed (503), or took too long (504): worth trying again later.
  ENGINE_FAILED: 502, ENGINE_UNAVAILABLE: 503, TIMEOUT: 504,
};
const ERROR_CODE_OF: Partial<Record<HttpError['status'], number>> = { 400: ErrorCode.VALIDATION_FAILED, 401: ErrorCode.UNAUTHENTICATED, 403: ErrorCode.FORBIDDEN, 429: ErrorCode.RATE_LIMITED };
/**
 * What a refusal says to a student, in Chinese first (spec 01 §8's 打分失败 and 获取打分结果超时 where they fit);
 * an engine's own words, often English, follow in brackets for the log.
 */
const CHINESE_OF: Record<ScoringErrorCode, string> = {
  BAD_AUDIO: '录音无法识别', BAD_TEXT: '录音文本无法评分', BAD_HEADER: '打分失败', BAD_MESSAGE: '打分失败', AUDIO_TOO_LARGE: '录音太长',
  UNAUTHENTICATED: '请重新登录', FORBIDDEN: '只有学生可以打分', BUSY: '打分服务繁忙，请稍后再试',
  ENGINE_FAILED: '打分失败', ENGINE_UNAVAILABLE: '评分引擎暂时无法使用', TIMEOUT: '获取打分结果超时',
};
const hasChinese = (text: string) => /[\u4e00-\u9fff]/.test(text);
const refused = (code: ScoringErrorCode, message: string) =>
  new HttpError(STATUS_OF[code], ERROR_CODE_OF[STATUS_OF[code]] ?? ErrorCode.INTERNAL, hasChinese(message) ? message : `${CHINESE_OF[code]} (${message})`);

export function scoringRoutes(deps: ServerDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(STORED_SCORING_PATH, async (c) => {
    const userId = c.get('userId');
    const body = await readBody(c, storedScoringRequestSchema, { maxBytes: STORED_SCORING_MAX_BODY_BYTES });
    // Only the student's own recording: a classmate's scored as theirs would earn them a receipt for it.
    await assertOwnUpload(deps.db, userId, body.audioUri, VOICE_BUCKET, 'body.audioUri');
    // The socket's places: a recording read into memory counts like one buffered by the socket.
    const place = deps.scoring.limits.acquire(userId);
    if ('refusal' in place) throw refused('BUSY', place.refusal);
    // Read per request, not when the routes are made: the engine is the deps' (tests switch it).
    const { engine } = deps.scoring;
    try {
      // Where the upload wrote it (stored-file-routes.ts); assertOwnUpload found its key.
      const path = join(filesDirOf(deps.config), 'uploads', uploadKeyOf(body.audioUri)!);
      // The voice bucket's own cap is the same; checked before reading in case it ever grows.
      if ((await stat(path)).size > SCORING_MAX_AUDIO_BYTES) throw badRequest(`body.audioUri: 录音太长 (more than ${SCORING_MAX_AUDIO_BYTES} bytes of audio)`);
      const wav = await readFile(path);
      const scored = await scoreUtterance(deps, userId, { text: body.text, scorerType: body.scorer_type, wav }, engine).catch((error: unknown) => {
        const failure = scoringFailure(deps, error, { userId, engine });
        throw refused(failure.code, failure.message);
      });
      return c.json({ type: 'success' as const, ...scored });
    } finally {
      place.release();
    }
  });

  return routes;
}
