/**
 * The word calls and the report upload as a task screen gets them (the task services taskWordsRef and
 * reportUploadRef): the reading task's lookup popup and its data report image. Lookups from a reading
 * count as looked up (they join 我查过的 in the word book). App provides these around every route, so
 * the calls (and the contract's schemas they check with) load on first use, not with the first page.
 */
import { useMemo } from 'react';
import { REPORT_IMAGE_BUCKET } from '@core/contract/constants';
import type { WordTab } from '@core/contract/words';
import type { TaskWords } from '@core/registry/task-plugin';
import { ApiToken, ConfigToken } from '@core/services/tokens';
import { useService } from '../services/ServicesContext';

export function useTaskWords(): TaskWords {
  const api = useService(ApiToken);
  return useMemo(
    () => ({
      lookUp: async (word: string) => (await wordCalls()).lookUpWord(api, word, { briefOnly: true, needRecord: true }),
      list: async (tab: WordTab) => (await wordCalls()).fetchWordList(api, tab),
      isCollected: async (word: string) => (await wordCalls()).isCollected(api, word),
      collect: async (word: string) => (await wordCalls()).collectWord(api, word),
      remove: async (word: string) => (await wordCalls()).removeWord(api, word),
    }),
    [api],
  );
}

export function useReportUpload(): (image: Blob) => Promise<string> {
  const api = useService(ApiToken);
  const config = useService(ConfigToken);
  return useMemo(
    () => async (image: Blob) => (await import('../client/voice-upload')).uploadStoredFile(api, image, { bucket: REPORT_IMAGE_BUCKET, fileName: 'report.webp', uploadBase: config.uploadBase }),
    [api, config],
  );
}

const wordCalls = () => import('../client/word-calls');
