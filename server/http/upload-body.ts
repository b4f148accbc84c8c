/**
 * The upload's multipart body, read in two steps so that nothing large is read for a caller without a
 * credential (issue 31, item 13): first only the form's leading `token` field (a few KB at most), so
 * the route can check the token, the size header and the quota; then, for a caller who passed, the
 * whole form under a byte cap. The app sends the token before the file (app/client/voice-upload.ts);
 * a form that does not is refused.
 */
import { ErrorCode } from '@core/contract';
import { HttpError, badRequest } from './http-error';

/** Room for the form's boundaries, part headers and the token around the file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** How far into the body the token field must have ended. */
const TOKEN_FIELD_WITHIN_BYTES = 8 * 1024;

export interface UploadBody {
  token: string;
  /** The whole form (the token's bytes included); 413 once more than `maxBytes` arrive. */
  readForm(maxBytes: number): Promise<FormData>;
}

const FORM_MESSAGE = 'body: expected multipart/form-data with the fields token and file';
export const tooLarge = (maxBytes: number) => new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, `file larger than ${maxBytes} bytes`);

function boundaryOf(contentType: string | null): string | undefined {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/** The leading token field of `buffered`, 'incomplete' while it has not ended yet, or undefined when the form starts otherwise. */
function leadingToken(buffered: Buffer, boundary: string): string | 'incomplete' | undefined {
  const opening = Buffer.from(`--${boundary}\r\n`);
  if (buffered.length < opening.length) return opening.subarray(0, buffered.length).equals(buffered) ? 'incomplete' : undefined;
  if (!buffered.subarray(0, opening.length).equals(opening)) return undefined;
  const headEnd = buffered.indexOf('\r\n\r\n', opening.length);
  if (headEnd === -1) return 'incomplete';
  const head = buffered.subarray(opening.length, headEnd).toString('latin1');
  if (!/^content-disposition:\s*form-data;\s*name="token"\s*$/im.test(head) || /filename/i.test(head)) return undefined;
  const valueEnd = buffered.indexOf(`\r\n--${boundary}`, headEnd + 4);
  return valueEnd === -1 ? 'incomplete' : buffered.subarray(headEnd + 4, valueEnd).toString('utf8');
}

/** Reads the body up to the end of its leading token field, and no further. */
export async function readUploadBody(request: Request): Promise<UploadBody> {
  const contentType = request.headers.get('content-type');
  const boundary = boundaryOf(contentType);
  if (!boundary || !request.body) throw badRequest(FORM_MESSAGE);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let token: string | 'incomplete' | undefined = 'incomplete';
  let read = 0;
  while (token === 'incomplete') {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    read += value.length;
    token = leadingToken(Buffer.concat(chunks), boundary);
    if (token === 'incomplete' && read > TOKEN_FIELD_WITHIN_BYTES) token = undefined;
  }
  if (token === undefined || token === 'incomplete') {
    await reader.cancel().catch(() => undefined);
    throw badRequest('body.token: is required, as the form\'s first field (before the file)');
  }

  return {
    token,
    readForm: (maxBytes) => formWithin({ reader, contentType: contentType!, alreadyRead: chunks }, maxBytes, () => tooLarge(maxBytes), FORM_MESSAGE),
  };
}

/**
 * A multipart form read whole under a byte cap (a teacher's media, issue 36: the caller is signed in
 * already, so no token field comes first): 413 by its Content-Length, then as it streams in, with
 * `tooLargeError`; 400 when it is no form.
 */
export async function readCappedForm(request: Request, maxBytes: number, tooLargeError: () => HttpError, formMessage: string): Promise<FormData> {
  const contentType = request.headers.get('content-type');
  if (!boundaryOf(contentType) || !request.body) throw badRequest(formMessage);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLargeError();
  return formWithin({ reader: request.body.getReader(), contentType: contentType!, alreadyRead: [] }, maxBytes, tooLargeError, formMessage);
}

/**
 * The rest of a multipart body (after the chunks already read) parsed as a form, the stream stopped and
 * `tooLargeError` thrown once it passes `maxBytes`; `badRequest(formMessage)` when it is no form.
 */
async function formWithin(body: { reader: ReadableStreamDefaultReader<Uint8Array>; contentType: string; alreadyRead: readonly Uint8Array[] }, maxBytes: number, tooLargeError: () => HttpError, formMessage: string): Promise<FormData> {
  const { reader } = body;
  let total = 0;
  let overLimit = false;
  const capped = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of body.alreadyRead) controller.enqueue(chunk);
      total = body.alreadyRead.reduce((sum, chunk) => sum + chunk.length, 0);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.length;
      if (total > maxBytes) {
        overLimit = true;
        await reader.cancel().catch(() => undefined);
        return controller.error(tooLargeError());
      }
      controller.enqueue(value);
    },
  });
  try {
    return await new Response(capped, { headers: { 'content-type': body.contentType } }).formData();
  } catch {
    throw overLimit ? tooLargeError() : badRequest(formMessage);
  }
}
