/**
 * The vote's panel in the teacher console (issue 13): the tally as bars counting people, and each
 * student's choice on demand. On the projector: the tally only, in large type, no names. The tally is
 * the live view's summary, as the server counted it (issue 33), not a count of its own.
 */
import { useState } from 'react';
import type { TaskPanelProps } from '@core/registry/task-plugin';
import { voteSummarySchema, type VoteResult, type VoteTask } from './definition';
import './vote.css';

export const VotePanelText = {
  tally: '投票结果',
  voters: (n: number) => `${n} 人已投票`,
  people: (n: number) => `${n} 人`,
  showChoices: '查看每位学生的选择',
  hideChoices: '收起学生的选择',
  noTally: '投票结果暂时无法显示',
} as const;

export default function VotePanel({ task, results, summary, projector = false }: TaskPanelProps<VoteTask, VoteResult>) {
  const [showChoices, setShowChoices] = useState(false);
  const checked = voteSummarySchema.safeParse(summary);
  if (!checked.success) console.warn('vote summary not shown', summary);
  const { voters, tally } = checked.success ? checked.data : { voters: 0, tally: [] };
  const most = Math.max(1, ...tally.map((row) => row.count));
  const textOf = (key: string) => task.options.find((o) => o.key === key)?.text ?? key;
  return (
    <section className={`vote-panel${projector ? ' vote-panel--projector' : ''}`} aria-label={VotePanelText.tally}>
      <h2 className="vote-panel__title" lang="en">{task.title}</h2>
      <p className="vote-panel__voters">{checked.success ? VotePanelText.voters(voters) : VotePanelText.noTally}</p>
      <ul className="vote-panel__bars">
        {tally.map((row) => (
          <li key={row.key} className="vote-panel__row">
            <span className="vote-panel__label">
              {row.key}. <span lang="en">{row.text}</span>
            </span>
            <span className="vote-panel__track" role="img" aria-label={`${row.key} ${row.text}: ${VotePanelText.people(row.count)}`}>
              <span className="vote-panel__bar" style={{ width: `${(100 * row.count) / most}%` }} />
            </span>
            <span className="vote-panel__count">{VotePanelText.people(row.count)}</span>
          </li>
        ))}
      </ul>
      {!projector && results.length > 0 && (
        <>
          <button type="button" className="button button--ghost" aria-expanded={showChoices} onClick={() => setShowChoices(!showChoices)}>
            {showChoices ? VotePanelText.hideChoices : VotePanelText.showChoices}
          </button>
          {showChoices && (
            <ul className="vote-panel__choices">
              {results.map(({ name, result }) => (
                <li key={name}>
                  {name}：{result.interactiveTaskResult.voteResult.selected.map(textOf).join('、')}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
