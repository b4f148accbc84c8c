/**
 * Saves a homework's answers to the server as a draft (issue 19, item 8; beyond the spec): a student who
 * changes phone, or whose webview storage is cleared, goes on where they were. Debounced: one save
 * DRAFT_SAVE_DELAY_MS after the last answer, at once when the page is hidden or the player closes. The
 * server keeps a draft only when it is newer, so a repeat or a late save is harmless. A failed save is
 * logged and nothing else: the device keeps its own copy, and the next answer saves again.
 */
import { useCallback, useEffect, useRef } from 'react';
import { saveHomeworkDraft } from '@core/client';
import type { HomeworkDraft } from '@core/contract';
import type { ApiService } from '@core/services/api/api-service';
import { draftKindOf, type PlayerQuery } from './player-query';

export const DRAFT_SAVE_DELAY_MS = 1500;

/** Drafts are kept for a homework being answered or revised (its own draft, issue 32), not for a review. */
const keepsDrafts = (query: PlayerQuery) => query.kind === 'homework' && draftKindOf(query) !== undefined;

export function useDraftSync(api: ApiService, query: PlayerQuery, homeworkId: string): (draft: HomeworkDraft) => void {
  const pending = useRef<HomeworkDraft | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const enabled = keepsDrafts(query);
  const kind = draftKindOf(query);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const draft = pending.current;
    pending.current = undefined;
    if (!draft) return;
    saveHomeworkDraft(api, homeworkId, draft, kind).catch((error: unknown) => console.warn('homework draft not saved; kept on this device', error));
  }, [api, homeworkId, kind]);

  useEffect(() => {
    if (!enabled) return undefined;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [enabled, flush]);

  return useCallback(
    (draft: HomeworkDraft) => {
      if (!enabled) return;
      pending.current = draft;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [enabled, flush],
  );
}
