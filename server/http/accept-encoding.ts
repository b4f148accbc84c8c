/**
 * Whether a request's Accept-Encoding takes gzip (RFC 9110 §12.5.3): listed by name or as `*`, and not
 * refused with `q=0`. Browsers and webviews all send it; the classroom poll then gets its answer
 * compressed once per task (running-tasks.ts), a quarter of the bytes on a school's shared Wi-Fi.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let named: boolean | undefined;
  let anyOther = false;
  for (const part of header.split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const wanted = quality === undefined || Number(quality.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = wanted;
    else if (coding === '*') anyOther = wanted;
  }
  return named ?? anyOther;
}
