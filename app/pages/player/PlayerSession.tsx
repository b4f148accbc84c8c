/**
 * One practice session on screen: the engine's state (core/session) through useImmerReducer, the
 * board with the activity's renderer, and the effects around it (status timer, learning timer, saved
 * progress, exercise polling, leave confirmation, finishing).
 */
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { useImmerReducer } from 'use-immer';
import { activityRegistry } from '@plugins/activities';
import { AnswerStatus, RecordStatus } from '@core/domain';
import type { ActivityViewProps, AnyActivityModel, GradeResult } from '@core/registry';
import { hasExplanation, initialSessionState, sessionReducer, sessionRecipe } from '@core/session';
import { currentActivity, currentAnswer, nextButtonLabel, progress, questionsLeft, showsNextButton } from './session-view';
import { ApiToken, AudioToken, ConfigToken, StorageToken } from '@core/services/tokens';
import { uploadVoice } from '@app/client/voice-upload';
import { unitLabel } from '../../homework/list-rules';
import { answerAudioUrl } from '@app/client/player-calls';
import { useGoBack } from '../../hooks/use-go-back';
import { useService } from '../../services/ServicesContext';
import { Dialog } from '../../shell/Dialog';
import { Spinner } from '../../shell/Spinner';
import { FollowUpRecommendation, ReadOnlyFooter, VideoScreen } from './PlayerScreens';
import { BoardStem, ExplanationSheet, PopoverMenu, ProgressBar, StatusBadge } from './PlayerParts';
import { playReviewAudio } from './review-audio';
import { skinClass } from './skins';
import { speechTaskFor } from './speech-task';
import { PlayerText } from './strings';
import { useFinish } from './use-finish';
import { usePlayerEffects } from './use-player-effects';
import { useSpeech } from './use-speech';
import { useKeptRecordings } from './use-kept-recordings';
import { pendingRecordingOf } from '@app/session/pending-score';
import type { LoadedSession } from './load-session';
import type { PlayerQuery } from './player-query';
import { initialAnswers, readSavedRecords } from './saved-progress';

type AnyView = ComponentType<ActivityViewProps<unknown, unknown>>;

const gradeActivity = (model: AnyActivityModel, response: unknown, durationSec: number): GradeResult =>
  activityRegistry.grade(model, response as never, { durationSec });

const statusSound = (result: GradeResult) => {
  if (result.grade === 'perfect') return 'threeStars' as const;
  if (result.grade === 'good') return 'twoStars' as const;
  if (result.grade === 'bad') return 'oneStar' as const;
  return result.correct ? ('right' as const) : ('wrong' as const);
};

/** The 3 s completion throttle (spec 01 §9): a second finish press within it is dropped. */
const COMPLETION_THROTTLE_MS = 3000;

