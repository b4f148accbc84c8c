/**
 * External lessons run in the separate lesson app. The page opens the app's address; if the page is
 * still showing after 3 s, the app is not installed (spec 01 §2).
 */
export const EXTERNAL_APP_TIMEOUT_MS = 3000;

/** The lesson app's address; the scheme is ours (README, "Native bridge"), the spec does not show it. */
export function externalLessonUrl(lesson: { lessonId?: string; sessionId?: string }): string {
  const query = new URLSearchParams();
  if (lesson.lessonId) query.set('lessonId', lesson.lessonId);
  if (lesson.sessionId) query.set('sessionId', lesson.sessionId);
  return `englishhelper://alix/lesson?${query.toString()}`;
}
