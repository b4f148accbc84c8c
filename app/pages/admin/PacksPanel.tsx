/**
 * 内容包 (issue 35): what a pack is, its upload, and the packs imported so far. An import that took
 * (new or unchanged) loads the list again, so its versions and counts are the server's.
 */
import { useCallback } from 'react';
import { fetchPacks } from '@app/client/admin-calls';
import { ApiToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { PackList } from './PackList';
import { PackUpload } from './PackUpload';
import { PackText } from './strings';

export function PacksPanel() {
  const api = useService(ApiToken);
  const packs = useAsync(useCallback(() => fetchPacks(api), [api]));
  return (
    <div className="admin-packs">
      <p>{PackText.intro}</p>
      <PackUpload onImported={packs.reload} />
      <PackList packs={packs} />
    </div>
  );
}
