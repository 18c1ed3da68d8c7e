/**
 * A region's flag as a small drawing (spec 9: en shows gb, de shows at). Emoji flags are not drawn on
 * Windows or by browsers without an emoji font, so the site draws its own.
 */
const STRIPES: Record<string, { direction: 'rows' | 'columns'; colours: string[]; weights?: number[] }> = {
  at: { direction: 'rows', colours: ['#c8102e', '#fff', '#c8102e'] },
  de: { direction: 'rows', colours: ['#000', '#dd0000', '#ffce00'] },
  nl: { direction: 'rows', colours: ['#ae1c28', '#fff', '#21468b'] },
  es: { direction: 'rows', colours: ['#aa151b', '#f1bf00', '#aa151b'], weights: [1, 2, 1] },
  fr: { direction: 'columns', colours: ['#002654', '#fff', '#ce1126'] },
  it: { direction: 'columns', colours: ['#009246', '#fff', '#ce2b37'] },
};

function Stripes({ direction, colours, weights = colours.map(() => 1) }: (typeof STRIPES)[string]) {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let start = 0;
  return colours.map((colour, index) => {
    const size = ((weights[index] ?? 1) / total) * (direction === 'rows' ? 12 : 18);
    const rect = direction === 'rows' ? { x: 0, y: start, width: 18, height: size } : { x: start, y: 0, width: size, height: 12 };
    start += size;
    return <rect key={index} {...rect} fill={colour} />;
  });
}

const UnionFlag = () => (
  <>
    <rect width="18" height="12" fill="#012169" />
    <path d="M0 0l18 12M18 0L0 12" stroke="#fff" strokeWidth="2.4" />
    <path d="M0 0l18 12M18 0L0 12" stroke="#c8102e" strokeWidth="0.8" />
    <path d="M9 0v12M0 6h18" stroke="#fff" strokeWidth="4" />
    <path d="M9 0v12M0 6h18" stroke="#c8102e" strokeWidth="2.4" />
  </>
);

export function Flag({ region }: { region: string }) {
  const stripes = STRIPES[region];
  if (!stripes && region !== 'gb') return null;
  return (
    <svg className="flag" viewBox="0 0 18 12" width="18" height="12" aria-hidden="true" focusable="false">
      {stripes ? <Stripes {...stripes} /> : <UnionFlag />}
    </svg>
  );
}
