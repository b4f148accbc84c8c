/**
 * The names a school textbook uses (issue 32, item 3): its children and teachers (Tom, Amy, Li ...) and
 * the places its lessons visit (Beijing, Shanghai ...), each a 人名 or 地名 with a short gloss and an
 * example, written for this project. A general dictionary answers these with whatever the lower-case
 * word means ("tom": an ethnic slur; "shanghai": 拐骗), so the curated list answers them first.
 * NAME_FORMS says how each is written (the word book keys words in lower case).
 */
import { sense as s, word as w, type CuratedWord } from './curated-word';

/** A person's name: 人名, its Chinese rendering and who bears it, with a textbook line. */
const person = (chinese: string, who: string, en: string, example: [string, string]) => s(7, `人名：${chinese}（${who}）`, en, example);
/** A place's name: 地名, its Chinese name and what it is. */
const place = (chinese: string, what: string, en: string, example: [string, string]) => s(7, `地名：${chinese}（${what}）`, en, example);

export const NAME_VOCABULARY: Record<string, CuratedWord> = {
  tom: w(person('汤姆', '男子名', "a boy's or man's name", ["Hello, I'm Tom.", '你好，我是汤姆。'])),
  amy: w(person('埃米', '女子名', "a girl's or woman's name", ['Amy is my friend.', '埃米是我的朋友。'])),
  li: w(person('李', '中国姓氏', 'a Chinese family name', ['Miss Li is our English teacher.', '李老师是我们的英语老师。'])),
  wang: w(person('王', '中国姓氏', 'a Chinese family name', ['Mr Wang is a doctor.', '王先生是一名医生。'])),
  zhang: w(person('张', '中国姓氏', 'a Chinese family name', ['Mrs Zhang lives next door.', '张太太住在隔壁。'])),
  chen: w(person('陈', '中国姓氏', 'a Chinese family name', ['Chen Jie is in Class One.', '陈洁在一班。'])),
  liu: w(person('刘', '中国姓氏', 'a Chinese family name', ['Mr Liu teaches maths.', '刘老师教数学。'])),
  wu: w(person('吴', '中国姓氏', 'a Chinese family name', ['Wu Binbin is my classmate.', '吴斌斌是我的同学。'])),
  alice: w(person('爱丽丝', '女子名', "a girl's or woman's name", ['Alice likes reading.', '爱丽丝喜欢读书。'])),
  kitty: w(person('基蒂', '女子名', "a girl's name", ['Kitty has a cat.', '基蒂有一只猫。'])),
  ben: w(person('本', '男子名', "a boy's or man's name", ['Ben can swim.', '本会游泳。'])),
  danny: w(person('丹尼', '男子名', "a boy's name", ['Danny is tall.', '丹尼个子高。'])),
  eddie: w(person('埃迪', '男子名', "a boy's name", ['Eddie has a dog.', '埃迪有一只狗。'])),
  jill: w(person('吉尔', '女子名', "a girl's name", ['Jill likes pandas.', '吉尔喜欢熊猫。'])),
  joe: w(person('乔', '男子名', "a boy's or man's name", ['Joe is nine.', '乔九岁了。'])),
  peter: w(person('彼得', '男子名', "a boy's or man's name", ['Peter plays football.', '彼得踢足球。'])),
  sally: w(person('萨莉', '女子名', "a girl's or woman's name", ['Sally has long hair.', '萨莉留着长发。'])),
  sam: w(person('萨姆', '男子名', "a boy's or man's name", ['Sam is my brother.', '萨姆是我的哥哥。'])),
  mary: w(person('玛丽', '女子名', "a girl's or woman's name", ['Mary can sing.', '玛丽会唱歌。'])),
  lucy: w(person('露西', '女子名', "a girl's or woman's name", ['Lucy is my sister.', '露西是我的姐姐。'])),
  lily: w(person('莉莉', '女子名', "a girl's name", ['Lily likes flowers.', '莉莉喜欢花。']), s(7, '百合花', 'a tall plant with large white flowers', ['The lily is white.', '这朵百合花是白色的。'])),
  mike: w(person('迈克', '男子名', "a boy's or man's name", ['Mike is from Canada.', '迈克来自加拿大。']), s(7, '话筒', 'a microphone', ['Please speak into the mike.', '请对着话筒说话。'])),
  john: w(person('约翰', '男子名', "a boy's or man's name", ['John is a good student.', '约翰是个好学生。'])),
  sarah: w(person('萨拉', '女子名', "a girl's or woman's name", ['Sarah likes apples.', '萨拉喜欢苹果。'])),
  jim: w(person('吉姆', '男子名', "a boy's or man's name", ['Jim is in Grade Three.', '吉姆在三年级。'])),
  kate: w(person('凯特', '女子名', "a girl's or woman's name", ['Kate has a red bag.', '凯特有一个红色的书包。'])),
  bob: w(person('鲍勃', '男子名', "a boy's or man's name", ['Bob can ride a bike.', '鲍勃会骑自行车。'])),
  jack: w(person('杰克', '男子名', "a boy's or man's name", ['Jack and Tom are friends.', '杰克和汤姆是朋友。'])),
  linda: w(person('琳达', '女子名', "a girl's or woman's name", ['Linda is my pen friend.', '琳达是我的笔友。'])),
  tony: w(person('托尼', '男子名', "a boy's or man's name", ['Tony likes music.', '托尼喜欢音乐。'])),
  jenny: w(person('珍妮', '女子名', "a girl's or woman's name", ['Jenny is kind.', '珍妮很善良。'])),
  daming: w(person('大明', '男子名', "a Chinese boy's name", ['Daming lives in Beijing.', '大明住在北京。'])),
  lingling: w(person('玲玲', '女子名', "a Chinese girl's name", ['Lingling has a kite.', '玲玲有一只风筝。'])),
  beijing: w(place('北京', '中国首都', 'the capital city of China', ['Beijing is the capital of China.', '北京是中国的首都。'])),
  shanghai: w(place('上海', '中国城市', 'a big city in the east of China', ['I live in Shanghai.', '我住在上海。'])),
  hangzhou: w(place('杭州', '中国城市', 'a city in the east of China, famous for the West Lake', ['Hangzhou is a beautiful city.', '杭州是一座美丽的城市。'])),
  guangzhou: w(place('广州', '中国城市', 'a big city in the south of China', ['My uncle works in Guangzhou.', '我叔叔在广州工作。'])),
  shenzhen: w(place('深圳', '中国城市', 'a big city in the south of China', ['Shenzhen is near Hong Kong.', '深圳在香港附近。'])),
  nanjing: w(place('南京', '中国城市', 'a city in the east of China', ['We visited Nanjing last year.', '我们去年参观了南京。'])),
  sydney: w(place('悉尼', '澳大利亚城市', 'the biggest city in Australia', ['Sydney is in Australia.', '悉尼在澳大利亚。'])),
  paris: w(place('巴黎', '法国首都', 'the capital city of France', ['Paris is the capital of France.', '巴黎是法国的首都。'])),
  tokyo: w(place('东京', '日本首都', 'the capital city of Japan', ['Tokyo is a big city.', '东京是一座大城市。'])),
};

/** How a word is written where it is a name (the word book keys it in lower case): the names above, I, and titles ECDICT writes in capitals. */
export const NAME_FORMS: Record<string, string> = {
  ...Object.fromEntries(Object.keys(NAME_VOCABULARY).map((key) => [key, key.charAt(0).toUpperCase() + key.slice(1)])),
  i: 'I',
  mr: 'Mr',
  mrs: 'Mrs',
  ms: 'Ms',
};
