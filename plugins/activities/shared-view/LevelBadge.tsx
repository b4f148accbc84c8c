import type { RecordLevel } from '@core/domain';
import { badgeView } from './speech-words';
import { ViewText } from './strings';
import './shared-view.css';

/**
 * The level shown after a score while the player holds it (2.5 s): 继续加油 ★ (NOT_BAD), 很好 ★★ (GOOD),
 * 完美 ★★★ (PERFECT). The live region stays mounted so a screen reader announces each new badge.
 */
export function LevelBadge({ level }: { level: RecordLevel | undefined }) {
  const badge = level ? badgeView(level) : undefined;
  return (
    <div className="level-badge-region" role="status">
      {badge && (
        <p className={`level-badge level-badge--${level}`} data-answer-status={badge.status}>
          <span className="level-badge__label">{badge.label}</span>
          <span className="level-badge__stars" role="img" aria-label={ViewText.stars(badge.stars)}>
            {'★'.repeat(badge.stars)}
            <span className="level-badge__stars-off">{'★'.repeat(3 - badge.stars)}</span>
          </span>
        </p>
      )}
    </div>
  );
}
