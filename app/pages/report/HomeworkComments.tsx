/**
 * The comments of a finished homework: a teacher's under 老师点评, and the server's automatic hint
 * (written from the speech scores) under its own heading, said to be automatic, never as the teacher's
 * words (issue 19, item 7).
 */
import { useId } from 'react';
import { ResultsText } from './strings';

interface Comment { spokenComment: string; automatic?: boolean }

export function HomeworkComments({ comments, heading: Heading, headingClassName, sectionClassName, commentClassName }: {
  comments: readonly Comment[];
  heading: 'h2' | 'h3';
  headingClassName?: string;
  sectionClassName: string;
  commentClassName: string;
}) {
  const teacherId = useId();
  const hintId = useId();
  const said = comments.filter((c) => c.spokenComment.trim() !== '');
  const teacher = said.filter((c) => !c.automatic);
  const hints = said.filter((c) => c.automatic);
  return (
    <>
      {teacher.length > 0 && (
        <section className={sectionClassName} aria-labelledby={teacherId}>
          <Heading id={teacherId} className={headingClassName}>{ResultsText.comments}</Heading>
          {teacher.map((c, index) => (
            <p key={index} className={commentClassName}>
              {c.spokenComment}
            </p>
          ))}
        </section>
      )}
      {hints.length > 0 && (
        <section className={sectionClassName} aria-labelledby={hintId}>
          <Heading id={hintId} className={headingClassName}>{ResultsText.automaticHint}</Heading>
          {hints.map((c, index) => (
            <p key={index} className={commentClassName}>
              {c.spokenComment}
            </p>
          ))}
          <p className="muted">{ResultsText.automaticHintNote}</p>
        </section>
      )}
    </>
  );
}
