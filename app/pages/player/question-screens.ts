/**
 * Every activity type's question screen, as loaders (vite's glob import: nothing is downloaded until
 * asked). The build puts them all in one file with their styles (scripts/lib/start-chunks.ts), so the
 * app asks for that file as it opens the player, beside the player's own files, rather than after the
 * homework has come and been parsed: one request in the first round instead of a dozen in a later one
 * (issue 18). A new plugin folder's screen is included without a change here.
 */
const screens = import.meta.glob('../../../plugins/activities/*/View.tsx');

/** Settles when the screens are here; a failed download is left to the player, which shows its error. */
export function preloadQuestionScreens(): Promise<void> {
  return Promise.all(Object.values(screens).map((load) => load().catch(() => undefined))).then(() => undefined);
}
