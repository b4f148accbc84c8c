/** Server error codes the client reacts to (spec 02 §8; the group codes are collaborative learning's, in its groups-contract.ts). */

/** Word lookup answers 404 with this code when the word does not exist. */
export const WORD_NOT_FOUND_ERROR_CODE = 5;

