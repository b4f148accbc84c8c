/** The entry cards' pictures, inline so the home screen needs no extra requests. */
export type EntryIconName = 'exercise' | 'homework' | 'analysis' | 'errorBook' | 'wordBook' | 'report';

const paths: Record<EntryIconName, { fill: string; d: string }> = {
  exercise: { fill: '#2fb55d', d: 'M6 8h20v14H6z M10 26h12 M16 22v4 M10 12h12 M10 16h8' },
  homework: { fill: '#3c8df0', d: 'M8 5h13l5 5v17H8z M21 5v5h5 M12 15h10 M12 19h10 M12 23h6' },
  analysis: { fill: '#8a63d2', d: 'M6 26h20 M9 26V16 M15 26V10 M21 26V19' },
  errorBook: { fill: '#f08a3c', d: 'M7 6h16a3 3 0 0 1 3 3v17H10a3 3 0 0 1-3-3z M11 12l8 8 M19 12l-8 8' },
  wordBook: { fill: '#2fb55d', d: 'M6 7h9v19H6z M17 7h9v19h-9z M9 12h3 M20 12h3' },
  report: { fill: '#ffbb56', d: 'M8 26V14 M14 26V8 M20 26V17 M6 26h18' },
};

export function EntryIcon({ name, small = false }: { name: EntryIconName; small?: boolean }) {
  const { fill, d } = paths[name];
  const size = small ? 20 : 44;
  return (
    <svg className="entry-icon" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true">
      {!small && <rect width="32" height="32" rx="9" fill={fill} opacity="0.15" />}
      <path d={d} fill="none" stroke={fill} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
