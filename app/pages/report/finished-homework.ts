/**
 * The homework as a finish leaves it (issue 33): the player loaded it to play it, and its submission
 * answered the new report, comments and error notebook. The finish hands this to the page it opens in
 * route state, so the result page and the class report show it without loading the whole homework a
 * second time. Opened any other way (a list, an address typed), they load the homework as before.
 */
import { errorNotebookSchema, spokenCommentSchema } from '@core/contract';
import { z } from '@core/content';

const finishedHomeworkSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.number(),
  spokenComments: z.array(spokenCommentSchema),
  /** Absent when the server's submission answer did not carry it: the class report then loads the homework. */
  errorNotebook: z.optional(errorNotebookSchema),
});
export type FinishedHomework = z.infer<typeof finishedHomeworkSchema>;

/** The route state's key the finish puts it under. */
export const FINISHED_STATE_KEY = 'finished';

/**
 * The finished homework `id` the route state carries, or undefined. Route state outlives the page (a
 * reload keeps it; another app version may have written it), so it is checked, not trusted.
 */
export function finishedHomeworkIn(routeState: unknown, id: string): FinishedHomework | undefined {
  if (typeof routeState !== 'object' || routeState === null) return undefined;
  const parsed = finishedHomeworkSchema.safeParse((routeState as Record<string, unknown>)[FINISHED_STATE_KEY]);
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}
