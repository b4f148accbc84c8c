/**
 * /pt, the practice player (spec 01 §2): reads the query, loads the session's questions, and runs
 * them. Without a type it goes to /homework; a unit without questions says '抱歉,该单元暂时无题目'
 * and returns; a load failure shows the generic error screen.
 */
import { useCallback, useMemo, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { activityRegistry } from '@plugins/activities';
import { ApiToken, EventsToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Spinner } from '../../shell/Spinner';
import { episodeDataFrom, errorAnswerIds, loadSession } from './load-session';
import { readPlayerQuery, type PlayerQuery } from './player-query';
import { PlayerSession } from './PlayerSession';
import { PlayerText } from './strings';
import './player.css';

export function PlayerPage() {
  const [search] = useSearchParams();
  const { state: routeState } = useLocation();
  const searchKey = search.toString();
  // Route state is read once, when the player opens: a later re-render must not reload the session.
  const [fromState] = useState(() => ({ errorAnswerIds: errorAnswerIds(routeState), episodeData: episodeDataFrom(routeState) }));
  const query = useMemo(() => {
    const read = readPlayerQuery(new URLSearchParams(searchKey));
    return read && { ...read, ...fromState };
  }, [searchKey, fromState]);
  if (!query) return <Navigate to="/homework" replace />;
  return <PlayerLoader key={searchKey} query={query} />;
}

function PlayerLoader({ query }: { query: PlayerQuery }) {
  const api = useService(ApiToken);
  const navigate = useNavigate();
  const events = useService(EventsToken);
  const loaded = useAsync(
    useCallback(() => {
      events.emit('loading', { on: true });
      return loadSession(api, activityRegistry, query).finally(() => events.emit('loading', { on: false }));
    }, [api, events, query]),
  );
  if (loaded.status === 'loading') {
    return (
      <main className="page page--center">
        <Spinner label={PlayerText.loading} />
      </main>
    );
  }
  if (loaded.status === 'failed') return <ErrorScreen error={loaded.error} />;
  if (loaded.data.episodes.every((episode) => episode.activities.length === 0)) {
    return <Dialog title={PlayerText.noQuestions} onConfirm={() => navigate('/homework', { replace: true })} />;
  }
  return <PlayerSession query={query} loaded={loaded.data} />;
}
