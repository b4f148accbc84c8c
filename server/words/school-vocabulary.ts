/**
 * The curated school vocabulary (issue 16), written for this project: about 2,000 words — the words of
 * the seeded unit and the demo tasks, themed parts (daily life, the world), and the school word list
 * (ECDICT's 中考 words and the 3,000 most frequent English words, lists 1–8) — each with its parts of
 * speech, a short Chinese meaning per sense, and a short example a child can read with its Chinese
 * translation (no packaged source carries translated examples). school-vocabulary.test.ts checks the
 * data. Part of speech numbers: curated-word.ts.
 */
import { DAILY_VOCABULARY } from './school-vocabulary-daily';
import { SCHOOL_LIST_1 } from './school-vocabulary-list-1';
import { SCHOOL_LIST_2 } from './school-vocabulary-list-2';
import { SCHOOL_LIST_3 } from './school-vocabulary-list-3';
import { SCHOOL_LIST_4 } from './school-vocabulary-list-4';
import { SCHOOL_LIST_5 } from './school-vocabulary-list-5';
import { SCHOOL_LIST_6 } from './school-vocabulary-list-6';
import { SCHOOL_LIST_7 } from './school-vocabulary-list-7';
import { SCHOOL_LIST_8 } from './school-vocabulary-list-8';
import { WORLD_VOCABULARY } from './school-vocabulary-world';
import { NAME_VOCABULARY } from './school-vocabulary-names';
import { sense as s, word as w, type CuratedWord } from './curated-word';

export type { CuratedSense, CuratedWord } from './curated-word';

const UNIT_VOCABULARY: Record<string, CuratedWord> = {
  cat: w(s(7, '猫', 'a small animal with fur, often kept as a pet', ['My cat is white.', '我的猫是白色的。'])),
  dog: w(s(7, '狗', 'an animal kept as a pet or to guard a house', ['The dog can run fast.', '这只狗跑得很快。'])),
  rabbit: w(s(7, '兔子', 'a small animal with long ears', ['The rabbit likes carrots.', '兔子喜欢胡萝卜。'])),
  fish: w(s(7, '鱼', 'an animal that lives in water', ['I can see a fish.', '我能看见一条鱼。']), s(8, '钓鱼', 'to try to catch fish', ['We fish in the river.', '我们在河里钓鱼。'])),
  bird: w(s(7, '鸟', 'an animal with wings and feathers', ['A bird is in the tree.', '一只鸟在树上。'])),
  pet: w(s(7, '宠物', 'an animal kept at home', ['Do you have a pet?', '你有宠物吗？'])),
  apple: w(s(7, '苹果', 'a round red or green fruit', ['I like red apples.', '我喜欢红苹果。'])),
  banana: w(s(7, '香蕉', 'a long yellow fruit', ['The monkey eats a banana.', '猴子吃香蕉。'])),
  book: w(s(7, '书', 'pages with words to read', ['This is my English book.', '这是我的英语书。'])),
  school: w(s(7, '学校', 'a place where children learn', ['This is my school.', '这是我的学校。'])),
  bus: w(s(7, '公共汽车', 'a big car that carries many people', ['We go to school by bus.', '我们坐公交车上学。'])),
  car: w(s(7, '汽车', 'a vehicle with four wheels', ['My father has a red car.', '我爸爸有一辆红色的汽车。'])),
  tree: w(s(7, '树', 'a tall plant with a trunk and leaves', ['There are many trees in the park.', '公园里有很多树。'])),
  flower: w(s(7, '花', 'the coloured part of a plant', ['The flower is pink.', '这朵花是粉色的。'])),
  sun: w(s(7, '太阳', 'the star that gives us light', ['The sun is hot.', '太阳很热。'])),
  football: w(s(7, '足球', 'a game in which players kick a ball', ['We play football after school.', '我们放学后踢足球。'])),
  red: w(s(2, '红色的', 'having the colour of blood', ['I like red apples.', '我喜欢红苹果。']), s(7, '红色', 'the colour red', ['Red is my favourite colour.', '红色是我最喜欢的颜色。'])),
  blue: w(s(2, '蓝色的', 'having the colour of the sky', ['The sky is blue.', '天空是蓝色的。'])),
  green: w(s(2, '绿色的', 'having the colour of grass', ['The grass is green.', '草是绿色的。'])),
  yellow: w(s(2, '黄色的', 'having the colour of a lemon', ['The banana is yellow.', '香蕉是黄色的。'])),
  white: w(s(2, '白色的', 'having the colour of snow', ['My cat is white.', '我的猫是白色的。'])),
  big: w(s(2, '大的', 'large in size', ['My school is big.', '我的学校很大。'])),
  beautiful: w(s(2, '美丽的', 'very nice to look at', ['The flowers are beautiful.', '这些花很美。'])),
  good: w(s(2, '好的', 'of a high standard; nice', ['Good morning, Miss Li.', '李老师，早上好。'])),
  morning: w(s(7, '早晨，上午', 'the early part of the day', ['Good morning!', '早上好！'])),
  afternoon: w(s(7, '下午', 'the time from twelve o\'clock to evening', ['Good afternoon!', '下午好！'])),
  evening: w(s(7, '晚上', 'the end of the day', ['Good evening, Mum.', '妈妈，晚上好。'])),
  name: w(s(7, '名字', 'what someone is called', ['My name is Amy.', '我的名字叫埃米。'])),
  nine: w(s(13, '九', 'the number 9', ['I am nine years old.', '我九岁了。'])),
  friend: w(s(7, '朋友', 'a person you like and know well', ['You are my friend.', '你是我的朋友。'])),
  teacher: w(s(7, '老师', 'a person who teaches', ['Miss Li is our teacher.', '李老师是我们的老师。'])),
  like: w(s(8, '喜欢', 'to enjoy something', ['I like my cat.', '我喜欢我的猫。']), s(4, '像', 'the same as', ['It looks like a bird.', '它看起来像一只鸟。'])),
  run: w(s(8, '跑', 'to move fast on your feet', ['My dog can run fast.', '我的狗跑得很快。'])),
  play: w(s(8, '玩；踢（球）', 'to do something for fun', ['We play football after school.', '我们放学后踢足球。'])),
  go: w(s(8, '去', 'to move to a place', ['We go to school by bus.', '我们坐公交车上学。'])),
  read: w(s(8, '读', 'to look at words and understand them', ['I read a book every day.', '我每天读一本书。'])),
  eat: w(s(8, '吃', 'to put food in your mouth', ['Rabbits eat carrots.', '兔子吃胡萝卜。'])),
  see: w(s(8, '看见', 'to notice with your eyes', ['I can see a bird.', '我能看见一只鸟。'])),
  have: w(s(8, '有', 'to own something', ['I have a pet dog.', '我有一只宠物狗。'])),
  be: w(s(8, '是', 'used to say what someone or something is', ['I am a student.', '我是一名学生。'])),
  do: w(s(8, '做', 'to carry out an action', ['I do my homework.', '我做作业。'])),
  child: w(s(7, '孩子', 'a young person', ['The child is happy.', '这个孩子很开心。'])),
  man: w(s(7, '男人', 'an adult male person', ['The man is a doctor.', '那个男人是医生。'])),
  i: w(s(6, '我', 'the person speaking', ['I am nine.', '我九岁。'])),
  you: w(s(6, '你；你们', 'the person you speak to', ['Are you ready?', '你准备好了吗？'])),
  my: w(s(1, '我的', 'belonging to me', ['This is my bag.', '这是我的包。'])),
  the: w(s(1, '这个；那个', 'used before a noun that is known', ['The sun is hot.', '太阳很热。'])),
  and: w(s(5, '和', 'used to join words', ['I like cats and dogs.', '我喜欢猫和狗。'])),
  hello: w(s(12, '你好', 'a greeting', ['Hello, I\'m Tom.', '你好，我是汤姆。'])),
  in: w(s(4, '在……里', 'inside', ['The fish is in the water.', '鱼在水里。'])),
};

