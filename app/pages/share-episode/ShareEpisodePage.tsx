/**
 * A shared episode, read-only (open route /share-episode?identifier=...): the title, then each
 * activity's question as the player would show it, with the correct answers marked. The activities
 * go through the activity registry's parsers; one that cannot be shown says so and the rest still show.
 */
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchSharedProblem } from '@app/client';
import type { RichText } from '@core/domain';
import { ApiError } from '@core/services/api/api-service';
import { ApiToken, ConfigToken } from '@core/services/tokens';
import { useAsync } from '../../hooks/use-async';
import { useService } from '../../services/ServicesContext';
import { EmptyState, NetworkTrouble } from '../../shell/EmptyState';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { toSharedActivity, type SharedActivity } from './shared-activity';
import { ShareText } from './strings';
import './share-episode.css';

export function ShareEpisodePage() {
  const [params] = useSearchParams();
  const identifier = params.get('identifier')?.trim();
  if (!identifier) {
    return (
      <Frame title={ShareText.title}>
        <EmptyState text={ShareText.missingIdentifier} detail={ShareText.missingIdentifierDetail} />
      </Frame>
    );
  }
  return <SharedProblem identifier={identifier} />;
}

/** 404 (no such share) and 400 (an identifier the server refuses) both mean the link leads nowhere. */
function isMissingShare(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function SharedProblem({ identifier }: { identifier: string }) {
  const api = useService(ApiToken);
  const { apiBase } = useService(ConfigToken);
  const problem = useAsync(useCallback(() => fetchSharedProblem(api, identifier), [api, identifier]));

  if (problem.status === 'loading') {
    return (
      <Frame title={ShareText.title}>
        <Spinner />
      </Frame>
    );
  }
  if (problem.status === 'failed') {
    return (
      <Frame title={ShareText.title}>
        {isMissingShare(problem.error) ? <EmptyState text={ShareText.notFound} detail={ShareText.notFoundDetail} /> : <NetworkTrouble onRefresh={problem.reload} />}
      </Frame>
    );
  }
  const activities = problem.data.episode.activities.map((served) => toSharedActivity(served, apiBase));
  return (
    <Frame title={problem.data.title}>
      {activities.length === 0 ? (
        <EmptyState text={ShareText.empty} />
      ) : (
        <>
          <p className="share__summary muted">
            <span>{ShareText.count(activities.length)}</span>
            <span>{ShareText.readOnly}</span>
          </p>
          <ol className="share__list">
            {activities.map((activity, index) => (
              // Position keys: the list never changes once loaded, and broken activities may have no id.
              <ActivityCard key={index} number={index + 1} activity={activity} />
            ))}
          </ol>
        </>
      )}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="page share">
      <PageHeader title={title} />
      <div className="page__body">{children}</div>
    </main>
  );
}

function ActivityCard({ number, activity }: { number: number; activity: SharedActivity }) {
  const headingId = `share-activity-${number}`;
  return (
    <li className="card share__activity" aria-labelledby={headingId}>
      <h2 id={headingId} className="share__board">
        <span className="share__number">{ShareText.questionNumber(number)}</span>
        <span className="share__board-title">{activity.boardTitle}</span>
      </h2>
      {activity.kind === 'shown' ? <ShownActivity activity={activity} /> : <p className="share__unshown">{activity.kind === 'unsupported' ? ShareText.unsupported : ShareText.broken}</p>}
    </li>
  );
}

function ShownActivity({ activity }: { activity: Extract<SharedActivity, { kind: 'shown' }> }) {
  return (
    <>
      {activity.stem && (
        <p className="share__stem">
          <RichTextView text={activity.stem} />
        </p>
      )}
      {activity.pictureUrl && <img className="share__picture" src={activity.pictureUrl} alt={ShareText.stemPicture} loading="lazy" />}
      {activity.audioUrl && <audio className="share__audio" controls preload="none" src={activity.audioUrl} aria-label={ShareText.stemAudio} />}
      {activity.spelling && (
        <>
          <p className="share__spelling">
            {activity.spelling.map((part, index) =>
              part.blank ? (
                <mark key={index} className="share__blank">
                  {part.text}
                </mark>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
          <p className="muted">{ShareText.spellingNote}</p>
        </>
      )}
      {activity.choices.length > 0 && (
        <ul className="share__choices" aria-label={ShareText.choices}>
          {activity.choices.map((choice) => (
            <li key={choice.key} className={`share__choice${choice.correct ? ' share__choice--correct' : ''}`}>
              <span className="share__key">{choice.key}</span>
              {choice.pictureUrl && <img className="share__choice-picture" src={choice.pictureUrl} alt={ShareText.choicePicture(choice.key)} loading="lazy" />}
              {choice.text && (
                <span className="share__choice-text">
                  <RichTextView text={choice.text} />
                </span>
              )}
              {choice.correct && <span className="tag share__correct">{ShareText.correct}</span>}
            </li>
          ))}
        </ul>
      )}
      {activity.hint && (
        <p className="share__hint">
          {ShareText.hint}
          {activity.hint}
        </p>
      )}
      {activity.answer && (
        <p className="share__answer">
          {ShareText.answer}
          {activity.answer}
        </p>
      )}
    </>
  );
}

/** Lines and highlight runs of a stem or an option. */
function RichTextView({ text }: { text: RichText }) {
  return text.map((line, lineIndex) => (
    <span key={lineIndex} className="share__line">
      {line.map((run, runIndex) =>
        run.highlight ? (
          <strong key={runIndex} className="share__highlight">
            {run.text}
          </strong>
        ) : (
          <span key={runIndex}>{run.text}</span>
        ),
      )}
    </span>
  ));
}
