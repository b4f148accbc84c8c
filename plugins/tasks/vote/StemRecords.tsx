/**
 * The vote's stem records in its editor (issue 36): texts, pictures and sounds shown under the question,
 * added, removed and reordered. A picture or a sound is uploaded or chosen from the school's media
 * (MediaField); removing the file removes its record, which would show nothing otherwise.
 */
import { useId } from 'react';
import type { EditorProblem } from '@core/registry/task-plugin';
import { FieldProblem } from '../FieldProblem';
import { MediaField } from '../MediaField';
import { problemAt } from '../editor-services';
import { described, problemOfList } from '../editor-form';
import { ListItemActions, listIds } from '../ListItemActions';
import { RecordType, VoteLimits, type VoteRecord, type VoteTask } from './definition';
import { VOTE_PATH, withRecordAdded, withRecordContent, withRecordMoved, withRecordRemoved } from './editing';
import { VoteEditorText as T } from './strings';

interface StemRecordsProps {
  records: readonly VoteRecord[];
  problems: readonly EditorProblem[];
  change(edit: (vote: VoteTask) => VoteTask): void;
  focusSoon(...ids: string[]): void;
}

export function StemRecords({ records, problems, change, focusSoon }: StemRecordsProps) {
  const id = useId();
  const ids = listIds(`${id}-records`);
  const listProblem = problemOfList(problems, `${VOTE_PATH}.records`);
  const add = (contentType: RecordType) => {
    change((v) => withRecordAdded(v, contentType));
    focusSoon(ids.row(records.length));
  };
  const full = records.length >= VoteLimits.records;

  return (
    <fieldset aria-describedby={`${id}-hint${listProblem ? ` ${id}-problem` : ''}`}>
      <legend>{T.records}</legend>
      <p id={`${id}-hint`} className="task-editor__hint">{T.recordsHint(VoteLimits.records)}</p>
      {records.length > 0 && (
        <ol className="task-editor__items">
          {records.map((record, index) => {
            const problem = problemAt(problems, `${VOTE_PATH}.records[${index}]`);
            const fieldId = `${id}-record-${index}`;
            return (
              <li key={index} id={ids.row(index)} className="task-editor__item">
                {record.contentType === RecordType.TEXT ? (
                  <>
                    <label htmlFor={fieldId}>{T.recordText(index + 1)}</label>
                    <textarea id={fieldId} value={record.content} onChange={(event) => change((v) => withRecordContent(v, index, event.target.value))} {...described(`${fieldId}-problem`, problem)} />
                    <FieldProblem id={`${fieldId}-problem`} message={problem} />
                  </>
                ) : (
                  <MediaField
                    kind={record.contentType === RecordType.SOUND ? 'audio' : 'picture'}
                    label={record.contentType === RecordType.SOUND ? T.recordSound(index + 1) : T.recordPicture(index + 1)}
                    value={record.content || undefined}
                    onChange={(media) => {
                      if (media) return change((v) => withRecordContent(v, index, media.url));
                      change((v) => withRecordRemoved(v, index));
                      focusSoon(...(records.length > 1 ? [ids.row(Math.min(index, records.length - 2))] : []), ids.add);
                    }}
                    problem={problem}
                  />
                )}
                <ListItemActions
                  ids={ids}
                  index={index}
                  count={records.length}
                  itemName={T.record(index + 1)}
                  onMove={(to) => change((v) => withRecordMoved(v, index, to))}
                  onRemove={() => change((v) => withRecordRemoved(v, index))}
                  focusSoon={focusSoon}
                />
              </li>
            );
          })}
        </ol>
      )}
      <div className="task-editor__adds">
        <button type="button" id={ids.add} disabled={full} onClick={() => add(RecordType.TEXT)}>
          {T.addText}
        </button>
        <button type="button" disabled={full} onClick={() => add(RecordType.PICTURE)}>
          {T.addPicture}
        </button>
        <button type="button" disabled={full} onClick={() => add(RecordType.SOUND)}>
          {T.addSound}
        </button>
      </div>
      <FieldProblem id={`${id}-problem`} message={listProblem} />
    </fieldset>
  );
}
