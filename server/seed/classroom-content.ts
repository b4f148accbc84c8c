/**
 * The classroom tasks of the demo, written for this project (issue 14): a resource pack (pictures, a
 * sound, the unit's explanation video, a text), shown in class, after class and inside the optional
 * task; the optional task (分层题包) offering a vote, the pack and a reading. Media are the seed's own
 * (server/seed/media.ts).
 */
import { mediaUrl } from './activity-builders';
import { dragDropTask } from './drag-drop-frame';

export const RESOURCE_PACK = {
  title: 'M1U1 Pets and colours',
  resources: [
    { type: 4, content: 'Look at the pictures. Listen and say: I like red apples.' },
    { type: 1, content: mediaUrl('emoji-1f431.svg'), name: 'a cat' },
    { type: 1, content: mediaUrl('emoji-1f436.svg'), name: 'a dog' },
    { type: 2, content: mediaUrl('m1u1-e3-a3.mp3'), name: 'I like red apples.' },
    { type: 3, content: mediaUrl('m1u1-f1-explanation.webm'), name: 'Greetings and "be"' },
  ],
};

export const READING_TASK = {
  title: 'My school',
  records: [
    { contentType: 2, content: 'This is my school. It is big and beautiful. There are many trees and flowers.' },
    { contentType: 1, content: mediaUrl('emoji-1f4d6.svg') },
  ],
};

export const PET_VOTE = {
  title: 'Which pet do you like best?',
  selectType: 1,
  records: [{ content: 'Vote for one pet.', contentType: 2 }],
  options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }, { key: 'C', text: 'a rabbit' }, { key: 'D', text: 'a fish' }],
};

/** The optional task's items (spec 02 §3: taskId, title, originalTask with taskType 1 reading, 2 vote, 3 resource pack, 4 drag-drop). */
export const OPTIONAL_ITEMS = [
  { taskId: 'opt-vote', title: '投票：你最喜欢哪种宠物？', originalTask: { taskType: 2, voteTask: PET_VOTE } },
  { taskId: 'opt-pack', title: '资源包：宠物与颜色', originalTask: { taskType: 3, resourcePack: RESOURCE_PACK } },
  { taskId: 'opt-reading', title: '阅读：My school', originalTask: { taskType: 1, readingTask: READING_TASK } },
  { taskId: 'opt-drag', title: '拖拽题：把单词放到图片下面', originalTask: { taskType: 4, dragDrop: dragDropTask() } },
];

/**
 * The collaborative task (task type 5): students form groups, the leader picks one of two tasks, and each
 * member answers their role's part: a text, a choice, or a sentence read aloud.
 */
export const COLLABORATIVE_LEARNING = {
  groupMode: 2,
  assignments: [
    {
      identifier: 'a-pets',
      name: 'Our favourite pet',
      roles: [
        { identifier: 'r-writer', name: '记录员', prompt: 'Write one sentence about a pet your group likes.', answerTypes: [1] },
        { identifier: 'r-chooser', name: '投票员', prompt: 'Which pet does your group like best?', answerTypes: [2], options: [{ key: 'A', text: 'a dog' }, { key: 'B', text: 'a cat' }, { key: 'C', text: 'a rabbit' }] },
        { identifier: 'r-reader', name: '朗读员', prompt: 'Read aloud: I like my cat.', refText: 'I like my cat.', answerTypes: [3] },
      ],
    },
    {
      identifier: 'a-poster',
      name: 'A class poster',
      roles: [
        { identifier: 'r-title', name: '标题员', prompt: 'Write a title for the poster.', answerTypes: [1] },
        { identifier: 'r-words', name: '单词员', prompt: 'Write three words about school.', answerTypes: [1] },
        { identifier: 'r-colour', name: '配色员', prompt: 'Choose the main colour.', answerTypes: [2], options: [{ key: 'A', text: 'red' }, { key: 'B', text: 'blue' }, { key: 'C', text: 'green' }] },
        { identifier: 'r-sentence', name: '句子员', prompt: 'Write one sentence for the poster.', answerTypes: [1] },
      ],
    },
  ],
};
