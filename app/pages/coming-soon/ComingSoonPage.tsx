/**
 * Routes of the spec whose screens belong to later issues (the practice player, classroom tasks, the
 * word book). They say so plainly instead of showing a blank page, and offer the way back to where the
 * student came from (issue 19, item 6).
 */
import { useGoBack } from '../../hooks/use-go-back';
import { EmptyState } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';

export const ComingSoonText = { title: '即将开放', body: '这个功能正在建设中，敬请期待', back: '返回上一页' } as const;

/** The route's address is not shown: it means nothing to a student (issue 19, item 10). */
export function ComingSoonPage() {
  const goBack = useGoBack();
  return (
    <main className="page">
      <PageHeader title={ComingSoonText.title} />
      <EmptyState
        text={ComingSoonText.body}
        action={
          <button type="button" className="button button--primary" onClick={() => goBack('/')}>
            {ComingSoonText.back}
          </button>
        }
      />
    </main>
  );
}
