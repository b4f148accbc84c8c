/**
 * The demo unit M1U1 "Hello, friends": five episodes of five activities (one activity type each) and
 * a follow-up episode for the first. All English text is written for this project.
 */
import type { ServedActivity } from '@core/domain';
import { UnitBuilder } from './activity-builders';
import type { ExplanationVideo } from './media';

export interface SeedEpisode { id: string; title: string; type: number; activities: ServedActivity[]; parentId?: string; parentActivityIds?: string[]; video?: ExplanationVideo }

export const UNIT = { id: 'unit-m1u1', textbook: 'SH_OXFORD', category: 'Oxford English 3A M1U1', title: 'M1U1 Hello, friends' };

export function buildUnitM1U1() {
  const b = new UnitBuilder();
  const greetings: ServedActivity[] = [
    b.multiChoiceText({ id: 'm1u1-e1-a1', stem: 'What do you say to your teacher in the **morning**?', say: 'What do you say to your teacher in the morning?', choices: [['Good morning!', true], ['Good night!', false], ['Goodbye!', false]], explain: ['We say "Good morning" before twelve o\'clock.'], explainSay: 'We say good morning before twelve o clock.', trText: '早上你对老师说什么？' }),
    b.multiChoiceText({ id: 'm1u1-e1-a2', stem: 'Which words are **colours**?', choices: [['red', true], ['cat', false], ['blue', true], ['run', false]], explain: ['Red and blue are colours. A cat is an animal and run is an action.'], skin: 'CLASSROOM' }),
    b.multiChoiceText({ id: 'm1u1-e1-a3', stem: 'I ____ nine years old.', say: 'I am nine years old.', choices: [['am', true], ['is', false], ['are', false]], explain: ['Use "am" with "I": I am, you are, he is.'] }),
    b.multiChoiceText({ id: 'm1u1-e1-a4', stem: 'Which word sounds like **cat** at the end?', choices: [['hat', true], ['cup', false], ['dog', false]], emoji: '1f431', explain: ['Cat and hat both end with "-at".'] }),
    b.multiChoiceText({ id: 'm1u1-e1-a5', stem: 'How many legs has a dog got?\\nCount them!', emoji: '1f436', choices: [['two', false], ['four', true], ['six', false]], explain: ['A dog has four legs.'], skin: 'PARK' }),
  ];
  const pictures: ServedActivity[] = [
    b.multiChoicePicture({ id: 'm1u1-e2-a1', stem: 'Listen and choose.', say: 'a cat', choices: [['1f431', 'cat', true], ['1f436', 'dog', false], ['1f41f', 'fish', false]] }),
    b.multiChoicePicture({ id: 'm1u1-e2-a2', stem: 'Which one can fly?', say: 'Which one can fly?', choices: [['1f41f', 'fish', false], ['1f426', 'bird', true], ['1f697', 'car', false]], skin: 'SKY', explain: ['A bird has wings, so it can fly.'] }),
    b.multiChoicePicture({ id: 'm1u1-e2-a3', stem: 'Choose all the fruit.', say: 'Choose all the fruit.', choices: [['1f34e', 'apple', true], ['1f68c', 'bus', false], ['1f34c', 'banana', true], ['26bd', 'ball', false]], skin: 'KITCHEN' }),
    b.multiChoicePicture({ id: 'm1u1-e2-a4', stem: 'Listen and choose.', say: 'a book', choices: [['1f4d6', 'book', true], ['1f333', 'tree', false], ['1f338', 'flower', false]], skin: 'CLASSROOM' }),
    b.multiChoicePicture({ id: 'm1u1-e2-a5', stem: 'What do you see in the sky in the day?', say: 'What do you see in the sky in the day?', choices: [['2600', 'sun', true], ['1f333', 'tree', false], ['1f41f', 'fish', false]], skin: 'SKY' }),
  ];
  const reading: ServedActivity[] = [
    b.oralReading({ id: 'm1u1-e3-a1', read: 'Good morning, Miss Li.', trText: '李老师，早上好。', skin: 'CLASSROOM' }),
    b.oralReading({ id: 'm1u1-e3-a2', read: 'This is my friend Amy.', trText: '这是我的朋友艾米。' }),
    b.oralReading({ id: 'm1u1-e3-a3', read: 'I like red apples.', emoji: '1f34e', trText: '我喜欢红苹果。', skin: 'KITCHEN' }),
    b.oralReading({ id: 'm1u1-e3-a4', read: 'My dog can run fast.', emoji: '1f436', trText: '我的狗跑得很快。', skin: 'PARK' }),
    b.oralReading({ id: 'm1u1-e3-a5', read: 'We play football after school.', emoji: '26bd', trText: '我们放学后踢足球。', skin: 'PLAYGROUND' }),
  ];
  const spelling: ServedActivity[] = [
    b.spelling({ id: 'm1u1-e4-a1', say: 'cat', parts: ['c', ['a'], 't'], emoji: '1f431' }),
    b.spelling({ id: 'm1u1-e4-a2', say: 'book', parts: ['b', ['oo'], 'k'], emoji: '1f4d6' }),
    b.spelling({ id: 'm1u1-e4-a3', say: 'apple', parts: ['a', ['pp'], 'l', 'e'], emoji: '1f34e' }),
    b.spelling({ id: 'm1u1-e4-a4', say: 'friend', parts: ['fr', ['ie'], 'nd'], trText: '朋友' }),
    b.spelling({ id: 'm1u1-e4-a5', say: 'I have a red bag.', parts: ['I have a ', ['red'], ' ', ['bag'], '.'], trText: '我有一个红色的书包。' }),
  ];
  const completion: ServedActivity[] = [
    b.sentenceCompletion({ id: 'm1u1-e5-a1', refText: 'My name is Amy.', gapped: 'My ____ is Amy.', hint: 'name', trText: '我的名字叫艾米。' }),
    b.sentenceCompletion({ id: 'm1u1-e5-a2', refText: 'I am nine years old.', gapped: 'I am ____ years old.', hint: 'nine', trText: '我九岁了。' }),
    b.sentenceCompletion({ id: 'm1u1-e5-a3', refText: 'She has a blue kite.', gapped: 'She has a blue ____.', hint: 'kite', trText: '她有一只蓝色的风筝。', skin: 'PARK' }),
    b.sentenceCompletion({ id: 'm1u1-e5-a4', refText: 'We go to school by bus.', gapped: 'We go to school ____ bus.', hint: 'by', emoji: '1f68c', trText: '我们坐公交车上学。', skin: 'STREET' }),
    b.sentenceCompletion({ id: 'm1u1-e5-a5', refText: 'Nice to meet you.', gapped: 'Nice to ____ you.', hint: 'meet', trText: '很高兴认识你。' }),
  ];
  const followUp: ServedActivity[] = [
    b.multiChoiceText({ id: 'm1u1-f1-a1', stem: 'It is eight o\'clock in the morning. You say:', choices: [['Good morning!', true], ['Good evening!', false]], explain: ['Eight o\'clock in the morning is still morning.'] }),
    b.multiChoiceText({ id: 'm1u1-f1-a2', stem: 'You ____ my friend.', choices: [['am', false], ['are', true], ['is', false]], explain: ['Use "are" with "you".'] }),
    b.multiChoiceText({ id: 'm1u1-f1-a3', stem: 'Which word ends like **hat**?', choices: [['bat', true], ['bag', false], ['hot', false]] }),
  ];
  const episodes: SeedEpisode[] = [
    { id: 'm1u1-e1', title: 'Say hello', type: 1, activities: greetings },
    { id: 'm1u1-e2', title: 'Look and choose', type: 1, activities: pictures },
    { id: 'm1u1-e3', title: 'Read aloud', type: 1, activities: reading },
    { id: 'm1u1-e4', title: 'Listen and spell', type: 1, activities: spelling },
    { id: 'm1u1-e5', title: 'Complete and read', type: 1, activities: completion },
    {
      id: 'm1u1-f1',
      title: 'More practice: greetings and "be"',
      type: 2,
      activities: followUp,
      parentId: 'm1u1-e1',
      parentActivityIds: ['m1u1-e1-a1', 'm1u1-e1-a3', 'm1u1-e1-a4'],
      video: {
        file: 'm1u1-f1-explanation.webm',
        title: 'Greetings and "be"',
        lines: ['Good morning   - before twelve o\'clock', 'Good afternoon - after twelve o\'clock', 'Good evening   - when it gets dark', '', 'I am    You are    He is    She is'],
        narration:
          'Let us look at greetings. Before twelve o clock, we say good morning. After twelve o clock, we say good afternoon. ' +
          'When it gets dark, we say good evening. Now the verb be. I am. You are. He is. She is. I am nine years old. You are my friend.',
      },
    },
  ];
  return { episodes, media: b.media };
}
