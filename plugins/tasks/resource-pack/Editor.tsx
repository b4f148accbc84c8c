/**
 * The resource pack's editor in the teacher console (issue 36): the title, and the resources a student
 * goes through in order: pictures, sounds, videos and documents uploaded or chosen from the school's
 * media, texts typed in; each named, moved with 上移 / 下移, removed. The host checks each change with
 * the pack's definition; each problem shows at its field.
 */
import { useId } from 'react';
import type { EditorProblem, TaskEditorProps } from '@core/registry/task-plugin';
import { FieldProblem } from '../FieldProblem';
import { problemAt } from '../editor-services';
import { described, problemOfList } from '../editor-form';
import { useDraftChange, useFocusSoon } from '../editor-hooks';
import { listIds } from '../ListItemActions';
import { ResourcePackLimits, ResourceType, type ResourcePack } from './definition';
import { PACK_PATH, blankResourcePack, packOf, withPack, withResourceAdded, withTitle } from './editing';
import { ResourceItem } from './ResourceItem';
import { ResourcePackEditorText as T } from './strings';
import '../editor-form.css';

export const blank = blankResourcePack;

/** The order of the add buttons: the media first, as teachers mostly build a pack from files. */
const ADDABLE = [ResourceType.IMAGE, ResourceType.AUDIO, ResourceType.VIDEO, ResourceType.DOCUMENT, ResourceType.TEXT];

/** A problem with the task that no field shows (no pack at all): shown above the form. */
const outsideFields = (problems: readonly EditorProblem[]) => problems.find((problem) => !problem.path.startsWith(`${PACK_PATH}.`))?.message;

export default function ResourcePackEditor({ task, onChange, problems }: TaskEditorProps) {
  const id = useId();
  const focusSoon = useFocusSoon();
  const changeDraft = useDraftChange(task, onChange);
  const pack = packOf(task);
  const change = (edit: (pack: ResourcePack) => ResourcePack) => changeDraft((draft) => withPack(draft, edit(packOf(draft))));

  const titleProblem = problemAt(problems, `${PACK_PATH}.title`);
  const listProblem = problemOfList(problems, `${PACK_PATH}.resources`);
  const ids = listIds(`${id}-resources`);
  const { min, max } = ResourcePackLimits.resources;
  const add = (type: number) => {
    change((p) => withResourceAdded(p, type));
    focusSoon(ids.row(pack.resources.length));
  };

  return (
    <div className="task-editor resource-pack-editor">
      <FieldProblem id={`${id}-problem`} message={outsideFields(problems)} />
      <div className="task-editor__field">
        <label htmlFor={`${id}-title`}>{T.title}</label>
        <input id={`${id}-title`} type="text" value={pack.title} onChange={(event) => change((p) => withTitle(p, event.target.value))} {...described(`${id}-title-problem`, titleProblem)} />
        <FieldProblem id={`${id}-title-problem`} message={titleProblem} />
      </div>

      <fieldset aria-describedby={`${id}-hint${listProblem ? ` ${id}-list-problem` : ''}`}>
        <legend>{T.resources}</legend>
        <p id={`${id}-hint`} className="task-editor__hint">{T.resourcesHint(min, max)}</p>
        {pack.resources.length > 0 && (
          <ol className="task-editor__items">
            {pack.resources.map((resource, index) => (
              <ResourceItem key={index} resource={resource} index={index} count={pack.resources.length} ids={ids} problems={problems} change={change} focusSoon={focusSoon} />
            ))}
          </ol>
        )}
        <div className="task-editor__adds">
          {ADDABLE.map((type, order) => (
            <button key={type} type="button" id={order === 0 ? ids.add : undefined} disabled={pack.resources.length >= max} onClick={() => add(type)}>
              {T.add(T.typeNames[type]!)}
            </button>
          ))}
        </div>
        <FieldProblem id={`${id}-list-problem`} message={listProblem} />
      </fieldset>
    </div>
  );
}
