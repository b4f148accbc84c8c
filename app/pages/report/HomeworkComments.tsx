/**
 * The comments of a finished homework: a teacher's under 老师点评, and the server's automatic hint
 * (written from the speech scores) under its own heading, said to be automatic, never as the teacher's
 * words (issue 19, item 7).
 */
import { useId } from 'react';
import { ResultsText } from './strings';

interface Comment { spokenComment: string; automatic?: boolean }

interface Layout { heading: 'h2' | 'h3'; headingClassName?: string; sectionClassName: string; commentClassName: string }

export function HomeworkComments({ comments, ...layout }: Layout & { comments: readonly Comment[] }) {
  const said = comments.filter((c) => c.spokenComment.trim() !== '');
  return (
    <>
      <CommentSection title={ResultsText.comments} comments={said.filter((c) => !c.automatic)} layout={layout} />
      <CommentSection title={ResultsText.automaticHint} note={ResultsText.automaticHintNote} comments={said.filter((c) => c.automatic)} layout={layout} />
    </>
  );
}

/** One titled card of comments; nothing when there are none. */
function CommentSection({ title, note, comments, layout }: { title: string; note?: string; comments: readonly Comment[]; layout: Layout }) {
  const headingId = useId();
  const { heading: Heading, headingClassName, sectionClassName, commentClassName } = layout;
  if (comments.length === 0) return null;
  return (
    <section className={sectionClassName} aria-labelledby={headingId}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {comments.map((c, index) => (
        <p key={index} className={commentClassName}>
          {c.spokenComment}
        </p>
      ))}
      {note && <p className="muted">{note}</p>}
    </section>
  );
}
