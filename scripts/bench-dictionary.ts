/**
 * `npm run bench:dictionary`: the word lookup's figures (issue 16). Coverage of the 3,000 most frequent
 * English words (ECDICT's COCA frequency ranks, forms resolved to their headwords): how many get a brief
 * (a Chinese meaning) and how many an example (a curated one with its translation, or WordNet's); then the lookup's requests/s and p99 at 200 connections on
 * the reference server, over those words in turn (after a warm-up that makes their pronunciations once);
 * and the dictionary file's size.
 */
import { statSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEFAULT_APP_ID, DEFAULT_MAIL_DOMAIN, DEFAULT_PASSWORD_SUFFIX } from '@core/contract';
import { loginBody } from '../server/testing/test-server';
import { resolveHeadword } from '../server/words/dictionary';
import { ECDICT_FILE, ecdict } from '../server/words/ecdict';
import { SCHOOL_VOCABULARY } from '../server/words/school-vocabulary';
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

const server = await startBenchServer('bench-dictionary');
try {
  const signIn = await fetch(`${server.base}/api/v2/initiate_auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await loginBody(`student15${DEFAULT_MAIL_DOMAIN}`, `demo1234${DEFAULT_PASSWORD_SUFFIX}`)) });
  const token = ((await signIn.json()) as { authenticationResult: { accessToken: string } }).authenticationResult.accessToken;
  const headers = { appId: DEFAULT_APP_ID, Authorization: `Bearer ${token}` };
  let next = 0;
  const options = {
    url: server.base,
    connections: 200,
    headers,
    requests: [{ setupRequest: (request: { path?: string }) => ({ ...request, path: `/api/v1/ncc/vocabulary/cambridge/lookup?word=${encodeURIComponent(top[next++ % top.length]!)}&source=7` }) }],
  };
  // The warm-up makes each word's pronunciation once (eSpeak NG), as a school's first lessons would.
  await autocannon({ ...options, amount: TOP });
  const result = await autocannon({ ...options, duration: 10 });
  console.log(`lookup at 200 connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (goal ≤ 20 ms), non-2xx ${result.non2xx}, errors ${result.errors}`);
} finally {
  await server.stop();
}
