/**
 * The vote editor's changes (issue 36), pure: the vote read from the draft the host holds
 * (interactiveTask.voteTask, perhaps half written or from an older draft), and each change as a new vote.
 * Options are lettered A, B, C... in their order after every change, as a student sees them.
 */
import { produce } from 'immer';
import { TaskType } from '@core/domain';
import type { EditedTask } from '@core/registry/task-plugin';
import { moveItem } from '../editor-form';
import { isRecord } from '../served';
import { RecordType, SelectType, type VoteTask } from './definition';

/** Where the vote's problems are: interactiveTask.voteTask.title ... */
export const VOTE_PATH = 'interactiveTask.voteTask';

/** The key of the option at `index`: A, B, C ... (a vote has at most 12). */
export const optionKey = (index: number): string => String.fromCharCode(65 + index);

export const blankVote = (): EditedTask => ({
  taskType: TaskType.INTERACTIVE,
  interactiveTask: { voteTask: { title: '', selectType: SelectType.SINGLE, records: [], options: [{ key: 'A', text: '' }, { key: 'B', text: '' }] } },
});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const recordType = (value: unknown): RecordType => (value === RecordType.PICTURE || value === RecordType.SOUND ? value : RecordType.TEXT);
const items = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);

/**
 * The vote in a draft, read leniently so the form can show it: what is missing reads as empty, a record
 * that is neither a picture nor a sound as a text. The host's check says what is wrong; the next change writes it right.
 */
export function voteOf(task: EditedTask): VoteTask {
  const part = task.interactiveTask?.['voteTask'];
  const vote = isRecord(part) ? part : {};
  return {
    title: text(vote['title']),
    selectType: vote['selectType'] === SelectType.MULTIPLE ? SelectType.MULTIPLE : SelectType.SINGLE,
    records: items(vote['records']).map((record) => ({ content: text(record['content']), contentType: recordType(record['contentType']) })),
    options: items(vote['options']).map((option, index) => ({ key: text(option['key']) || optionKey(index), text: text(option['text']) })),
  };
}

/** The draft with `vote` as its vote (and nothing else in interactiveTask: the host finds the kind by it). */
export const withVote = (task: EditedTask, vote: VoteTask): EditedTask => ({ ...task, taskType: TaskType.INTERACTIVE, interactiveTask: { voteTask: vote } });

const reletter = (options: VoteTask['options']) => options.forEach((option, index) => (option.key = optionKey(index)));

export const withTitle = (vote: VoteTask, title: string) => produce(vote, (draft) => void (draft.title = title));
export const withSelectType = (vote: VoteTask, selectType: VoteTask['selectType']) => produce(vote, (draft) => void (draft.selectType = selectType));

export const withRecordAdded = (vote: VoteTask, contentType: RecordType) => produce(vote, (draft) => void draft.records.push({ content: '', contentType }));
export const withRecordContent = (vote: VoteTask, index: number, content: string) =>
  produce(vote, (draft) => {
    const record = draft.records[index];
    if (record) record.content = content;
  });
export const withRecordRemoved = (vote: VoteTask, index: number) => produce(vote, (draft) => void draft.records.splice(index, 1));
export const withRecordMoved = (vote: VoteTask, from: number, to: number) => produce(vote, (draft) => moveItem(draft.records, from, to));

export const withOptionAdded = (vote: VoteTask) => produce(vote, (draft) => void draft.options.push({ key: optionKey(draft.options.length), text: '' }));
export const withOptionText = (vote: VoteTask, index: number, optionText: string) =>
  produce(vote, (draft) => {
    const option = draft.options[index];
    if (option) option.text = optionText;
  });
export const withOptionRemoved = (vote: VoteTask, index: number) =>
  produce(vote, (draft) => {
    draft.options.splice(index, 1);
    reletter(draft.options);
  });
export const withOptionMoved = (vote: VoteTask, from: number, to: number) =>
  produce(vote, (draft) => {
    moveItem(draft.options, from, to);
    reletter(draft.options);
  });
