/**
 * A picture, sound, video or document for a task, in any kind's editor (issue 36): upload one from the
 * device, or choose one the school's teachers uploaded before. The console's media service does the
 * calls (editor-services.ts); the server checks the file by its content and re-encodes pictures.
 *
 *   <MediaField kind="picture" label="图片" value={url} onChange={(media) => ...} problem={problemAt(...)} />
 */
import { useId, useState } from 'react';
import { useTaskService } from '@core/registry/task-services';
import { teacherMediaRef, type TeacherMedia, type TeacherMediaKind } from './editor-services';
import { FieldProblem } from './FieldProblem';
import './editor-kit.css';

const ACCEPT: Record<TeacherMediaKind, string> = {
  picture: 'image/png,image/jpeg,image/webp',
  audio: 'audio/mpeg,audio/wav,audio/mp4,audio/x-m4a',
  video: 'video/mp4,video/webm',
  document: 'application/pdf',
};
const KIND_NAMES: Record<TeacherMediaKind, string> = { picture: '图片', audio: '声音', video: '视频', document: '文档' };

export const MediaText = {
  upload: (kind: TeacherMediaKind) => `上传${KIND_NAMES[kind]}`,
  choose: '从学校素材中选择',
  uploading: '正在上传…',
  none: '学校还没有这类素材',
  remove: '移除',
  loadFailed: '素材列表加载失败，请重试',
};

interface MediaFieldProps {
  kind: TeacherMediaKind;
  label: string;
  /** The chosen file's address, if any. */
  value: string | undefined;
  onChange(media: TeacherMedia | undefined): void;
  problem?: string | undefined;
}

export function MediaField({ kind, label, value, onChange, problem }: MediaFieldProps) {
  const media = useTaskService(teacherMediaRef);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [choices, setChoices] = useState<TeacherMedia[]>();

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange(await media.upload(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  const openChoices = async () => {
    setError(undefined);
    try {
      setChoices(await media.list(kind));
    } catch {
      setError(MediaText.loadFailed);
    }
  };

  const shown = error ?? problem;
  return (
    <div className="media-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="media-field__label">{label}</span>
      {value && <MediaShown kind={kind} url={value} />}
      <div className="media-field__actions">
        <label className="media-field__upload">
          {busy ? MediaText.uploading : MediaText.upload(kind)}
          <input type="file" className="visually-hidden" accept={ACCEPT[kind]} disabled={busy} aria-invalid={!!shown} aria-describedby={shown ? `${id}-problem` : undefined} onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied, or choosing the same file again (after 移除, after a failure) would fire no change.
            event.target.value = '';
            void upload(file);
          }} />
        </label>
        <button type="button" className="button button--ghost" onClick={() => void openChoices()}>{MediaText.choose}</button>
        {value && <button type="button" className="button button--ghost" onClick={() => onChange(undefined)}>{MediaText.remove}</button>}
      </div>
      {choices && (
        <ul className="media-field__choices" aria-label={MediaText.choose}>
          {choices.length === 0 && <li>{MediaText.none}</li>}
          {choices.map((choice) => (
            <li key={choice.id}>
              <button type="button" onClick={() => { onChange(choice); setChoices(undefined); }}>
                {kind === 'picture' && <img src={choice.url} alt="" />}
                <span>{choice.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldProblem id={`${id}-problem`} message={shown} />
    </div>
  );
}

function MediaShown({ kind, url }: { kind: TeacherMediaKind; url: string }) {
  if (kind === 'picture') return <img className="media-field__picture" src={url} alt="" />;
  if (kind === 'audio') return <audio className="media-field__audio" src={url} controls preload="none" />;
  if (kind === 'video') return <video className="media-field__video" src={url} controls preload="none" />;
  return <a href={url} target="_blank" rel="noreferrer">{url.split('/').at(-1)}</a>;
}
