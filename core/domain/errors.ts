/** Server error codes the client reacts to (spec 02 §8) and the JSON error body of the API. */

export const GroupErrorCode = {
  GROUP_NOT_FOUND: 90000021,
  GROUP_FULL: 90000022,
  GROUP_CANNOT_JOIN: 90000023,
} as const;
export type GroupErrorCode = (typeof GroupErrorCode)[keyof typeof GroupErrorCode];

/** Word lookup answers 404 with this code when the word does not exist. */
export const WORD_NOT_FOUND_ERROR_CODE = 5;

