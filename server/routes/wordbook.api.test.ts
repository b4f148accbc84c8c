/**
 * The word book (issue 16): collect (twice keeps one entry, its updatedAt moved), remove, exist, the
 * collected and looked-up lists whole or by page, newest first or alphabetical, each the student's own.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordExistResponseSchema, wordListResponseSchema } from '@core/contract';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { ECDICT_FILE } from '../words/ecdict';

let server: TestServer;
let student: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  [student, other] = await Promise.all([server.signIn('student15'), server.signIn('student14')]);
});
afterAll(() => server?.close());

const ITEM = '/api/v1/caen/wordbook/item';
const list = async (token: string, path: string, query = 'page=1&pageSize=-1&sortType=1') => wordListResponseSchema.parse(await expectJson(await server.call(token, `${path}?${query}`))).data;
const collect = (token: string, word: string) => server.call(token, ITEM, { body: { word, source: 7 } });
const setTimes = (table: string, word: string, sec: number) => server.db.query(`UPDATE ${table} SET created_at_sec = $2, updated_at_sec = $2 WHERE word = $1`, [word, sec]);

describe('the word book (issue 16)', () => {
  it('collects a word once however often, lists it newest first or alphabetically, and removes it', async () => {
    for (const word of ['Banana', 'apple', 'cherry']) await expectJson(await collect(student, word));
    await setTimes('wordbook_items', 'banana', 1000);
    await setTimes('wordbook_items', 'apple', 3000);
    await setTimes('wordbook_items', 'cherry', 2000);
    await expectJson(await collect(student, 'apple'));
    const byDate = await list(student, '/api/v1/caen/wordbook/items');
    expect(byDate.words.map((w) => w.word)).toEqual(['apple', 'cherry', 'banana']);
    expect(byDate.words[0]).toMatchObject({ createdAt: 3000, collected: true });
    expect(byDate.words[0]!.updatedAt).toBeGreaterThan(3000);
    const alphabetical = await list(student, '/api/v1/caen/wordbook/items', 'page=1&pageSize=-1&sortType=2');
    expect(alphabetical.words.map((w) => w.word)).toEqual(['apple', 'banana', 'cherry']);
    const page2 = await list(student, '/api/v1/caen/wordbook/items', 'page=2&pageSize=2&sortType=2');
    expect(page2).toMatchObject({ words: [{ word: 'cherry' }], total: 3 });

    const exist = wordExistResponseSchema.parse(await expectJson(await server.call(student, '/api/v1/caen/wordbook/exist?words=APPLE,dog')));
    expect(exist.words).toEqual([{ word: 'apple', exist: true }, { word: 'dog', exist: false }]);
    await expectJson(await server.call(student, `${ITEM}?word=cherry`, { method: 'DELETE' }));
    expect((await list(student, '/api/v1/caen/wordbook/items')).words.map((w) => w.word)).toEqual(['apple', 'banana']);
  });

  it('lists a name as it is written, and finds and removes it in any case (issue 32, item 15)', async () => {
    await expectJson(await collect(other, 'tom'));
    expect((await list(other, '/api/v1/caen/wordbook/items')).words.map((w) => w.word)).toContain('Tom');
    expect(wordExistResponseSchema.parse(await expectJson(await server.call(other, '/api/v1/caen/wordbook/exist?words=Tom'))).words).toEqual([{ word: 'tom', exist: true }]);
    await expectJson(await server.call(other, `${ITEM}?word=Tom`, { method: 'DELETE' }));
    expect((await list(other, '/api/v1/caen/wordbook/items')).words.map((w) => w.word)).not.toContain('Tom');
  });

  it("keeps each student's words to them", async () => {
    expect((await list(other, '/api/v1/caen/wordbook/items')).words).toEqual([]);
    await expectJson(await collect(other, 'zebra'));
    await expectJson(await server.call(other, `${ITEM}?word=apple`, { method: 'DELETE' }));
    expect((await list(student, '/api/v1/caen/wordbook/items')).words.map((w) => w.word)).toContain('apple');
    expect((await list(student, '/api/v1/caen/wordbook/items')).words.map((w) => w.word)).not.toContain('zebra');
  });

  it('collects only a word the dictionary knows: anything else is 404 with errorCode 5, as the lookup answers (issue 32, item 14)', async () => {
    for (const word of ['asdfgh', '3D', '苹果', '1st', 'a b', 'freind']) {
      const response = await collect(student, word);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { errorCode: number }).errorCode).toBe(5);
    }
    expect((await list(student, '/api/v1/caen/wordbook/items')).words.map((w) => w.word)).not.toContain('asdfgh');
  });

  it('refuses a body without a word, and a list query out of range', async () => {
    for (const word of ['', '  ', 'x'.repeat(65)]) expect((await collect(student, word)).status).toBe(400);
    expect((await server.call(student, '/api/v1/caen/wordbook/items?pageSize=0')).status).toBe(400);
    expect((await server.call(student, '/api/v1/caen/wordbook/items?sortType=3')).status).toBe(400);
    expect((await server.call(undefined, '/api/v1/caen/wordbook/items')).status).toBe(401);
  });

  it('lists the looked-up words with whether each is collected', async () => {
    await server.db.query("INSERT INTO word_lookups (student_id, word, created_at_sec, updated_at_sec) VALUES ('user-student15', 'apple', 10, 10), ('user-student15', 'moon', 20, 20)");
    const history = await list(student, '/api/v1/caen/words/queried_histories');
    expect(history.words.map((w) => [w.word, w.collected])).toEqual([['moon', false], ['apple', true]]);
  });
});

describe('the word lookup (issue 16)', () => {
  const LOOKUP = '/api/v1/ncc/vocabulary/cambridge/lookup';
  type Lookup = { data: { word: string; headword?: string; inflectionOf?: string; wordBrief?: { pos: string; definitionCn: string }; pronunciationInfo: { us: string; uk: string; usMp3Cdn: string; ukMp3Cdn: string }; wordEntry?: { pos: string; knowledgePoint: { cambridgeVocab: { definition: string }; definitionCn: string; displayExample: { originalText: string; translation: string; audioCdn: string }[] } }[] } };
  const lookUp = async (query: string) => expectJson<Lookup>(await server.call(student, `${LOOKUP}?${query}`));
  const ipa = async (word: string) => (await lookUp(`word=${word}&briefOnly=true`)).data.pronunciationInfo;

  it('answers a school word with its brief, US and UK pronunciation and audio, and entries with translated examples', async () => {
    const { data } = await lookUp('word=Apple&source=7');
    expect(data.word).toBe('apple');
    expect(data.wordBrief).toEqual({ pos: 'noun', definitionCn: 'noun. 苹果' });
    expect(data.pronunciationInfo.us).toMatch(/æ/);
    expect(data.pronunciationInfo.uk).toMatch(/æ/);
    expect(data.pronunciationInfo.us).not.toMatch(/[ɹɡ]/);
    expect(data.wordEntry).toEqual([{ pos: 'noun', knowledgePoint: { cambridgeVocab: { definition: 'a round red or green fruit' }, definitionCn: '苹果', displayExample: [{ originalText: 'I like red apples.', translation: '我喜欢红苹果。', audioCdn: expect.stringMatching(/^\/cdn\/clips\/[0-9a-f]{32}\.mp3$/) }] } }]);
    // The UK audio is made by eSpeak NG on first request, from the text the lookup registered.
    const audio = await server.request(data.pronunciationInfo.ukMp3Cdn);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('Content-Type')).toBe('audio/mpeg');
  });

  it('gives different US and UK IPA where the two voices say the word differently (issue 32, item 15)', async () => {
    expect(await ipa('city')).toMatchObject({ us: 'ˈsɪt̬i', uk: 'ˈsɪti' });
    expect(await ipa('bird')).toMatchObject({ us: 'bɜːrd', uk: 'bɜːd' });
    expect(await ipa('water')).toMatchObject({ us: 'ˈwɔːt̬ər', uk: 'ˈwɔːtə' });
    // The UK voice is RP, as a textbook's UK English: the long a of class, after and dance.
    expect(await ipa('class')).toMatchObject({ us: 'klæs', uk: 'klɑːs' });
    expect(await ipa('dance')).toMatchObject({ us: 'dæns', uk: 'dɑːns' });
    expect(await ipa('cat')).toMatchObject({ us: 'kæt', uk: 'kæt' });
  });

  it('trims to the brief with briefOnly, and records the word in the history with needRecord', async () => {
    const { data } = await lookUp('word=dog&briefOnly=true&needRecord=true');
    expect(data.wordBrief).toEqual({ pos: 'noun', definitionCn: 'noun. 狗' });
    expect(data.wordEntry).toBeUndefined();
    expect((await list(student, '/api/v1/caen/words/queried_histories')).words.map((w) => w.word)).toContain('dog');
  });

  it.each([
    ['went', 'go'],
    ['children', 'child'],
    ['apples', 'apple'],
    ["don't", 'do'],
    ["I'm", 'I'],
    ['running', 'run'],
  ])('resolves %s to its headword %s and says so', async (form, headword) => {
    const { data } = await lookUp(`word=${encodeURIComponent(form)}`);
    // The headword as it is written: I, not i (issue 32, item 15).
    expect(data).toMatchObject({ word: headword, headword, inflectionOf: form.toLowerCase() });
    expect(data.wordBrief).toBeDefined();
  });

  it.each([
    ['tom', 'Tom', '人名：汤姆'],
    ['Amy', 'Amy', '人名：埃米'],
    ['li', 'Li', '人名：李'],
    ['beijing', 'Beijing', '地名：北京'],
    ['Shanghai', 'Shanghai', '地名：上海'],
  ])('answers the textbook name %s as a name, written %s, with nothing else (issue 32, item 3)', async (asked, written, gloss) => {
    const { data } = await lookUp(`word=${asked}`);
    expect(data.word).toBe(written);
    expect(data.wordBrief!.definitionCn).toMatch(new RegExp(`^noun\\. ${gloss}（[^）]+）$`));
    expect(data.wordEntry!.map((entry) => entry.knowledgePoint.definitionCn)).toEqual([expect.stringContaining(gloss)]);
    expect(JSON.stringify(data)).not.toMatch(/slur|offensive|derogatory|拐骗|胁迫/);
  });

  it('answers a proper name outside the names as ECDICT writes it (China, Monday, TV), a common word in lower case', async () => {
    for (const [asked, written] of [['china', 'China'], ['MONDAY', 'Monday'], ['tv', 'TV'], ['north', 'north'], ['may', 'may']]) expect((await lookUp(`word=${asked}&briefOnly=true`)).data.word).toBe(written);
  });

  it('answers a common word outside the school list from ECDICT (Chinese meanings, no examples)', async () => {
    expect(existsSync(ECDICT_FILE), `no ${ECDICT_FILE}: \`npm run setup\` builds it`).toBe(true);
    const { data } = await lookUp('word=kangaroos');
    expect(data).toMatchObject({ word: 'kangaroo', inflectionOf: 'kangaroos', wordBrief: { pos: 'noun', definitionCn: 'noun. 袋鼠' } });
    expect(data.wordEntry).toEqual([{ pos: 'noun', knowledgePoint: { cambridgeVocab: { definition: expect.stringMatching(/./) }, definitionCn: '袋鼠', displayExample: [] } }]);
  });

  it("adds WordNet's English example, without a translation, where one uses the word", async () => {
    const { data } = await lookUp('word=fragile');
    // Under the spec's label, not ECDICT's abbreviation 'a.' (issue 32, item 15).
    expect(data.wordBrief).toEqual({ pos: 'adj', definitionCn: 'adj. 易碎的, 脆的' });
    expect(data.wordEntry![0]!.knowledgePoint.displayExample).toEqual([{ originalText: 'Fragile porcelain plates', translation: '', audioCdn: expect.stringMatching(/^\/cdn\/clips\//) }]);
  });

  it('answers a listed word without a meaning for a child without wordBrief (not included), and anything else, typos too, with 404 errorCode 5', async () => {
    const { data } = await lookUp('word=deployment');
    expect(data.word).toBe('deployment');
    expect(data.wordBrief).toBeUndefined();
    expect(data.pronunciationInfo.usMp3Cdn).toMatch(/^\/cdn\/clips\//);
    // One rule for typos (issue 32, item 15): freind, wich and goverment are in CMUdict, beautifull is not; none is a word.
    for (const word of ['qzxvbn', '苹果', '123', '', 'freind', 'wich', 'goverment', 'beautifull', 'zyuganov', '3D']) {
      const response = await server.call(student, `${LOOKUP}?word=${encodeURIComponent(word)}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { errorCode: number }).errorCode).toBe(5);
    }
  });
});
