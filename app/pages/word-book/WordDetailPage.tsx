/**
 * /word-book/{word} (spec 02 §2, §4, §8; issue 16): the word, its US and UK pronunciation with audio and
 * its brief meanings; tab 详细释义 with part-of-speech capsules and collapsible knowledge points with
 * examples and their audio; tab 发音练习: the student reads the word, the speech engine scores it, and the
 * score shows with its tier and the phonemes coloured. The footer steps through the list it was opened
 * from (route state) and collects or removes the word. States: loading, 找不到该单词, not included, and
 * a network error that a touch reloads.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { collectWord, isCollected, lookUpWord, removeWord, type WordLookup } from '@app/client/word-calls';
import { WORD_NOT_FOUND_ERROR_CODE, type ReadingScore } from '@core/domain';
import { ApiError } from '@core/services/api/api-service';
import { ApiMessages } from '@core/services/api/messages';
import { pronunciationTier } from '@app/words/word-list';
import { ApiToken, RecorderToken, ScorerToken } from '@core/services/tokens';
import { SpeakerIcon } from '@plugins/activities/shared-view/SpeakerIcon';
import { useAsync } from '../../hooks/use-async';
import { useTaskAudio } from '../../hooks/use-task-audio';
import { useToast } from '../../hooks/use-toast';
import { useService } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import { Spinner } from '../../shell/Spinner';
import { WordDetailText } from './strings';
import './word-book.css';

interface FromList { words?: string[]; tab?: string }

export function WordDetailPage() {
  const word = decodeURIComponent(useParams().word ?? '');
  const api = useService(ApiToken);
  const fromList = (useLocation().state ?? {}) as FromList;
  // Opened from the word book it is a visit; opened any other way it is a lookup, kept in the history.
  const lookingUp = fromList.words === undefined;
  const page = useAsync(useCallback(() => lookUpWord(api, word, { needRecord: lookingUp }), [api, word, lookingUp]));
  return (
    <main className="page">
      <PageHeader title={word} backTo={`/word-book${fromList.tab ? `?tab=${fromList.tab}` : ''}`} />
      {page.status === 'loading' && <Spinner />}
      {page.status === 'ready' && page.data.status === 'success' && <WordView key={word} lookup={page.data.lookup} />}
      {page.status === 'ready' && page.data.status === 'notFound' && <p className="word-detail__state" role="status">{WordDetailText.notFound}</p>}
      {page.status === 'ready' && page.data.status === 'notIncluded' && <p className="word-detail__state" role="status">{WordDetailText.notIncluded}</p>}
      {(page.status === 'failed' || (page.status === 'ready' && page.data.status === 'other')) && (
        <button type="button" className="word-detail__state" onClick={page.reload}>
          {WordDetailText.network}
        </button>
      )}
      {/* Only a word the dictionary knows can be collected (issue 32, item 14); the arrows stay. */}
      <Footer word={word} fromList={fromList} collectable={page.status === 'ready' && (page.data.status === 'success' || page.data.status === 'notIncluded')} />
    </main>
  );
}

function WordView({ lookup }: { lookup: WordLookup }) {
  const audio = useTaskAudio(WordDetailText.network);
  const [tab, setTab] = useState<'details' | 'practice'>('details');
  const { pronunciationInfo: sounds } = lookup;
  return (
    <section className="word-detail">
      <h2 className="word-detail__word" lang="en">{lookup.word}</h2>
      {lookup.inflectionOf && <p className="word-detail__form">{WordDetailText.formOf(lookup.inflectionOf, lookup.word)}</p>}
      <div className="word-detail__sounds">
        {([['us', WordDetailText.us, sounds.us, sounds.usMp3Cdn], ['uk', WordDetailText.uk, sounds.uk, sounds.ukMp3Cdn]] as const).map(([id, accent, ipa, url]) => (
          // The visible text leads the button's name (WCAG 2.5.3), what it does follows for screen readers.
          <button key={id} type="button" className="word-detail__sound" onClick={() => audio.play(`word-${id}`, url)}>
            {accent} /{ipa}/ <SpeakerIcon />
            <span className="visually-hidden">{WordDetailText.play(accent)}</span>
          </button>
        ))}
      </div>
      {lookup.wordBrief && <p className="word-detail__brief">{lookup.wordBrief.definitionCn}</p>}
      <div className="word-book__tabs" role="tablist">
        {(['details', 'practice'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={`word-book__tab${tab === name ? ' word-book__tab--on' : ''}`} onClick={() => setTab(name)}>
            {name === 'details' ? WordDetailText.details : WordDetailText.practice}
          </button>
        ))}
      </div>
      {tab === 'details' ? <Details lookup={lookup} play={audio.play} /> : <Practice word={lookup.word} />}
    </section>
  );
}