/** The school word list's common words (lists 1–8, by frequency in turn). */
const SCHOOL_LIST = { ...SCHOOL_LIST_1, ...SCHOOL_LIST_2, ...SCHOOL_LIST_3, ...SCHOOL_LIST_4, ...SCHOOL_LIST_5, ...SCHOOL_LIST_6, ...SCHOOL_LIST_7, ...SCHOOL_LIST_8 };
/**
 * Every curated word: the textbook's names (school-vocabulary-names.ts), the school word list, the
 * everyday ones (school-vocabulary-daily.ts), the wider world's (school-vocabulary-world.ts) and the
 * unit's words; a later part's entry wins.
 */
export const SCHOOL_VOCABULARY: Record<string, CuratedWord> = { ...NAME_VOCABULARY, ...SCHOOL_LIST, ...WORLD_VOCABULARY, ...DAILY_VOCABULARY, ...UNIT_VOCABULARY };

/** Irregular forms a student meets early, to their headwords. */
export const IRREGULAR_FORMS: Record<string, string> = {
  went: 'go', gone: 'go', goes: 'go', ate: 'eat', eaten: 'eat', saw: 'see', seen: 'see', ran: 'run', had: 'have', has: 'have',
  was: 'be', were: 'be', is: 'be', am: 'be', are: 'be', been: 'be', did: 'do', done: 'do', does: 'do',
  children: 'child', men: 'man', women: 'woman', feet: 'foot', teeth: 'tooth', mice: 'mouse', people: 'person',
  better: 'good', best: 'good', bigger: 'big', biggest: 'big',
  "don't": 'do', "doesn't": 'do', "didn't": 'do', "can't": 'can', "won't": 'will', "isn't": 'be', "aren't": 'be', "i'm": 'i', "you're": 'you', "it's": 'it', "let's": 'let',
};
