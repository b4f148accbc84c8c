/**
 * The reading task screen (spec 02 §2, /reading-task; issue 17): the title, the records (a picture, or
 * a text whose words can be tapped for their meaning), and 提交, which hands in the data report: a
 * confirmation, an overlay while the page is captured (html2canvas), made a webp thumbnail, uploaded
 * and the result (id, durationSec, imgUrl) handed to the host; then 提交成功 with a finish button
 * (pressed once per 3 s). A failed capture or upload says so and loses nothing: the student submits again.
 * 去圈画 lays the pen and eraser over the page (DrawingLayer, fabric loaded then) with their toolbar;
 * 去查单词 goes back to tapping words. The strokes are part of the captured report. They are kept as a
 * draft on the phone (issue 32, item 12): a reload or leaving the screen brings them back until handed in.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TaskViewProps } from '@core/registry/task-plugin';
import { reportUploadRef, taskWordsRef } from '@core/registry/task-service-refs';
import { useOptionalTaskService } from '@core/registry/task-services';
import { WordBookTabText } from '@plugins/tasks/reading/word-page-text';
import type { ReadingResult, ReadingTask } from './definition';
import { INITIAL_DRAWING, brushOf, savedStrokesOf, type DrawingState } from './drawing';
import { DrawingLayer, type DrawingController } from './DrawingLayer';
import { DrawingToolbar } from './DrawingToolbar';
import { ReportCaptureError, captureReportImage } from './report-image';
import { ReadingText } from './strings';
import { detectWords, lookupWordOf } from './word-detector';
import { WordBookPopup } from './WordBookPopup';
import { WordPopup } from './WordPopup';
import './reading.css';

/** The finish button takes one press per this long (spec 02 §4 completion throttle). */
export const FINISH_THROTTLE_MS = 3000;

type Phase = 'reading' | 'confirm' | 'uploading' | 'done';

