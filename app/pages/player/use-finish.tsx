/**
 * The end of a session (spec 01 §4 "After finishing a homework", "Revision mode"; §8 '获取报告失败'):
 * the submission once, then the result page, the class report list, or the revision outcome dialogs.
 * A submission that fails stays queued on the device and the delivery loop retries it (issue 41): the
 * page says where it stands (已保存在本机 / 正在提交 / 已提交) and, once delivered, goes on to the report
 * with the saved progress cleared, as if it had gone the first time.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { hasPermissions } from '@app/account';
import { PermissionCode } from '@core/domain';
import type { AppEvents } from '@core/services/events';
import type { SessionState } from '@core/session';
import { ApiToken, EventsToken, StorageToken } from '@core/services/tokens';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { ensurePendingSync } from '../../session/pending-sync';
import { useSession } from '../../session/SessionContext';
import { Dialog } from '../../shell/Dialog';
import { Spinner } from '../../shell/Spinner';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';
import { clearSavedRecords } from './saved-progress';
import { PlayerText } from './strings';
import { SubmissionQueuedError, submitSession, type FinishOutcome } from './submit-session';
import { FINISHED_STATE_KEY, type FinishedHomework } from '../report/finished-homework';

type FinishState =
  | { step: 'submitting' }
  | { step: 'done'; outcome: FinishOutcome }
  | { step: 'pending'; delivery: 'saved' | 'sending' | 'delivered' }
  | { step: 'refused' };

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

  // Unsubscribes from the delivery loop's news when the page goes.
  const stopWaiting = useRef<() => void>(() => {});
  useEffect(() => () => stopWaiting.current(), []);

  useEffect(() => {
    if (!finished || submitted.current || query.readOnly) return;
    submitted.current = true;
    events.emit('loading', { on: true });
    const done = (outcome: FinishOutcome) => {
      clearSavedRecords(storage, query);
      if (outcome.kind === 'report' && outcome.reportFailed) toast(PlayerText.reportFailed);
      setFinish({ step: 'done', outcome });
    };
    /** Follows the queued submission until the delivery loop delivers it (or the server refuses it for good). */
    const waitForDelivery = (queued: SubmissionQueuedError) => {
      const onState = ({ status }: AppEvents['submissions:state']) =>
        setFinish((now) => (now.step === 'pending' && now.delivery !== 'delivered' ? { step: 'pending', delivery: status === 'sending' ? 'sending' : 'saved' } : now));
      const onDelivered = ({ results, dropped }: AppEvents['submissions:delivered']) => {
        if (results.has(queued.submissionId)) {
          stopWaiting.current();
          setFinish({ step: 'pending', delivery: 'delivered' });
          queued.finish(results.get(queued.submissionId)).then(done, () => setFinish({ step: 'refused' }));
        } else if (dropped.includes(queued.submissionId)) {
          stopWaiting.current();
          setFinish({ step: 'refused' });
        }
      };
      events.on('submissions:state', onState);
      events.on('submissions:delivered', onDelivered);
      stopWaiting.current = () => {
        events.off('submissions:state', onState);
        events.off('submissions:delivered', onDelivered);
      };
      setFinish({ step: 'pending', delivery: 'saved' });
      // Starts the app's delivery loop (or makes it try now): it retries until the server answers.
      ensurePendingSync(api, storage, events, user.id);
    };
    submitSession({ api, storage, query, loaded, state, userId: user.id }).then(done, (error: unknown) => {
      if (error instanceof SubmissionQueuedError) {
        console.warn('submission queued on the device; the delivery loop sends it', error.reason);
        toast(PlayerText.reportFailed);
        waitForDelivery(error);
      } else {
        console.error('submission refused', error);
        setFinish({ step: 'refused' });
      }
    }).finally(() => events.emit('loading', { on: false }));
  }, [finished, api, storage, events, query, loaded, state, toast, user.id]);

  useEffect(() => {
    if (finish.step !== 'done' || finish.outcome.kind !== 'report') return;
    const { accuracy, submitted: answer } = finish.outcome;
    const id = loaded.key;
    // The homework as it stands now, for the report page to show without loading it again (issue 33).
    const handedOver = answer && loaded.homework ? { [FINISHED_STATE_KEY]: finishedHomework(loaded.homework.groupHomework.title, answer) } : {};
    if (query.kind !== 'exercise' && hasPermissions(permissionCodes, PermissionCode.AFTERSCHOOL_REPORT_STUDENT)) {
      navigate(`/class-report-list/${encodeURIComponent(id)}?homework=${encodeURIComponent(id)}`, {
        replace: true,
        state: { type: query.kind, title: loaded.homework?.groupHomework.title, periodTitle: loaded.homework?.topic, delay: 0, from: 'pt', revisal: false, ...handedOver },
      });
    } else if (query.kind === 'exercise') {
      navigate(`/report?type=exercise&accuracy=${accuracy}`, { replace: true });
    } else {
      navigate(`/report?homework=${encodeURIComponent(id)}&type=${query.kind}&accuracy=${accuracy}`, { replace: true, state: handedOver });
    }
  }, [finish, navigate, permissionCodes, query.kind, loaded]);

  const backFromRevision = () => navigate(query.errorBookRevisal ? '/error-book' : '/homework', { replace: true });

  let view: ReactNode = <Spinner label={PlayerText.submitting} />;
  if (finish.step === 'pending') {
    view = (
      <main className="page page--center pending-delivery">
        <p className="pending-delivery__state" role="status">
          {finish.delivery === 'delivered' ? PlayerText.delivered : finish.delivery === 'sending' ? PlayerText.sendingNow : PlayerText.savedOnDevice}
        </p>
        <p className="pending-delivery__note">{PlayerText.pendingSaved}</p>
        <div className="pending-delivery__actions">
          <button type="button" className="button button--primary" disabled={finish.delivery !== 'saved'} onClick={() => ensurePendingSync(api, storage, events, user.id)}>
            {PlayerText.retryNow}
          </button>
          <button type="button" className="button button--ghost" onClick={() => navigate('/homework', { replace: true })}>
            {PlayerText.backToList}
          </button>
        </div>
      </main>
    );
  } else if (finish.step === 'refused') {
    view = <Dialog title={PlayerText.reportFailed} onConfirm={() => navigate('/homework', { replace: true })} />;
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

/** What the report pages show of the homework: its title from when it was loaded, the rest from the submission's answer. */
function finishedHomework(title: string, submitted: NonNullable<Extract<FinishOutcome, { kind: 'report' }>['submitted']>): FinishedHomework {
  const { id, status, spokenComments, errorNotebook } = submitted;
  return { id, title, status, spokenComments, ...(errorNotebook ? { errorNotebook } : {}) };
}
