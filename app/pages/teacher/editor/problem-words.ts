/**
 * The task definitions' problems in a teacher's words. The definitions speak English (zod's messages, as
 * the server answers them and a content engineer reads them); the console's editor shows the same problem
 * at the same field in plain Chinese. A message this does not know is shown as it is.
 */

type Rule = readonly [pattern: RegExp, words: (...groups: string[]) => string];

/** Sizes: a string counts characters, an array items; `>` and `<` are turned into the inclusive bound. */
const sizeRules: readonly Rule[] = [
  [/^Too small: expected string to have (>=|>)(\d+) characters$/, (op, n) => atLeast(op, n, (min) => (min <= 1 ? '不能为空' : `至少 ${min} 个字`))],
  [/^Too small: expected array to have (>=|>)(\d+) items$/, (op, n) => atLeast(op, n, (min) => `至少需要 ${min} 项`)],
  [/^Too small: expected string to have exactly (\d+) characters$/, (n) => `需要正好 ${n} 个字`],
  [/^Too small: expected array to have exactly (\d+) items$/, (n) => `需要正好 ${n} 项`],
  [/^Too big: expected string to have (<=|<)(\d+) characters$/, (op, n) => atMost(op, n, (max) => `最多 ${max} 个字`)],
  [/^Too big: expected array to have (<=|<)(\d+) items$/, (op, n) => atMost(op, n, (max) => `最多 ${max} 项`)],
  [/^Too big: expected (?:string|array) to have exactly (\d+) (?:characters|items)$/, (n) => `需要正好 ${n} 项`],
  [/^Too small: expected number to be >=(-?[\d.]+)$/, (n) => `不能小于 ${n}`],
  [/^Too small: expected number to be >(-?[\d.]+)$/, (n) => `要大于 ${n}`],
  [/^Too big: expected number to be <=(-?[\d.]+)$/, (n) => `不能大于 ${n}`],
  [/^Too big: expected number to be <(-?[\d.]+)$/, (n) => `要小于 ${n}`],
];

const shapeRules: readonly Rule[] = [
  [/^is required \(expected .*\)$/, () => '必填'],
  [/^Invalid option: expected one of /, () => '不是可以选的值'],
  [/^Invalid input(?:: .*)?$/, () => '格式不对'],
  [/^Invalid discriminator value/, () => '格式不对'],
  [/^Invalid (?:key|value) in /, () => '格式不对'],
  [/^Invalid (?:string|URL|number: must be a multiple)/, () => '格式不对'],
  [/^Unrecognized keys?: (.*)$/, (keys) => `有多余的内容：${keys}`],
];

// The kinds' own words (their refine and checkTask messages), and task-body.ts's for a task of no kind.
const kindRules: readonly Rule[] = [
  [/^not a task of any kind this server knows$/, () => '任务内容不完整'],
  [/^a zone needs a width$/, () => '区域需要有宽度'],
  [/^a zone needs a height$/, () => '区域需要有高度'],
  [/^a zone must lie inside the frame$/, () => '区域要在图片范围内'],
  [/^a zone needs the cards it accepts$/, () => '请选择这个区域接受哪些卡片'],
  [/^a card needs a text or a picture$/, () => '卡片需要文字或图片'],
  [/^two cards share an id$/, () => '有两张卡片编号相同'],
  [/^two zones share an id$/, () => '有两个区域编号相同'],
  [/^no card "(.*)"$/, (card) => `没有卡片「${card}」`],
  // A record that would show nothing (the vote's and the reading task's checkTask).
  [/^a text needs its words$/, () => '这段文字不能为空'],
  [/^a picture needs its file$/, () => '请上传或选择图片'],
  [/^a sound needs its file$/, () => '请上传或选择声音'],
  // A reading task with nothing to read (its checkTask): a text pasted or a page's picture.
  [/^a reading task needs a text or a picture$/, () => '请粘贴文字或上传书页图片'],
  [/^task type \d+ is not one of the item kinds/, () => '这类任务不能作为分层题包的一项'],
  [/^an item of task type \d+ needs its /, () => '这一项的内容不完整'],
];

const rules = [...sizeRules, ...shapeRules, ...kindRules];

/** The problem as a teacher reads it; an unknown message (already Chinese, or new) as it is. */
export function chineseProblem(message: string): string {
  const inKey = /^the key: (.*)$/.exec(message);
  if (inKey) return `名称${chineseProblem(inKey[1]!)}`;
  for (const [pattern, words] of rules) {
    const match = pattern.exec(message);
    if (match) return words(...match.slice(1));
  }
  return message;
}

function atLeast(op: string, n: string, words: (min: number) => string): string {
  return words(op === '>' ? Number(n) + 1 : Number(n));
}

function atMost(op: string, n: string, words: (max: number) => string): string {
  return words(op === '<' ? Number(n) - 1 : Number(n));
}
