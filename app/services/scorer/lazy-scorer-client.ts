/**
 * A ScorerClient that loads its implementation on first use. The container is on every page's first
 * load; the socket client and the score schemas it checks replies with (zod) are needed only on /pt.
 */
import type { ReceiptedScore, ScoreRequest, ScoreResult, ScorerClient } from '@core/services/scorer';
import type { ScorerType } from '@core/domain';

export function lazyScorerClient(load: () => Promise<ScorerClient>): ScorerClient {
  let loading: Promise<ScorerClient> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    async score<T extends ScorerType>(request: ScoreRequest<T>): Promise<ScoreResult<T>> {
      return (await loaded()).score(request);
    },
    async scoreWithReceipt<T extends ScorerType>(request: ScoreRequest<T>): Promise<ReceiptedScore<T>> {
      return (await loaded()).scoreWithReceipt(request);
    },
  };
}