export function PlayerSession({ query, loaded }: { query: PlayerQuery; loaded: LoadedSession }) {
  const api = useService(ApiToken);
  const config = useService(ConfigToken);
  const audio = useService(AudioToken);
  const storage = useService(StorageToken);
  const navigate = useNavigate();
  const goBack = useGoBack();
  // Loaded and moved to the first open question before the first render: the question is the first
  // thing drawn, not a spinner and a second render (issue 18).
  const [state, dispatch] = useImmerReducer(sessionRecipe, undefined, () => {
    const options = { kind: query.kind, key: loaded.key, revisal: query.revisal || query.errorBookRevisal, readOnly: query.readOnly };
    const loadedState = sessionReducer(initialSessionState(options), {
      type: 'load',
      episodes: loaded.episodes,
      followUpsPending: loaded.loadFollowUps !== undefined,
      options,
      savedAnswers: initialAnswers(query, loaded, readSavedRecords(storage, query, loaded)),
    });
    return sessionReducer(loadedState, { type: 'forward' });
  });

  const [exiting, setExiting] = useState(false);
  const [answerShown, setAnswerShown] = useState(false);
  const activity = currentActivity(state);
  const model = activity?.model as AnyActivityModel | undefined;
  const plugin = model ? activityRegistry.pluginOf(model.type) : undefined;
  const View = plugin?.View as AnyView | undefined;
  const durationSec = model ? Math.round((state.learnTimeMs[model.id] ?? 0) / 1000) : 0;

  const { terminated, microphone, dismissMicrophone } = usePlayerEffects({ state, dispatch, query, loaded });

  // A completed question whose type says so (sentence completion) and that has no answer audio of its
  // own plays the clip of the correct sentence.
  const clipSpeech = model && activityRegistry.speechOf(model);
  const completedClip = state.isCompleted && !state.readOnly && model && clipSpeech?.playsClipWhenCompleted && !model.tr.audioUrl ? { id: model.id, text: clipSpeech.clipText } : undefined;
  const completedClipId = completedClip?.id;
  const completedClipText = completedClip?.text;
  useEffect(() => {
    if (!completedClipId) return;
    void answerAudioUrl(completedClipText, { cdnBase: config.apiBase }).then((url) => {
      if (url) void audio.play(`answer-${completedClipId}`, url).catch(() => undefined);
    });
  }, [completedClipId, completedClipText, audio, config.apiBase]);
  const finish = useFinish({ state, query, loaded });

  const keepUnscored = useKeptRecordings({ query, state, loaded, model, durationSec, dispatch });

  const speech = useSpeech({
    activity: model,
    task: model ? speechTaskFor(model, query.kind) : undefined,
    recordStatus: state.recordStatus,
    setRecordStatus: (status) => dispatch({ type: 'record-status', status }),
    onScored: async ({ score, receipt, wav }) => {
      if (!model) return;
      // The receipt goes with the score into the answer: the server stores the score only with it.
      const first = gradeActivity(model, { score, receipt }, durationSec);
      // The homework retry is not recorded, so nothing is uploaded for it.
      if (query.kind === 'homework' && !first.correct && !state.hasTryAgain) {
        speechGraded(first, { score, receipt });
        return;
      }
      const audioUri = await uploadVoice(api, wav, { uploadBase: config.uploadBase, log: (message, error) => console.warn(message, error) });
      const response = { score, audioUri, receipt };
      speechGraded(audioUri ? gradeActivity(model, response, durationSec) : first, response);
    },
    // A homework's recording made without a network is kept and scored when the network is back (issue 41).
    keepUnscored,
  });


  const speechGraded = (result: GradeResult, response: unknown) => {
    if (result.grade) speech.showBadge(result.grade);
    void audio.playEffect(statusSound(result)).catch(() => undefined);
    if (query.kind === 'homework' && !result.correct && !state.hasTryAgain) void audio.playEffect('tryAgain').catch(() => undefined);
    dispatch({ type: 'graded', result, response });
  };

  const onResponse = useCallback(
    (response: unknown) => {
      if (!model) return;
      const { fulfilled } = gradeActivity(model, response, 0);
      dispatch({ type: 'respond', response, fulfilled });
    },
    [model, dispatch],
  );

  const lastFinishPress = useRef(Number.NEGATIVE_INFINITY);
  const onNext = () => {
    if (!model) return;
    if (state.isCompleted && state.activeActivityIndex === state.activities.length - 1 && state.phase === 'main') {
      if (Date.now() - lastFinishPress.current < COMPLETION_THROTTLE_MS) return;
      lastFinishPress.current = Date.now();
    }
    if (!state.isCompleted) {
      if (!state.fulfilled) return;
      const result = gradeActivity(model, state.response, durationSec);
      void audio.playEffect(statusSound(result)).catch(() => undefined);
      dispatch({ type: 'graded', result, response: state.response });
      return;
    }
    dispatch({ type: 'forward' });
  };

  if (terminated) {
    return <Dialog title={PlayerText.taskTerminated} onConfirm={() => navigate('/exercise', { replace: true })} />;
  }
  if (state.phase === 'recommend') return <FollowUpRecommendation onStart={() => dispatch({ type: 'start-follow-up' })} />;
  if (state.phase === 'video') {
    const episode = state.followUp?.queue[0];
    return <VideoScreen url={episode?.videoUrl ?? ''} hadError={state.followUp?.hadError ?? false} onDone={() => dispatch({ type: 'video-done' })} />;
  }
  if (state.phase === 'finished') return finish.view;
  // The main run is done and its follow-ups are still on their way (use-player-effects.ts).
  if (!model || !View || state.awaitingFollowUps) return <Spinner label={PlayerText.loading} />;

  // A completed question whose live input was cleared (a wrong spelling) shows what was recorded.
  const recorded = state.isCompleted && state.response === undefined ? currentAnswer(state) : undefined;
  // A recording kept to score later has no score to show yet: the board says so instead.
  const scoredLater = recorded !== undefined && pendingRecordingOf(recorded.record.data) !== undefined;
  const shownResponse = recorded && !scoredLater ? activityRegistry.recordedResponse(model, recorded.record) : state.response;
  const { n, total } = progress(state);
  const followUpLabel = state.phase === 'follow-up' ? PlayerText.followUpProgress(n, total) : undefined;
  const title = activityRegistry.boardTitle(model);
  const unit = unitLabel(loaded.category);
  const speechState = speech && speechTaskFor(model, query.kind)
    ? { recordStatus: state.recordStatus, onRecordTap: () => void speech.onRecordTap(), scoring: speech.scoring, retrying: state.hasTryAgain, badge: speech.badge }
    : undefined;

  return (
    <main className="page player">
      <header className="player__bar">
        {unit && <span className="tag player__unit">{unit}</span>}
        <ProgressBar n={n} total={total} label={followUpLabel} />
        <PopoverMenu
          actions={[
            { key: 'continue', text: PlayerText.continueLearning, icon: '▶' },
            { key: 'exit', text: PlayerText.exit, icon: '⎋' },
          ]}
          onChoose={(key) => {
            if (key !== 'exit') return;
            // Exit force-stops any recording before asking.
            dispatch({ type: 'record-status', status: RecordStatus.INIT });
            setExiting(true);
          }}
        />
      </header>
      <section className={`board ${skinClass(model.skin)} ${state.isFirstError && state.answerStatus === AnswerStatus.ERROR ? 'board--shake' : ''}`} aria-labelledby="board-title">
        <h1 id="board-title" className="board__title">
          {title}
        </h1>
        <BoardStem stem={model.stem} soundId={`stem-${model.id}`} />
        <Suspense fallback={<Spinner />}>
          <View
            key={`${state.phase}-${model.id}`}
            activity={model}
            response={shownResponse}
            onResponse={onResponse}
            completed={state.isCompleted}
            readOnly={state.readOnly}
            answerShown={answerShown}
            speech={speechState}
            playAudio={(id, url) => void audio.play(id, url).catch(() => undefined)}
          />
        </Suspense>
        {/* Speech results show the renderer's level badge instead. */}
        {!speechTaskFor(model, query.kind) && <StatusBadge status={state.answerStatus} />}
        {state.hasTryAgain && !state.isCompleted && <p className="player__retry" role="status">{PlayerText.tryAgain}</p>}
        {scoredLater && <p className="player__retry" role="status">{PlayerText.scoredWhenOnline}</p>}
      </section>
      {state.isCompleted && !state.isShowExplanation && hasExplanation(model.explanation) && !state.readOnly && (
        <button type="button" className="link-button player__explain" onClick={() => dispatch({ type: 'explanation', shown: true })}>
          {PlayerText.showExplanation}
        </button>
      )}
      {showsNextButton(state) && (
        <div className="player__actions">
          <button type="button" className="button button--primary button--block" onClick={onNext}>
            {nextButtonLabel(state)}
          </button>
        </div>
      )}
      {state.readOnly && (
        <ReadOnlyFooter
          onPrevious={() => dispatch({ type: 'back' })}
          onNext={() => dispatch({ type: 'forward' })}
          answerShown={answerShown}
          onToggleAnswer={() => {
            if (!speechTaskFor(model, query.kind)) {
              setAnswerShown((shown) => !shown);
              return;
            }
            void playReviewAudio(audio, model, state.answers, config.apiBase);
          }}
          onExplain={() => dispatch({ type: 'explanation', shown: true })}
          speech={Boolean(speechTaskFor(model, query.kind))}
        />
      )}
      {state.isShowExplanation && (
        <ExplanationSheet explanation={model.explanation} onClose={() => dispatch({ type: 'explanation', shown: false })} onPlay={(url) => void audio.play(`explanation-${model.id}`, url).catch(() => undefined)} />
      )}
      {/* The check runs at entry (spec 01 §4); what it found is said at the first item read aloud, not over a choice question. */}
      {microphone && microphone.kind !== 'ok' && speechTaskFor(model, query.kind) && (
        <Dialog title={microphone.kind === 'permissionDenied' ? microphone.title : microphone.message} onConfirm={dismissMicrophone}>
          {microphone.kind === 'permissionDenied' ? microphone.message : undefined}
        </Dialog>
      )}
      {exiting && (
        <Dialog
          title={questionsLeft(state) > 0 ? PlayerText.exitConfirm(questionsLeft(state)) : PlayerText.exitConfirmDone}
          onCancel={() => setExiting(false)}
          onConfirm={() => (state.revisal ? navigate('/homework') : goBack(query.kind === 'exercise' ? '/exercise' : '/homework'))}
        />
      )}
    </main>
  );
}
