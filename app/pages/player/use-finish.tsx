/**
 * The end of a session (spec 01 §4 "After finishing a homework", "Revision mode"; §8 '获取报告失败'):
 * the submission once, then the result page, the class report list, or the revision outcome dialogs.
 * A submission that fails stays queued on the device and is retried (answers are never lost).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasPermissions } from '@core/account';
import { PermissionCode } from '@core/domain';
import type { SessionState } from '@core/session';
import { ApiToken, EventsToken, StorageToken } from '@core/services/tokens';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { useSession } from '../../session/SessionContext';
import { Dialog } from '../../shell/Dialog';
import { Spinner } from '../../shell/Spinner';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';
import { clearSavedRecords } from './saved-progress';
import { PlayerText } from './strings';
import { submitSession, type FinishOutcome } from './submit-session';

type FinishState = { step: 'submitting' } | { step: 'done'; outcome: FinishOutcome } | { step: 'pending' };

export function useFinish({ state, query, loaded }: { state: SessionState; query: PlayerQuery; loaded: LoadedSession }): { view: ReactNode } {
  const api = useService(ApiToken);
  const storage = useService(StorageToken);
  const events = useService(EventsToken);
  const { permissionCodes, user } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [finish, setFinish] = useState<FinishState>({ step: 'submitting' });
  const submitted = useRef(false);
  const finished = state.phase === 'finished';

  useEffect(() => {
    if (!finished || submitted.current || query.readOnly) return;
    submitted.current = true;
    events.emit('loading', { on: true });
    submitSession({ api, storage, query, loaded, state, userId: user.id }).then(
      (outcome) => {
        clearSavedRecords(storage, query);
        if (outcome.kind === 'report' && outcome.reportFailed) toast(PlayerText.reportFailed);
        setFinish({ step: 'done', outcome });
      },
      (error: unknown) => {
        console.error('submission failed; kept on the device', error);
        toast(PlayerText.reportFailed);
        setFinish({ step: 'pending' });
      },
    ).finally(() => events.emit('loading', { on: false }));
  }, [finished, api, storage, events, query, loaded, state, toast, user.id]);

  useEffect(() => {
    if (finish.step !== 'done' || finish.outcome.kind !== 'report') return;
    const { accuracy } = finish.outcome;
    const id = loaded.key;
    if (query.kind !== 'exercise' && hasPermissions(permissionCodes, PermissionCode.AFTERSCHOOL_REPORT_STUDENT)) {
      navigate(`/class-report-list/${encodeURIComponent(id)}?homework=${encodeURIComponent(id)}`, {
        replace: true,
        state: { type: query.kind, title: loaded.homework?.groupHomework.title, periodTitle: loaded.homework?.topic, delay: 0, from: 'pt', revisal: false },
      });
    } else if (query.kind === 'exercise') {
      navigate(`/report?type=exercise&accuracy=${accuracy}`, { replace: true });
    } else {
      navigate(`/report?homework=${encodeURIComponent(id)}&type=${query.kind}&accuracy=${accuracy}`, { replace: true });
    }
  }, [finish, navigate, permissionCodes, query.kind, loaded]);

  const backFromRevision = () => navigate(query.errorBookRevisal ? '/error-book' : '/homework', { replace: true });

  let view: ReactNode = <Spinner label={PlayerText.submitting} />;
  if (finish.step === 'pending') {
    view = (
      <Dialog title={PlayerText.reportFailed} onConfirm={() => navigate('/homework', { replace: true })}>
        {PlayerText.pendingSaved}
      </Dialog>
    );
  } else if (finish.step === 'done' && finish.outcome.kind === 'revision') {
    const { notRevised } = finish.outcome;
    view =
      notRevised > 0 ? (
        <Dialog
          title={PlayerText.notRevised(notRevised)}
          cancelText={PlayerText.reviseLater}
          confirmText={PlayerText.continueRevising}
          onCancel={backFromRevision}
          onConfirm={() => window.location.reload()}
        />
      ) : (
        <Dialog title={PlayerText.allRevised} onConfirm={backFromRevision} />
      );
  }
  return { view };
}
