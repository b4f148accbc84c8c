import { ParseError } from '@core/content';

/** Runs `parse` and returns the ParseError it throws; any other outcome fails the test. */
export function catchParseError(parse: () => unknown): ParseError {
  try {
    parse();
  } catch (error) {
    if (error instanceof ParseError) return error;
    throw error;
  }
  throw new Error('expected a ParseError, but parsing succeeded');
}
