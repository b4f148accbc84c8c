/** Pieces the result lists share: the class row and the "load more" footer. */
import { ClassLabel } from '../../shell/ClassPicker';
import { ResultsText } from './strings';
import './list-parts.css';

/** The class the list belongs to; a picker with more than one class. */
export function ClassRow() {
  return (
    <div className="class-row">
      <ClassLabel className="class-row__label" />
    </div>
  );
}

/** '加载更多' while older pages exist, '没有更多了' at the end (shown only under a non-empty list). */
export function LoadMore({ hasMore, status, onLoadMore }: { hasMore: boolean; status: 'idle' | 'loading' | 'failed'; onLoadMore: () => void }) {
  if (!hasMore) return <p className="load-more__end">{ResultsText.noMore}</p>;
  const label = status === 'loading' ? ResultsText.loadingMore : status === 'failed' ? ResultsText.loadMoreFailed : ResultsText.loadMore;
  return (
    <button type="button" className="button button--ghost button--block load-more" onClick={onLoadMore} disabled={status === 'loading'} aria-busy={status === 'loading'}>
      {label}
    </button>
  );
}
