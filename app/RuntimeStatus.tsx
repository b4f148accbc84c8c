/**
 * The page served until the app shell lands (issue 5): it shows that the runtime is up and which
 * activity types the registry holds, read from the registry itself.
 */
import { activityRegistry } from '@plugins/activities';

export function RuntimeStatus() {
  const playerTypes = new Set(activityRegistry.playerTypes());
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 16, maxWidth: 480, margin: '0 auto' }}>
      <h1>英语作业助手</h1>
      <p>活动运行时已就绪。已注册的题型：</p>
      <ul aria-label="已注册的题型">
        {activityRegistry.types().map((type) => (
          <li key={type}>
            {type} · {activityRegistry.get(type as 68).name}
            {playerTypes.has(type) ? '' : '（不在练习播放器中）'}
          </li>
        ))}
      </ul>
    </main>
  );
}
