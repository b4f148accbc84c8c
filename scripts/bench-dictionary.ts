/**
 * `npm run bench:dictionary`: the word lookup's figures (issue 16). Coverage of the 3,000 most frequent
 * English words (ECDICT's COCA frequency ranks, forms resolved to their headwords): how many get a brief
 * (a Chinese meaning) and how many an example (a curated one with its translation, or WordNet's); then the lookup's requests/s and p99 at 200 connections on
 * the reference server, over those words in turn (after a warm-up that makes their pronunciations once);
 * and the dictionary file's size.
 */
import { existsSync, statSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX } from '@core/contract';
import { loginBody } from '../server/testing/test-server';
import { resolveHeadword } from '../server/words/dictionary';
import { ECDICT_FILE, ecdict } from '../server/words/ecdict';
import { PRONUNCIATION_FILE } from '../server/words/pronunciations';
import { SCHOOL_VOCABULARY } from '../server/words/school-vocabulary';
import { startBareNode } from './lib/bare-node';
import { startBenchServer } from './lib/bench-server';

const TOP = 3000;
const top = [...ecdict().values()].filter((entry) => entry[5] > 0).toSorted((a, b) => a[5] - b[5]).slice(0, TOP).map((entry) => entry[0]);
if (top.length < TOP) throw new Error(`bench:dictionary: ${ECDICT_FILE} has ${top.length} ranked words; run \`npm run setup\` to build it`);

let withBrief = 0;
let withExample = 0;
for (const word of top) {
  const resolved = resolveHeadword(word);
  if (!resolved) continue;
  if (resolved.curated || ecdict().get(resolved.headword)?.[1]) withBrief++;
  if (resolved.curated ? SCHOOL_VOCABULARY[resolved.headword]!.senses.some((sense) => sense.example[0]) : ecdict().get(resolved.headword)?.[6]) withExample++;
}
const percent = (n: number) => `${((100 * n) / top.length).toFixed(1)} %`;
console.log(`coverage of the top ${TOP} words (COCA ranks): brief ${percent(withBrief)} (goal ≥ 98 %), example ${percent(withExample)} (goal ≥ 95 %)`);
console.log(`dictionary file: ${(statSync(ECDICT_FILE).size / 1e6).toFixed(1)} MB (${ecdict().size} words); curated school list: ${Object.keys(SCHOOL_VOCABULARY).length} words`);
console.log(existsSync(PRONUNCIATION_FILE) ? `pronunciations made at setup: ${(statSync(PRONUNCIATION_FILE).size / 1e6).toFixed(1)} MB` : 'pronunciations made at setup: none (run `npm run setup`); each is made on its first lookup');

const server = await startBenchServer('bench-dictionary');
try {
  const signIn = await fetch(`${server.base}/api/v2/initiate_auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await loginBody(`student15${DEFAULT_MAIL_DOMAIN}`, `demo1234${DEFAULT_PASSWORD_SUFFIX}`)) });
  const token = ((await signIn.json()) as { authenticationResult: { accessToken: string } }).authenticationResult.accessToken;
  const headers = { appId: DEFAULT_APP_ID, Authorization: `Bearer ${token}` };
  const options = {
    url: server.base,
    connections: 200,
    headers,
    // Each connection goes through the words in turn (each request built once, as autocannon keeps them).
    requests: top.map((word) => ({ path: `/api/v1/ncc/vocabulary/cambridge/lookup?word=${encodeURIComponent(word)}&source=7` })),
  };
  // The warm-up makes each word's answer once (its pronunciations by eSpeak NG), as a school's first
  // lessons would, and waits for every one: the figure is of answers already made.
  const warmUpStarted = performance.now();
  const words = [...top];
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let word = words.pop(); word; word = words.pop()) {
      const response = await fetch(`${server.base}/api/v1/ncc/vocabulary/cambridge/lookup?word=${encodeURIComponent(word)}&source=7`, { headers });
      if (response.status !== 200) throw new Error(`bench:dictionary: ${word} answered ${response.status}`);
    }
  }));
  console.log(`first lookups of the ${TOP} words (answers made, 8 at a time): ${((performance.now() - warmUpStarted) / 1000).toFixed(1)} s`);
  await autocannon({ ...options, duration: 3 });
  const result = await autocannon({ ...options, duration: 10 });
  console.log(`lookup at 200 connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (goal ≤ 20 ms), non-2xx ${result.non2xx}, errors ${result.errors}`);
  // The yardstick in the same run: what Node itself does on this machine with the same client.
  const bare = await startBareNode();
  try {
    await autocannon({ url: bare.url, connections: 200, duration: 3 });
    const yardstick = await autocannon({ url: bare.url, connections: 200, duration: 10 });
    console.log(`bare Node http, same run: ${Math.round(yardstick.requests.average)} req/s, p99 ${yardstick.latency.p99} ms; lookup ${(result.requests.average / yardstick.requests.average).toFixed(2)} of it`);
  } finally {
    await bare.stop();
  }
} finally {
  await server.stop();
}
