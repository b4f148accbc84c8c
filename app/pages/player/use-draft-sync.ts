/**
 * Saves a homework's answers to the server as a draft (issue 19, item 8; beyond the spec): a student who
 * changes phone, or whose webview storage is cleared, goes on where they were. Debounced: one save
 * DRAFT_SAVE_DELAY_MS after the last answer, at once when the page is hidden or the player closes. The
 * server keeps a draft only when it is newer, so a repeat or a late save is harmless.
 *
 * The draft catches up whenever the phone can reach the server (issue 41): a save that fails is kept
 * and tried again with the delivery loop's back-off and at once when the connection comes back, unless
 * a newer answer replaced it; answers given offline in an earlier visit go up as the player reopens.
 */
import { useCallback, useEffect, useRef } from 'react';
import { saveHomeworkDraft } from '@app/client';
import type { HomeworkDraft } from '@core/contract';
import type { ApiService } from '@core/services/api/api-service';
import { retryDelayMs } from '@app/session/delivery-loop';
import { draftKindOf, type PlayerQuery } from './player-query';

export const DRAFT_SAVE_DELAY_MS = 1500;

/** Drafts are kept for a homework being answered or revised (its own draft, issue 32), not for a review. */
const keepsDrafts = (query: PlayerQuery) => query.kind === 'homework' && draftKindOf(query) !== undefined;

/**
 * Does the phone's copy of a homework being answered go up as the player opens (issue 41)? Not for a
 * revision: the phone's slot holds the homework's answers, not the revision's.
 */
export const catchesUpDraft = (query: PlayerQuery) => query.kind === 'homework' && draftKindOf(query) === 'homework';

export function useDraftSync(api: ApiService, query: PlayerQuery, homeworkId: string): (draft: HomeworkDraft) => void {
  const pending = useRef<HomeworkDraft | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const failures = useRef(0);
  // After the player closed, a failed save is not retried here: the phone keeps the answers, and the
  // next opening sends them up (useCatchUpDraft).
  const closed = useRef(false);
  // The retry timer calls the flush of the latest render.
  const retry = useRef<() => void>(() => {});
  const enabled = keepsDrafts(query);
  const kind = draftKindOf(query);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = undefined;
    if (!draft) return;
    saveHomeworkDraft(api, homeworkId, draft, kind, { quiet: true }).then(
      () => {
        failures.current = 0;
      },
      (error: unknown) => {
        console.warn('homework draft not saved; kept on this device and tried again', error);
        if (closed.current) return;
        // A newer answer's draft, if any came meanwhile, replaces this one and carries its answers too.
        pending.current ??= draft;
        failures.current += 1;
        clearTimeout(timer.current);
        timer.current = setTimeout(() => retry.current(), retryDelayMs(failures.current));
      },
    );
  }, [api, homeworkId, kind]);
  useEffect(() => {
    retry.current = flush;
  }, [flush]);

  useEffect(() => {
    if (!enabled) return undefined;
    closed.current = false;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', flush);
      closed.current = true;
      flush();
    };
  }, [enabled, flush]);

  return useCallback(
    (draft: HomeworkDraft) => {
      if (!enabled) return;
      pending.current = draft;
      failures.current = 0;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [enabled, flush],
  );
}
