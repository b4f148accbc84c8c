/**
 * The exercise's editor (issue 36): an exercise has no task plugin (the app's player runs its episodes),
 * so the console edits it itself, in the shape of a kind's editor (TaskEditorModule). The teacher picks 1
 * to 20 episodes from the units the server and the imported packs hold; students practise them in the
 * order picked.
 */
import { useCallback, useId } from 'react';
import { fetchTeacherEpisodes, type TeacherUnit } from '@app/client/task-library-calls';
import { TaskType } from '@core/domain';
import type { EditedTask, TaskEditorModule, TaskEditorProps } from '@core/registry/task-plugin';
import { ApiToken } from '@core/services/tokens';
import { FieldProblem } from '@plugins/tasks/FieldProblem';
import { problemAt } from '@plugins/tasks/editor-services';
import { useAsync } from '../../../hooks/use-async';
import { useService } from '../../../services/ServicesContext';
import { Spinner } from '../../../shell/Spinner';
import { EPISODES_PATH, EXERCISE_EPISODES_MAX } from './editor-problems';
import { groupUnitsByPack, moved } from './episode-picks';
import { ExerciseText } from './strings';

function ExerciseEditor({ task, onChange, problems }: TaskEditorProps) {
  const api = useService(ApiToken);
  const units = useAsync(useCallback(() => fetchTeacherEpisodes(api), [api]));
  const id = useId();
  const picked = task.episodeIds ?? [];
  const problem = problemAt(problems, EPISODES_PATH);
  const pick = (ids: string[]) => onChange({ ...task, episodeIds: ids });
  const toggle = (episodeId: string) => pick(picked.includes(episodeId) ? picked.filter((p) => p !== episodeId) : [...picked, episodeId]);
  const titles = new Map(units.status === 'ready' ? units.data.flatMap((unit) => unit.episodes.map((episode) => [episode.id, `${unit.title} · ${episode.title}`] as const)) : []);
  const titleOf = (episodeId: string) => titles.get(episodeId) ?? (units.status === 'ready' ? ExerciseText.unknownEpisode(episodeId) : episodeId);

  return (
    <fieldset className="exercise-editor" aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}>
      <legend>{ExerciseText.episodes}</legend>
      <p id={`${id}-hint`} className="muted">
        {ExerciseText.episodesHint(EXERCISE_EPISODES_MAX)} · {ExerciseText.picked(picked.length, EXERCISE_EPISODES_MAX)}
      </p>
      <FieldProblem id={`${id}-problem`} message={problem} />
      <h3 className="exercise-editor__heading">{ExerciseText.pickedList}</h3>
      {picked.length === 0 ? (
        <p className="muted">{ExerciseText.nonePicked}</p>
      ) : (
        <ol className="exercise-editor__picked" aria-label={ExerciseText.pickedList}>
          {picked.map((episodeId, index) => (
            <li key={episodeId}>
              <span className="exercise-editor__picked-title">{titleOf(episodeId)}</span>
              <button type="button" disabled={index === 0} aria-label={ExerciseText.moveUp(titleOf(episodeId))} onClick={() => pick(moved(picked, index, -1))}>↑</button>
              <button type="button" disabled={index === picked.length - 1} aria-label={ExerciseText.moveDown(titleOf(episodeId))} onClick={() => pick(moved(picked, index, 1))}>↓</button>
              <button type="button" aria-label={ExerciseText.remove(titleOf(episodeId))} onClick={() => toggle(episodeId)}>✕</button>
            </li>
          ))}
        </ol>
      )}
      {units.status === 'loading' && <Spinner />}
      {units.status === 'failed' && (
        <p role="alert">
          {ExerciseText.loadFailed}{' '}
          <button type="button" className="link-button" onClick={units.reload}>{ExerciseText.retry}</button>
        </p>
      )}
      {units.status === 'ready' && <UnitChoices units={units.data} picked={picked} onToggle={toggle} />}
    </fieldset>
  );
}

/** The units to pick from, under their pack's title (the server's own first), each folded until opened but a school of one unit's, and one with picks. */
function UnitChoices({ units, picked, onToggle }: { units: readonly TeacherUnit[]; picked: readonly string[]; onToggle(episodeId: string): void }) {
  const id = useId();
  if (units.length === 0) return <p className="muted">{ExerciseText.noUnits}</p>;
  const full = picked.length >= EXERCISE_EPISODES_MAX;
  return groupUnitsByPack(units).map((group, index) => (
    <section key={group.packId ?? ''} className="exercise-editor__pack" aria-labelledby={group.title ? `${id}-${index}` : undefined}>
      {group.title && <h3 id={`${id}-${index}`}>{group.title}</h3>}
      {group.units.map((unit) => {
        const pickedHere = unit.episodes.filter((episode) => picked.includes(episode.id)).length;
        return (
          <details key={unit.id} className="exercise-editor__unit" open={pickedHere > 0 || units.length === 1 || undefined}>
            <summary>
              {unit.title}
              {pickedHere > 0 && <span className="tag">{ExerciseText.picked(pickedHere, unit.episodes.length)}</span>}
            </summary>
            {unit.episodes.map((episode) => {
              const checked = picked.includes(episode.id);
              return (
                <label key={episode.id} className="exercise-editor__episode">
                  <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(episode.id)} />
                  <span>{episode.title}</span>
                  <span className="muted">{ExerciseText.activities(episode.activityCount)}</span>
                </label>
              );
            })}
          </details>
        );
      })}
    </section>
  ));
}

/** What students get, in the phone frame: the exercise's episodes are played by the app's player. */
export function ExercisePreview({ task }: { task: EditedTask }) {
  return (
    <section className="exercise-preview">
      <h2>{ExerciseText.previewTitle}</h2>
      <p>{ExerciseText.previewBody(task.episodeIds?.length ?? 0)}</p>
    </section>
  );
}

export const exerciseEditor: TaskEditorModule = {
  blank: () => ({ taskType: TaskType.EXERCISE, episodeIds: [] }),
  Editor: ExerciseEditor,
};
