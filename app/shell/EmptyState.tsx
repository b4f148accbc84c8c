/** An empty or error block: a picture, a text (default '暂无任务') and an optional action. */
import type { ReactNode } from 'react';
import { ShellText } from './strings';

export function EmptyState({ text = ShellText.empty, detail, action }: { text?: string; detail?: string; action?: ReactNode }) {
  return (
    <section className="empty-state" aria-label={text}>
      <svg className="empty-state__picture" viewBox="0 0 120 90" aria-hidden="true">
        <rect x="18" y="20" width="84" height="58" rx="8" fill="#e8f6ee" />
        <rect x="30" y="34" width="46" height="6" rx="3" fill="#9fd9b5" />
        <rect x="30" y="48" width="60" height="6" rx="3" fill="#c6ead4" />
        <circle cx="92" cy="22" r="12" fill="#ffd66e" />
      </svg>
      <p className="empty-state__text">{text}</p>
      {detail && <p className="empty-state__detail">{detail}</p>}
      {action}
    </section>
  );
}

/** The network-failure block: '网络开小差了，请刷新重试' with a refresh button. */
export function NetworkTrouble({ onRefresh }: { onRefresh: () => void }) {
  return (
    <EmptyState
      text={ShellText.networkTrouble}
      action={
        <button type="button" className="button button--primary" onClick={onRefresh}>
          {ShellText.refresh}
        </button>
      }
    />
  );
}
