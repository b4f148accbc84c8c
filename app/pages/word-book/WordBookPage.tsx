/**
 * /word-book (单词本; spec 02 §2, §4; issue 16): the collected and looked-up words, newest first grouped
 * by 今天 / 昨天 / day, or alphabetically with an index bar (A-Z, '#' last) that jumps as a finger slides
 * over it. The query holds the tab and sortType and is replaced in place. A word opens its page with the
 * list and the tab in route state. Groups far off screen are not laid out (content-visibility), so a
 * list of a thousand words scrolls smoothly on a cheap phone.
 */
import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { WordSortType } from '@core/contract';
import { fetchWordList, type WordListItem, type WordTab } from '@app/client/word-calls';
import { groupByDay, groupByLetter } from '@app/words/word-list';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { WordBookText } from './strings';
import './word-book.css';

export function WordBookPage() {
  const [search, setSearch] = useSearchParams();
  const tab: WordTab = search.get('tab') === 'history' ? 'history' : 'collection';
  const sortType = search.get('sortType') === String(WordSortType.ALPHABETICAL) ? WordSortType.ALPHABETICAL : WordSortType.CREATED_DESC;
  const api = useService(ApiToken);
  const list = useAsync(useCallback(() => fetchWordList(api, tab, sortType), [api, tab, sortType]));
  const [sorting, setSorting] = useState(false);
  const navigate = useNavigate();
  const choose = (next: { tab?: WordTab; sortType?: number }) => setSearch({ tab: next.tab ?? tab, sortType: String(next.sortType ?? sortType) }, { replace: true });
  const open = (word: string, words: readonly WordListItem[]) => navigate(`/word-book/${encodeURIComponent(word)}`, { state: { words: words.map((w) => w.word), tab } });

  return (
    <main className="page word-book">
      <PageHeader title={WordBookText.title} action={<button type="button" className="word-book__sort" onClick={() => setSorting(true)}>{WordBookText.sort}</button>} />
      <div className="word-book__tabs" role="tablist">
        {(['collection', 'history'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={`word-book__tab${tab === name ? ' word-book__tab--on' : ''}`} onClick={() => choose({ tab: name })}>
            {name === 'collection' ? WordBookText.collection : WordBookText.history}
          </button>
        ))}
      </div>
      {list.status === 'loading' && <Spinner />}
      {list.status === 'failed' && <NetworkTrouble onRefresh={list.reload} />}
      {list.status === 'ready' && list.data.length === 0 && <EmptyState text={tab === 'collection' ? WordBookText.emptyCollection : WordBookText.emptyHistory} />}
      {list.status === 'ready' && list.data.length > 0 && <WordList words={list.data} alphabetical={sortType === WordSortType.ALPHABETICAL} onOpen={(word) => open(word, list.data)} />}
      {sorting && (
        <div className="word-book__sheet-backdrop" onClick={() => setSorting(false)}>
          <div className="word-book__sheet" role="dialog" aria-label={WordBookText.sort} onClick={(event) => event.stopPropagation()}>
            <button type="button" onClick={() => (setSorting(false), choose({ sortType: WordSortType.CREATED_DESC }))}>{WordBookText.byDate}</button>
            <button type="button" onClick={() => (setSorting(false), choose({ sortType: WordSortType.ALPHABETICAL }))}>{WordBookText.byAlphabet}</button>
            <button type="button" className="word-book__sheet-cancel" onClick={() => setSorting(false)}>{WordBookText.cancel}</button>
          </div>
        </div>
      )}
    </main>
  );
}

function WordList({ words, alphabetical, onOpen }: { words: WordListItem[]; alphabetical: boolean; onOpen(word: string): void }) {
  const groups = alphabetical ? groupByLetter(words) : groupByDay(words);
  const sections = useRef(new Map<string, HTMLElement>());
  const jumpTo = (letter: string) => sections.current.get(letter)?.scrollIntoView({ block: 'start' });
  // A finger sliding over the index bar jumps to the letter under it.
  const onSlide = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.buttons === 0) return;
    const letter = (document.elementFromPoint?.(event.clientX, event.clientY) as HTMLElement | null)?.dataset.letter;
    if (letter) jumpTo(letter);
  };
  return (
    <div className="word-book__body">
      {groups.map((group) => (
        <section
          key={group.key}
          className="word-book__group"
          aria-label={group.label}
          ref={(element) => {
            if (element) sections.current.set(group.key, element);
            else sections.current.delete(group.key);
          }}
        >
          <h2 className="word-book__group-label">{group.label}</h2>
          <ul className="word-book__words">
            {group.words.map((item) => (
              <li key={item.word}>
                <button type="button" className="word-book__word" lang="en" onClick={() => onOpen(item.word)}>
                  {item.word}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="word-book__end">{WordBookText.end}</p>
      {alphabetical && (
        <nav className="word-book__index" aria-label={WordBookText.index} onPointerDown={onSlide} onPointerMove={onSlide}>
          {groups.map((group) => (
            <button key={group.key} type="button" data-letter={group.key} onClick={() => jumpTo(group.key)}>
              {group.label}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
