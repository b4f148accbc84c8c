/**
 * The console's 作业 view (issue 37): 布置作业 (its form loads when opened) and the class's homework.
 * Loaded when the teacher opens the 作业 tab. 查看结果 hands the homework to `onOpenResults` (the
 * results view, homework/results/, is the console's to show).
 */
import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { TeacherClass } from '@core/contract';
import { Spinner } from '../../../shell/Spinner';
import { HomeworkList } from './HomeworkList';
import { HomeworkText } from './strings';
import './homework.css';

const AssignForm = lazy(() => import('./AssignForm'));

interface HomeworkPanelProps {
  classes: readonly TeacherClass[];
  classId: string;
  onOpenResults?: (homeworkId: string) => void;
}

export default function HomeworkPanel({ classes, classId, onOpenResults }: HomeworkPanelProps) {
  const [assigning, setAssigning] = useState(false);
  const [version, setVersion] = useState(0);
  const headingId = useId();
  const formId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAssigning(false);
    toggle.current?.focus();
  };
  return (
    <section className="card homework" aria-labelledby={headingId}>
      <h2 id={headingId}>{HomeworkText.section}</h2>
      <div>
        <button ref={toggle} type="button" className="button button--primary" aria-expanded={assigning} aria-controls={assigning ? formId : undefined} onClick={() => (assigning ? close() : setAssigning(true))}>
          {HomeworkText.assign}
        </button>
      </div>
      {assigning && (
        <div id={formId}>
          <Suspense fallback={<Spinner />}>
            <AssignForm
              classes={classes}
              classId={classId}
              onCancel={close}
              onAssigned={() => {
                close();
                setVersion((n) => n + 1);
              }}
            />
          </Suspense>
        </div>
      )}
      <HomeworkList classId={classId} reloadKey={version} {...(onOpenResults ? { onOpenResults } : {})} />
    </section>
  );
}
