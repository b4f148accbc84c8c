/**
 * A pack's glossary.json (issue 35: "lookups of every word in the pack resolve"): once the pack is
 * imported, the word lookup answers its words (a made-up name the dictionary does not know, as it is
 * written, with its example), its meaning wins over ECDICT's (Zip the squirrel, not 拉链) but not over the
 * curated school list, a student can collect the word, and a second server process that had answered 404
 * answers it once the database tells it of the import.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { filesDirOf } from '../config';
import { demoPackFiles, renamedPack, withFile } from '../testing/pack-fixtures';
import { expectJson, startTestServer, type TestServer } from '../testing/test-server';
import { checkPack } from './pack-check';
import type { PackGlossary } from './pack-glossary';
import { importPack } from './pack-import';
import { unknownWords } from './pack-words';

const LOOKUP = '/api/v1/ncc/vocabulary/cambridge/lookup';
interface Lookup { data: { word: string; inflectionOf?: string; wordBrief?: { pos: string; definitionCn: string }; wordEntry?: { pos: string; knowledgePoint: { cambridgeVocab: { definition: string }; definitionCn: string; displayExample: { originalText: string; translation: string }[] } }[] } }

const GLOSSARY: PackGlossary = {
  zorblax: { written: 'Zorblax', senses: [{ pos: 'noun', cn: '人名：佐布拉克斯（外星朋友）', en: 'a friendly alien in the story', example: ['Zorblax comes from the moon.', '佐布拉克斯来自月亮。'] }] },
  zip: { written: 'Zip', senses: [{ pos: 'noun', cn: '人名：齐普（松鼠）', en: 'a squirrel in the textbook' }] },
  tom: { senses: [{ pos: 'noun', cn: '不该出现的意思', en: 'not shown: the school list answers first' }] },
};
/** The demo pack as g1u1, its first reading naming Zorblax, with or without the glossary. */
const packWith = (glossary: PackGlossary | undefined) => {
  const files = renamedPack(demoPackFiles(), 'g1u1').map((file) =>
    file.path === 'episodes/g1u1-e3.json' ? { ...file, bytes: Buffer.from(Buffer.from(file.bytes).toString().replace(/"spokenText": "([^"]*)"/, '"spokenText": "Zorblax says: $1"')) } : file,
  );
  return withFile(files, 'glossary.json', glossary);
};

let server: TestServer;
/** A second server process on the same database, which hears of the import only from the database. */
let twin: Awaited<ReturnType<TestServer['twin']>>;
let student: string;
beforeAll(async () => {
  server = await startTestServer();
  twin = await server.twin();
  student = await server.signIn('student01');
});
afterAll(() => server?.close());

const lookUp = (word: string, call = server.call) => call(student, `${LOOKUP}?word=${word}`);

describe("a pack's glossary answers the word lookup (issue 35)", () => {
  it("is what the checker counts: a word of the pack's texts unknown without it, known with it", () => {
    const without = checkPack(packWith(undefined));
    const withGlossary = checkPack(packWith(GLOSSARY));
    if ('problems' in without || 'problems' in withGlossary) throw new Error('the pack has problems');
    expect(unknownWords(without.pack).map((u) => u.word)).toEqual(['Zorblax']);
    expect(unknownWords(withGlossary.pack)).toEqual([]);
  });

  it('answers nothing for the word before the pack is imported, its glossary entry after', async () => {
    expect((await lookUp('zorblax')).status).toBe(404);
    expect((await lookUp('zorblax', twin.call)).status).toBe(404);
    const checked = checkPack(packWith(GLOSSARY));
    if ('problems' in checked) throw new Error(JSON.stringify(checked.problems));
    await importPack(server.deps.db, checked.pack, packWith(GLOSSARY), { filesDir: filesDirOf(server.config) });

    const { data } = await expectJson<Lookup>(await lookUp('Zorblax'));
    expect(data.word).toBe('Zorblax');
    expect(data.wordBrief).toEqual({ pos: 'noun', definitionCn: 'noun. 人名：佐布拉克斯（外星朋友）' });
    expect(data.wordEntry).toEqual([{ pos: 'noun', knowledgePoint: { cambridgeVocab: { definition: 'a friendly alien in the story' }, definitionCn: '人名：佐布拉克斯（外星朋友）', displayExample: [expect.objectContaining({ originalText: 'Zorblax comes from the moon.', translation: '佐布拉克斯来自月亮。' })] } }]);
    // A form of it resolves to it.
    expect((await expectJson<Lookup>(await lookUp('zorblaxes'))).data).toMatchObject({ word: 'Zorblax', inflectionOf: 'zorblaxes' });
  });

  it("gives the pack's meaning before ECDICT's, but not before the curated school list", async () => {
    const zip = (await expectJson<Lookup>(await lookUp('zip'))).data;
    expect(zip.word).toBe('Zip');
    expect(zip.wordBrief?.definitionCn).toBe('noun. 人名：齐普（松鼠）');
    expect(zip.wordEntry?.[0]?.knowledgePoint.displayExample).toEqual([]);
    const tom = (await expectJson<Lookup>(await lookUp('tom'))).data;
    expect(tom.wordBrief?.definitionCn).toContain('汤姆');
  });

  it('lets a student collect the word, listed as the glossary writes it', async () => {
    await expectJson(await server.call(student, '/api/v1/caen/wordbook/item', { body: { word: 'zorblax', source: 7 } }));
    const book = await expectJson<{ data: { words: { word: string }[] } }>(await server.call(student, '/api/v1/caen/wordbook/items?page=1&pageSize=-1&sortType=1'));
    expect(book.data.words.map((w) => w.word)).toContain('Zorblax');
  });

  it('is answered by a second server process, which had answered 404 before the import', async () => {
    // The database's notification reaches the other process's listener a moment after the commit.
    await vi.waitFor(async () => expect((await lookUp('zorblax', twin.call)).status).toBe(200), { timeout: 5000, interval: 50 });
    expect((await expectJson<Lookup>(await lookUp('zorblax', twin.call))).data.word).toBe('Zorblax');
  });
});
