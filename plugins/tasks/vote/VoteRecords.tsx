/**
 * A vote's stem records under its question, on the student's screen and in the preview: a picture, a text,
 * or a sound. A sound plays through the app's audio service, one at a time, with a button big enough for
 * a child's finger that says what a tap does (播放声音, then 停止); where there is no service (the
 * preview, in the console's editor too) a plain player.
 */
import type { TaskAudio } from '@core/registry/task-plugin';
import { RecordType, type VoteRecord } from './definition';
import { VoteText } from './strings';

export function VoteRecords({ records, audio }: { records: readonly VoteRecord[]; audio?: TaskAudio | undefined }) {
  const soundCount = records.filter((record) => record.contentType === RecordType.SOUND).length;
  let soundNumber = 0;
  return records.map((record, index) => {
    if (record.contentType === RecordType.PICTURE) return <img key={index} className="vote__picture" src={record.content} alt="" />;
    if (record.contentType === RecordType.TEXT) return <p key={index} className="vote__text" lang="en">{record.content}</p>;
    // Sounds are numbered among sounds only, and only when there are several to tell apart.
    soundNumber += 1;
    const number = soundCount > 1 ? soundNumber : undefined;
    if (!audio) return <audio key={index} className="vote__sound" src={record.content} controls preload="none" aria-label={VoteText.sound(number)} />;
    const id = `vote-record-${index}`;
    const playing = audio.playingId === id;
    return (
      <button key={index} type="button" className="button button--ghost vote__sound" onClick={() => (playing ? audio.stop() : audio.play(id, record.content))}>
        {playing ? VoteText.stop(number) : VoteText.play(number)}
      </button>
    );
  });
}
