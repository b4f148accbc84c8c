/**
 * The word calls and the report upload as a task screen gets them (TaskViewProps.words, uploadReport):
 * the reading task's lookup popup and its data report image. Lookups from a reading count as looked up
 * (they join 我查过的 in the word book).
 */
import { useMemo } from 'react';
import { REPORT_IMAGE_BUCKET } from '@core/contract';
import { uploadStoredFile } from '@app/client/voice-upload';
import { collectWord, fetchWordList, isCollected, lookUpWord, removeWord, type WordTab } from '@app/client/word-calls';
import type { TaskWords } from '@core/registry/task-plugin';
import { ApiToken, ConfigToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export function useTaskWords(): TaskWords {
  const api = useService(ApiToken);
  return useMemo(
    () => ({
      lookUp: (word: string) => lookUpWord(api, word, { briefOnly: true, needRecord: true }),
      list: (tab: WordTab) => fetchWordList(api, tab),
      isCollected: (word: string) => isCollected(api, word),
      collect: (word: string) => collectWord(api, word),
      remove: (word: string) => removeWord(api, word),
    }),
    [api],
  );
}

export function useReportUpload(): (image: Blob) => Promise<string> {
  const api = useService(ApiToken);
  const config = useService(ConfigToken);
  return useMemo(() => (image: Blob) => uploadStoredFile(api, image, { bucket: REPORT_IMAGE_BUCKET, fileName: 'report.webp', uploadBase: config.uploadBase }), [api, config]);
}
