/**
 * Errors raised while turning served content into a normalised model. A ParseError always names the
 * JSON path of the bad field (`$.content.comprehension.spelling.stems[2].checked`) so a content
 * engineer can find it without a debugger.
 */
export class ParseError extends Error {
  override readonly name = 'ParseError';
  constructor(
    /** JSON path of the offending field, `$` being the served activity (or case file) itself. */
    readonly path: string,
    /** What is wrong there, without the path. */
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** Formats a list of keys and indices as a JSON path: ['a', 0, 'b c'] -> $.a[0]["b c"]. */
export function jsonPath(segments: readonly PropertyKey[], root = '$'): string {
  return segments.reduce<string>((path, segment) => {
    if (typeof segment === 'number') return `${path}[${segment}]`;
    const key = String(segment);
    return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
  }, root);
}