function Details({ lookup, play }: { lookup: WordLookup; play(id: string, url: string): void }) {
  const entries = lookup.wordEntry ?? [];
  const [pos, setPos] = useState(entries[0]?.pos);
  return (
    <>
      <div className="word-detail__capsules" role="tablist">
        {[...new Set(entries.map((e) => e.pos))].map((name) => (
          <button key={name} type="button" role="tab" aria-selected={pos === name} className={`word-detail__capsule${pos === name ? ' word-detail__capsule--on' : ''}`} onClick={() => setPos(name)}>
            {name}
          </button>
        ))}
      </div>
      {entries
        .filter((entry) => entry.pos === pos)
        .map((entry, index) => (
          <details key={index} className="word-detail__point" open>
            <summary>
              {entry.knowledgePoint.definitionCn} <span lang="en" className="muted">{entry.knowledgePoint.cambridgeVocab.definition}</span>
            </summary>
            {entry.knowledgePoint.displayExample.map((example, n) => (
              <p key={n} className="word-detail__example">
                <span lang="en">{example.originalText}</span>
                {example.audioCdn && (
                  <button type="button" className="link-button" aria-label={`${WordDetailText.examplePlay}：${example.originalText}`} onClick={() => play(`example-${index}-${n}`, example.audioCdn!)}>
                    <SpeakerIcon />
                  </button>
                )}
                {example.translation && <span className="muted"> {example.translation}</span>}
              </p>
            ))}
          </details>
        ))}
    </>
  );
}

/** Reads the word aloud and scores it (the same engine as the player). */
function Practice({ word }: { word: string }) {
  const recorder = useService(RecorderToken);
  const scorer = useService(ScorerToken);
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'recording' | 'scoring'>('idle');
  const [result, setResult] = useState<ReadingScore | undefined>(undefined);
  useEffect(() => () => recorder.cancel(), [recorder]);
  const finish = async () => {
    setState('scoring');
    try {
      const { wav } = await recorder.stop();
      setResult(await scorer.score({ text: word, scorerType: 1, wav }));
    } catch (error) {
      console.warn('word practice scoring failed', error);
      toast(WordDetailText.network);
    } finally {
      setState('idle');
    }
  };
  const start = async () => {
    try {
      await recorder.start({ timeoutMs: 10_000, onTimeout: () => void finish() });
      setState('recording');
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  };
  const overall = result ? Math.round(result.score.overall) : undefined;
  const phonemes = result?.words[0]?.syllable?.flatMap((syllable) => syllable.phonemes) ?? [];
  return (
    <div className="word-detail__practice">
      <p>{WordDetailText.readWord}</p>
      <button type="button" className="button button--primary button--block" aria-pressed={state === 'recording'} disabled={state === 'scoring'} onClick={() => void (state === 'recording' ? finish() : start())}>
        {state === 'recording' ? WordDetailText.stop : state === 'scoring' ? WordDetailText.scoring : WordDetailText.record}
      </button>
      {overall !== undefined && (
        <>
          <p className="word-detail__score" role="status">
            {WordDetailText.score(overall)} · {WordDetailText.tiers[pronunciationTier(overall)]}
          </p>
          <p className="word-detail__phonemes" aria-label="音素">
            {phonemes.map((phoneme, index) => (
              <span key={index} className={`word-detail__phoneme--${phoneme.score >= 80 ? 'good' : phoneme.score >= 60 ? 'fair' : 'poor'}`}>
                {phoneme.ipa}
              </span>
            ))}
          </p>
        </>
      )}
    </div>
  );
}

/**
 * What a failed collect or remove says: 网络出错 only when no answer came (spec 02 §8), 找不到该单词 for
 * a word the dictionary does not know; nothing more where the app already said it (401, 403, 5xx).
 */
function collectFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === undefined) return WordDetailText.network;
  if (error.status === 404 && error.errorCode === WORD_NOT_FOUND_ERROR_CODE) return WordDetailText.notFound;
  return error.status === 401 || error.status === 403 || error.status >= 500 ? undefined : ApiMessages.serverError;
}

/** Previous / next through the list it came from (only then), and collect or remove (a word the dictionary knows). */
function Footer({ word, fromList, collectable }: { word: string; fromList: FromList; collectable: boolean }) {
  const api = useService(ApiToken);
  const toast = useToast();
  const navigate = useNavigate();
  const collected = useAsync(useCallback(() => isCollected(api, word), [api, word]));
  const [changed, setChanged] = useState<boolean | undefined>(undefined);
  const inBook = changed ?? (collected.status === 'ready' ? collected.data : false);
  const list = fromList.words ?? [];
  const at = list.indexOf(word);
  const go = (index: number) => navigate(`/word-book/${encodeURIComponent(list[index]!)}`, { state: fromList, replace: true });
  if (at < 0 && !collectable && !inBook) return null;
  const toggle = () =>
    (inBook ? removeWord(api, word) : collectWord(api, word)).then(
      () => setChanged(!inBook),
      (error: unknown) => {
        const text = collectFailure(error);
        if (text) toast(text);
      },
    );
  return (
    <footer className="word-detail__footer">
      {at >= 0 && (
        <button type="button" className="button button--ghost" disabled={at === 0} aria-label={WordDetailText.previous} onClick={() => go(at - 1)}>
          ‹
        </button>
      )}
      {(collectable || inBook) && (
        <button type="button" className="button button--primary" onClick={() => void toggle()}>
          {inBook ? WordDetailText.remove : WordDetailText.collect}
        </button>
      )}
      {at >= 0 && (
        <button type="button" className="button button--ghost" disabled={at === list.length - 1} aria-label={WordDetailText.next} onClick={() => go(at + 1)}>
          ›
        </button>
      )}
    </footer>
  );
}
