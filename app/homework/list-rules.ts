/** Rules of the homework list and its items (spec 01 §2 "Homework list", "Homework child screen", §4). */
import { HOMEWORK_PAGE_SIZE } from '@core/contract/constants';
import { effectiveHomeworkStatus, HomeworkStatus, SmartHomeworkMode } from '@core/domain';

export type HomeworkTab = 'ordinary' | 'smart';

/** Mode labels of adaptive homework. */
export const SMART_MODE_LABELS: Record<number, string> = {
  [SmartHomeworkMode.WEAK_POINT]: '阶段薄弱点训练',
  [SmartHomeworkMode.MEMORY]: '记忆巩固',
  [SmartHomeworkMode.CUSTOM]: '定制推荐',
};
export const smartModeLabel = (mode: number): string => SMART_MODE_LABELS[mode] ?? '智能作业';

/**
 * The tab to open first: the one holding the most recent item. The newest ordinary homework's
 * updated (or created) time against the newest smart homework's assign time; ordinary wins ties.
 */
export function initialHomeworkTab(
  newestOrdinary: { updatedAtSec?: number; createdAtSec: number } | undefined,
  newestSmart: { assignAtSec: number } | undefined,
): HomeworkTab {
  if (!newestSmart) return 'ordinary';
  if (!newestOrdinary) return 'smart';
  const ordinaryTime = newestOrdinary.updatedAtSec || newestOrdinary.createdAtSec;
  return newestSmart.assignAtSec > ordinaryTime ? 'smart' : 'ordinary';
}

/** A page is full when it holds as many items as the page size; only then is there another page. */
export const hasMorePages = (received: number, pageSize: number = HOMEWORK_PAGE_SIZE): boolean => received === pageSize;

/** Finished only with spoken comments (spec 01 §3). */
export function isHomeworkFinished(homework: { status: number; spokenComments?: { spokenComment: string }[] }): boolean {
  return effectiveHomeworkStatus({ status: homework.status as HomeworkStatus, spokenComments: homework.spokenComments }) === HomeworkStatus.FINISHED;
}

/** Where an ordinary homework opens. */
export const homeworkChildPath = (homeworkId: string): string => `/homework-child?homework=${encodeURIComponent(homeworkId)}&type=homework`;

/** Where a smart homework opens: the player while unfinished, the class report list once finished. */
export function smartHomeworkPath(item: { id: string; finished: boolean }): string {
  return item.finished ? '/class-report-list' : `/pt?homework=${encodeURIComponent(item.id)}&type=smartHomework`;
}

export const revisePath = (homeworkId: string): string => `/pt?homework=${encodeURIComponent(homeworkId)}&type=homework&revisal=true`;
export const homeworkReportPath = (homeworkId: string): string => `/class-report-list/${encodeURIComponent(homeworkId)}?homework=${encodeURIComponent(homeworkId)}`;

/** The unit label, like M1U2, taken from the end of the category (spec 01 §9); undefined when absent. */
export function unitLabel(category: string | undefined): string | undefined {
  return /M\d+U\d+$/i.exec(category?.trim() ?? '')?.[0].toUpperCase();
}
