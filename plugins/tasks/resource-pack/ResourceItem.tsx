/**
 * One resource in the pack's editor (issue 36): its file (MediaField of its kind) or its text, its name,
 * and 上移 / 下移 / 删除. A file's name becomes the resource's name unless the teacher gave one; a type
 * the editor does not know (from a content pack) is kept as it is, to move or remove.
 */
import { useId } from 'react';
import type { EditorProblem } from '@core/registry/task-plugin';
import { FieldProblem } from '../FieldProblem';
import { MediaField } from '../MediaField';
import { problemAt } from '../editor-services';
import { described, problemOfList } from '../editor-form';
import { ListItemActions, type ListIds } from '../ListItemActions';
import { ResourceType, type Resource, type ResourcePack } from './definition';
import { MEDIA_OF_TYPE, PACK_PATH, withResourceContent, withResourceFile, withResourceMoved, withResourceName, withResourceRemoved } from './editing';
import { ResourcePackEditorText as T } from './strings';

interface ResourceItemProps {
  resource: Resource;
  index: number;
  count: number;
  ids: ListIds;
  problems: readonly EditorProblem[];
  change(edit: (pack: ResourcePack) => ResourcePack): void;
  focusSoon(...ids: string[]): void;
}

export function ResourceItem({ resource, index, count, ids, problems, change, focusSoon }: ResourceItemProps) {
  const id = useId();
  const n = index + 1;
  const path = `${PACK_PATH}.resources[${index}]`;
  // A problem with the resource as a whole, or its type, is shown with its content.
  const contentProblem = problemAt(problems, `${path}.content`) ?? problemOfList(problems, path) ?? problemAt(problems, `${path}.type`);
  const nameProblem = problemAt(problems, `${path}.name`);
  const media = MEDIA_OF_TYPE[resource.type];
  const typeName = T.typeNames[resource.type];

  return (
    <li id={ids.row(index)} className="task-editor__item">
      {media && typeName ? (
        <MediaField
          kind={media}
          label={T.resourceOfType(n, typeName)}
          value={resource.content || undefined}
          onChange={(file) => change((p) => (file ? withResourceFile(p, index, file) : withResourceContent(p, index, '')))}
          problem={contentProblem}
        />
      ) : resource.type === ResourceType.TEXT ? (
        <>
          <label htmlFor={`${id}-text`}>{T.resourceOfType(n, typeName!)}</label>
          <textarea id={`${id}-text`} value={resource.content} onChange={(event) => change((p) => withResourceContent(p, index, event.target.value))} {...described(`${id}-text-problem`, contentProblem)} />
          <FieldProblem id={`${id}-text-problem`} message={contentProblem} />
        </>
      ) : (
        <p className="task-editor__hint" role="note">
          {T.resource(n)}：{T.unknown(resource.type)}
        </p>
      )}
      {media && (
        <div className="task-editor__field">
          <label htmlFor={`${id}-name`}>{T.name(n)}</label>
          <input id={`${id}-name`} type="text" value={resource.name ?? ''} onChange={(event) => change((p) => withResourceName(p, index, event.target.value))} {...described(`${id}-name-problem`, nameProblem)} />
          <FieldProblem id={`${id}-name-problem`} message={nameProblem} />
        </div>
      )}
      <ListItemActions
        ids={ids}
        index={index}
        count={count}
        itemName={T.resource(n)}
        onMove={(to) => change((p) => withResourceMoved(p, index, to))}
        onRemove={() => change((p) => withResourceRemoved(p, index))}
        focusSoon={focusSoon}
      />
    </li>
  );
}
