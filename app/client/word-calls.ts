/** The word book and lookup calls (spec 02 §7; issue 16). */
import { WORD_SOURCE, WordSortType, wordExistResponseSchema, wordListResponseSchema, type WordListItem, type WordLookup, type WordPage, type WordTab } from '@core/contract';
import { ApiError, type ApiService } from '@core/services/api/api-service';

export type { WordListItem, WordLookup, WordPage, WordTab };

/** The whole list of one tab (page 1, pageSize -1: spec 02 §4). */
export async function fetchWordList(api: ApiService, tab: WordTab, sortType: number = WordSortType.CREATED_DESC): Promise<WordListItem[]> {
  const path = tab === 'collection' ? '/api/v1/caen/wordbook/items' : '/api/v1/caen/words/queried_histories';
  return wordListResponseSchema.parse(await api.main.get<unknown>(path, { params: { page: 1, pageSize: -1, sortType } })).data.words;
}

export async function collectWord(api: ApiService, word: string): Promise<void> {
  await api.main.post<unknown>('/api/v1/caen/wordbook/item', { word, source: WORD_SOURCE });
}

export async function removeWord(api: ApiService, word: string): Promise<void> {
  await api.main.delete<unknown>('/api/v1/caen/wordbook/item', { params: { word } });
}

export async function isCollected(api: ApiService, word: string): Promise<boolean> {
  return wordExistResponseSchema.parse(await api.main.get<unknown>('/api/v1/caen/wordbook/exist', { params: { words: word } })).words[0]?.exist ?? false;
}



export async function lookUpWord(api: ApiService, word: string, options: { briefOnly?: boolean; needRecord?: boolean } = {}): Promise<WordPage> {
  try {
    const answer = await api.main.get<{ data: WordLookup }>('/api/v1/ncc/vocabulary/cambridge/lookup', {
      params: { word, source: WORD_SOURCE, needRecord: options.needRecord ?? false, ...(options.briefOnly ? { briefOnly: true } : {}) },
    });
    return answer.data.wordBrief ? { status: 'success', lookup: answer.data } : { status: 'notIncluded' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404 && error.errorCode === 5) return { status: 'notFound' };
    if (error instanceof ApiError && error.status !== undefined) return { status: 'notIncluded' };
    return { status: 'other' };
  }
}
