/**
 * The words of a pack the lookup could not answer (issue 35): each once, with its first place; words and
 * their forms the dictionary knows, the demo's names, ids, addresses and escaped line breaks are not.
 */
import { describe, expect, it } from 'vitest';
import { checkPack } from './pack-check';
import { unknownWords } from './pack-words';
import { demoPackFiles, jsonOf, withFile } from '../testing/pack-fixtures';

const E3 = 'episodes/m1u1-e3.json';

describe("a pack's words the dictionary does not know (issue 35)", () => {
  it('finds none in the demo unit (its names, forms and escaped line breaks included)', () => {
    const checked = checkPack(demoPackFiles());
    if ('problems' in checked) throw new Error('the demo pack has problems');
    expect(unknownWords(checked.pack)).toEqual([]);
  });

  it('names a made-up word once, where it first occurs, in an activity and in a task', () => {
    const episode = jsonOf<{ activities: { content: { comprehension: { oralReading: { spokenText: string; text?: string } } } }[] }>(demoPackFiles(), E3);
    episode.activities[0]!.content.comprehension.oralReading.spokenText = 'Good morning, Zorblax. The apples went flying.';
    episode.activities[1]!.content.comprehension.oralReading.spokenText = 'Zorblax likes dogs.';
    const vote = jsonOf<{ interactiveTask: { voteTask: { options: { text: string }[] } } }>(demoPackFiles(), 'tasks/lib-vote-pet.json');
    vote.interactiveTask.voteTask.options[0]!.text = 'a quibbleflop';
    const checked = checkPack(withFile(withFile(demoPackFiles(), E3, episode), 'tasks/lib-vote-pet.json', vote));
    if ('problems' in checked) throw new Error(JSON.stringify(checked.problems));
    expect(unknownWords(checked.pack)).toEqual([
      { word: 'Zorblax', file: E3, path: '$.activities[0].content.comprehension.oralReading.spokenText' },
      { word: 'quibbleflop', file: 'tasks/lib-vote-pet.json', path: '$.interactiveTask.voteTask.options[0].text' },
    ]);
  });
});