export default function ReadingView({ task, taskId, submitted, submitting, onSubmit, audio, onDone, draft }: TaskViewProps<ReadingTask, ReadingResult>) {
  // From the host (reading/index.ts needs them); without them the words are plain and 提交 waits.
  const words = useOptionalTaskService(taskWordsRef);
  const uploadReport = useOptionalTaskService(reportUploadRef);
  const page = useRef<HTMLElement>(null);
  const [pageElement, setPageElement] = useState<HTMLElement | null>(null);
  const [drawing, setDrawing] = useState(false);
  // Strokes drawn before a reload (the draft), read once.
  const [savedStrokes] = useState(() => savedStrokesOf(draft?.read()));
  // The layer is made the first time the student draws (fabric loads then), or at once to show saved strokes, and kept after.
  const [drew, setDrew] = useState(savedStrokes !== undefined);
  const [drawState, setDrawState] = useState<DrawingState>(INITIAL_DRAWING);
  const [strokes, setStrokes] = useState(0);
  const controller = useRef<DrawingController | undefined>(undefined);
  const brush = useMemo(() => brushOf(drawState), [drawState]);
  const attachPage = useCallback((element: HTMLElement | null) => {
    page.current = element;
    setPageElement(element);
  }, []);
  const openedAt = useRef(0);
  const lastFinish = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    openedAt.current = Date.now();
  }, []);
  const [phase, setPhase] = useState<Phase>('reading');
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [word, setWord] = useState<string | undefined>(undefined);
  const [wordBookOpen, setWordBookOpen] = useState(false);

  async function handIn() {
    if (!page.current || !uploadReport) return;
    setPhase('uploading');
    setFailure(undefined);
    try {
      const image = await captureReportImage(page.current);
      const imgUrl = await uploadReport(image);
      const durationSec = Math.round((Date.now() - openedAt.current) / 1000);
      const stored = await onSubmit({ interactiveTaskResult: { readingTaskResult: { id: taskId, durationSec, imgUrl } } });
      setPhase(stored === false ? 'reading' : 'done');
    } catch (error) {
      setPhase('reading');
      setFailure(error instanceof ReportCaptureError ? ReadingText.captureFailed : ReadingText.uploadFailed);
    }
  }

  const finish = () => {
    const now = Date.now();
    if (now - lastFinish.current < FINISH_THROTTLE_MS) return;
    lastFinish.current = now;
    onDone?.();
  };

  return (
    <div className="reading">
      {words && (
        <div className="reading__top">
          <button type="button" className="button" onClick={() => setWordBookOpen(true)}>
            {WordBookTabText.title}
          </button>
        </div>
      )}
      <article ref={attachPage} className="reading__page">
        {task.title && <h2 className="reading__title" lang="en">{task.title}</h2>}
        {task.records.map((record, index) =>
          record.contentType === 1 ? (
            <img key={index} className="reading__picture" src={record.content} alt="" crossOrigin="anonymous" />
          ) : (
            <p key={index} className="reading__text" lang="en">
              {detectWords(record.content).map((piece, at) =>
                piece.kind === 'word' && words ? (
                  <button key={at} type="button" className="reading__word" onClick={() => setWord(lookupWordOf(piece.text))}>
                    {piece.text}
                  </button>
                ) : (
                  piece.text
                ),
              )}
            </p>
          ),
        )}
        {drew && (
          <DrawingLayer
            page={pageElement}
            active={drawing}
            brush={brush}
            onReady={(ready) => (controller.current = ready)}
            onStrokes={setStrokes}
            saved={savedStrokes}
            onSaved={(saved) => draft?.save({ strokes: saved })}
            onFailed={() => {
              setDrawing(false);
              setDrew(false);
              setFailure(ReadingText.cannotDraw);
            }}
          />
        )}
      </article>
      {drawing ? <p className="reading__hint" role="status">{ReadingText.drawing}</p> : words && <p className="reading__hint">{ReadingText.tapWords}</p>}
      {failure && <p className="reading__failure" role="alert">{failure}</p>}
      {submitted !== undefined && phase !== 'done' && <p className="reading__done" role="status">{ReadingText.submittedBefore}</p>}
      {drawing ? (
        <DrawingToolbar state={drawState} onChange={setDrawState} canUndo={strokes > 0} onUndo={() => controller.current?.undo()} onLeave={() => setDrawing(false)} />
      ) : (
        <div className="reading__actions">
          <button
            type="button"
            className="button button--block"
            onClick={() => {
              setDrew(true);
              setDrawing(true);
            }}
          >
            {ReadingText.draw}
          </button>
          <button type="button" className="button button--primary button--block" disabled={!uploadReport || submitting || phase === 'uploading'} onClick={() => setPhase('confirm')}>
            {ReadingText.submit}
          </button>
        </div>
      )}

      {wordBookOpen && words && (
        <WordBookPopup
          words={words}
          onWord={(chosen) => {
            setWordBookOpen(false);
            setWord(chosen);
          }}
          onClose={() => setWordBookOpen(false)}
        />
      )}
      {word && words && <WordPopup key={word} word={word} words={words} audio={audio} onClose={() => setWord(undefined)} />}
      {phase === 'confirm' && (
        <div className="reading__backdrop">
          <section className="reading__dialog" role="alertdialog" aria-label={ReadingText.confirm}>
            <p>{ReadingText.confirm}</p>
            <div className="reading__dialog-buttons">
              <button type="button" className="button" onClick={() => setPhase('reading')}>{ReadingText.cancel}</button>
              <button type="button" className="button button--primary" onClick={() => void handIn()}>{ReadingText.ok}</button>
            </div>
          </section>
        </div>
      )}
      {phase === 'uploading' && (
        <div className="reading__backdrop" role="status" aria-live="polite">
          <p className="reading__dialog">{ReadingText.uploading}</p>
        </div>
      )}
      {phase === 'done' && (
        <div className="reading__backdrop">
          <section className="reading__dialog" role="alertdialog" aria-label={ReadingText.success}>
            <p>{ReadingText.success}</p>
            <button type="button" className="button button--primary button--block" onClick={finish}>{ReadingText.finish}</button>
          </section>
        </div>
      )}
    </div>
  );
}
