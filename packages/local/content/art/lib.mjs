// Shared drawing parts for the demo pictures (see draw.mjs): a picture with its own gradient and
// pattern definitions, and the parts the scenes share — sky, sun, clouds, mountains, hills, trees,
// PV modules with frames and cells, windows, people, devices — so all pictures speak one visual language.

/** a number, rounded to one decimal, as SVG wants it */
export const f = (v) => String(Math.round(v * 10) / 10);

export class Pic {
  constructor(id, W, H, title) {
    Object.assign(this, { id, W, H, title });
    this.defs = new Map();
    this.out = [];
    this.seq = 0;
  }
  add(...parts) {
    this.out.push(...parts.flat(Infinity).filter(Boolean));
    return this;
  }
  /** a definition, shared by key; returns its id */
  def(key, make) {
    let d = this.defs.get(key);
    if (!d) {
      const id = `${this.id}${(this.seq++).toString(36)}`;
      d = { id, body: make(id) };
      this.defs.set(key, d);
    }
    return d.id;
  }
  /** linear gradient: stops as colours (even spacing) or [offset, colour, opacity]; dir v, h, d (diagonal), u (upward diagonal) */
  lg(stops, dir = 'v') {
    const xy = { v: 'x2="0" y2="1"', h: 'x2="1" y2="0"', d: 'x2="1" y2="1"', u: 'y1="1" x2="1" y2="0"' }[dir] ?? dir;
    return `url(#${this.def(`lg${dir}${JSON.stringify(stops)}`, (id) => `<linearGradient id="${id}" ${xy}>${stopsOf(stops)}</linearGradient>`)})`;
  }
  rg(stops, extra = '') {
    return `url(#${this.def(`rg${extra}${JSON.stringify(stops)}`, (id) => `<radialGradient id="${id}" ${extra}>${stopsOf(stops)}</radialGradient>`)})`;
  }
  /** a tile pattern in user space */
  pat(key, w, h, body, extra = '') {
    return `url(#${this.def(`pat${key}`, (id) => `<pattern id="${id}" width="${f(w)}" height="${f(h)}" patternUnits="userSpaceOnUse" ${extra}>${body}</pattern>`)})`;
  }
  svg() {
    const defs = [...this.defs.values()].map((d) => d.body).join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><title>${this.title}</title><defs>${defs}</defs>${this.out.join('')}</svg>\n`;
  }
}

function stopsOf(stops) {
  return stops
    .map((s, i) => {
      const [o, c, a] = Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s];
      return `<stop offset="${f(o * 1000) / 1000}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`;
    })
    .join('');
}

// --- primitives ------------------------------------------------------------------------------
const at = (a) => (a ? ` ${a}` : '');
export const R = (x, y, w, h, fill, a) => `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${at(a)}/>`;
export const P = (d, fill, a) => `<path d="${d}" fill="${fill}"${at(a)}/>`;
export const C = (x, y, r, fill, a) => `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${at(a)}/>`;
export const E = (x, y, rx, ry, fill, a) => `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${at(a)}/>`;
export const G = (a, ...body) => `<g ${a}>${body.flat(Infinity).filter(Boolean).join('')}</g>`;
export const poly = (pts, fill, a) => `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" fill="${fill}"${at(a)}/>`;
export const line = (pts, stroke, w, a) => `<path d="M${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}" fill="none" stroke="${stroke}" stroke-width="${w}"${at(a)}/>`;
export const T = (x, y, s = 1) => `transform="translate(${f(x)} ${f(y)})${s === 1 ? '' : ` scale(${s})`}"`;

/** a smooth line through points (Catmull-Rom as cubic Béziers), as path data without the M */
export function smooth(pts) {
  let d = `${f(pts[0][0])} ${f(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i], p1 = pts[i], p2 = pts[i + 1], p3 = pts[i + 2] ?? p2;
    d += `C${f(p1[0] + (p2[0] - p0[0]) / 6)} ${f(p1[1] + (p2[1] - p0[1]) / 6)} ${f(p2[0] - (p3[0] - p1[0]) / 6)} ${f(p2[1] - (p3[1] - p1[1]) / 6)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}
/** a soft hill band from a smooth ridge down to `base` */
export const hill = (pts, base, fill, a) => P(`M${f(pts[0][0])} ${f(base)}L${smooth(pts)}L${f(pts.at(-1)[0])} ${f(base)}Z`, fill, a);

// --- sky and landscape -----------------------------------------------------------------------
export const palette = {
  navy: '#0b3d5c', orange: '#f2a541', teal: '#2a9d8f', red: '#c8553d',
  frame: '#dfe6ec', dark: '#2e3a44', render: '#f4f1ea', skin: '#e8b98f', skin2: '#c98d62', skin3: '#8d5a3b',
};

export function sky(p, colors = ['#8cc2e3', [0.5, '#c4e1f0'], [0.75, '#eef3ee'], [1, '#f7efe0']], h = p.H) {
  const stops = colors.map((c, i) => (Array.isArray(c) ? c : [i / (colors.length - 1), c]));
  return R(0, 0, p.W, h, p.lg(stops));
}
export function sun(p, x, y, r = 40, glow = 7) {
  return [
    C(x, y, r * glow, p.rg([[0, '#fff6d8', 0.9], [0.2, '#ffe9b0', 0.45], [1, '#ffe9b0', 0]])),
    C(x, y, r, p.rg([[0, '#fffdf4'], [0.7, '#fff2c6'], [1, '#ffd98a']])),
  ];
}
export function cloud(p, x, y, s = 1, op = 0.75) {
  return P('M0 0h220a33 33 0 0 0-44-30.8a46.2 46.2 0 0 0-77-24.2a37.4 37.4 0 0 0-61.6 15.4a28.6 28.6 0 0 0-37.4 39.6z', p.lg([['0', '#ffffff', op], [1, '#ffffff', op * 0.55]]), `transform="translate(${f(x)} ${f(y)}) scale(${s})"`);
}
/** a mountain range: straight ridge through points, filled down to base; snow caps on the peaks listed by index */
export function range(pts, base, fill, snow = [], snowFill = '#fbfdff', depth = 0.28, a) {
  const out = [P(`M${f(pts[0][0])} ${f(base)}L${pts.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}L${f(pts.at(-1)[0])} ${f(base)}Z`, fill, a)];
  for (const i of snow) {
    const [px, py] = pts[i], [lx, ly] = pts[i - 1], [rx, ry] = pts[i + 1];
    const L = (t) => [px + (lx - px) * t, py + (ly - py) * t], Rr = (t) => [px + (rx - px) * t, py + (ry - py) * t];
    const d = depth;
    const l1 = L(d), r1 = Rr(d * 0.85);
    const m = [(l1[0] + r1[0]) / 2, (l1[1] + r1[1]) / 2];
    out.push(poly([[px, py], Rr(d * 0.5), r1, [m[0] + (r1[0] - m[0]) * 0.5, m[1] - (py - m[1]) * -0.15], [m[0] + 4, m[1] - 10], [m[0] - (m[0] - l1[0]) * 0.45, m[1] + 8], l1, L(d * 0.6)], snowFill));
  }
  return out;
}

// --- plants --------------------------------------------------------------------------------
export function tree(x, y, s = 1, c1 = '#7faa62', c2 = '#5e8a49') {
  return [
    E(x + 6 * s, y, 34 * s, 6 * s, '#1e2a20', 'opacity=".18"'),
    R(x - 3.5 * s, y - 48 * s, 7 * s, 48 * s, '#7a5a3a'),
    C(x - 16 * s, y - 62 * s, 22 * s, c1), C(x + 15 * s, y - 60 * s, 24 * s, c2), C(x, y - 82 * s, 27 * s, c1), C(x + 8 * s, y - 72 * s, 18 * s, c2, 'opacity=".6"'),
  ];
}
export function conifer(x, y, s = 1, c1 = '#35614f', c2 = '#27493c') {
  const h = 130 * s, w = 34 * s;
  return [
    R(x - 3 * s, y - 14 * s, 6 * s, 14 * s, '#5d4630'),
    poly([[x, y - h], [x - w, y - 10 * s], [x + w, y - 10 * s]], c1),
    poly([[x, y - h], [x + w, y - 10 * s], [x, y - 10 * s]], c2),
  ];
}
export function cypress(x, y, s = 1, c1 = '#4f6f45', c2 = '#3c5836') {
  return [
    E(x + 8 * s, y, 14 * s, 4 * s, '#2a2010', 'opacity=".2"'),
    P(`M${f(x)} ${f(y - 120 * s)}C${f(x + 20 * s)} ${f(y - 80 * s)} ${f(x + 16 * s)} ${f(y - 10 * s)} ${f(x)} ${f(y)}C${f(x - 16 * s)} ${f(y - 10 * s)} ${f(x - 20 * s)} ${f(y - 80 * s)} ${f(x)} ${f(y - 120 * s)}Z`, c1),
    P(`M${f(x)} ${f(y - 120 * s)}C${f(x + 20 * s)} ${f(y - 80 * s)} ${f(x + 16 * s)} ${f(y - 10 * s)} ${f(x)} ${f(y)}Z`, c2),
  ];
}
export function olive(x, y, s = 1) {
  return [
    E(x + 8 * s, y, 36 * s, 6 * s, '#3a2e1a', 'opacity=".2"'),
    P(`M${f(x - 4 * s)} ${f(y)}l${f(2 * s)} ${f(-30 * s)}l${f(-10 * s)} ${f(-14 * s)}l${f(6 * s)} ${f(0)}l${f(8 * s)} ${f(10 * s)}l${f(6 * s)} ${f(-12 * s)}l${f(5 * s)} 0l${f(-6 * s)} ${f(18 * s)}l${f(2 * s)} ${f(28 * s)}z`, '#6b5a44'),
    E(x - 12 * s, y - 46 * s, 24 * s, 14 * s, '#9aa77c'), E(x + 14 * s, y - 50 * s, 22 * s, 13 * s, '#85946a'), E(x, y - 60 * s, 22 * s, 12 * s, '#a9b58b'),
  ];
}
export function poplar(x, y, s = 1, c1 = '#6f9a58', c2 = '#557c45') {
  return [R(x - 2 * s, y - 20 * s, 4 * s, 20 * s, '#6a523a'), E(x, y - 70 * s, 15 * s, 58 * s, c1), P(`M${f(x)} ${f(y - 128 * s)}a${f(15 * s)} ${f(58 * s)} 0 0 1 0 ${f(116 * s)}z`, c2)];
}
export function bush(x, y, s = 1, c1 = '#86ad6a', c2 = '#6a9252') {
  return [C(x - 10 * s, y - 8 * s, 12 * s, c1), C(x + 8 * s, y - 9 * s, 13 * s, c2), C(x, y - 15 * s, 12 * s, c1)];
}

// --- building parts ------------------------------------------------------------------------
/** one PV module (w×h, 6×10 cells) as a reusable definition; returns its id */
export function moduleDef(p, w, h, cols = 6, rows = 10) {
  const cells = p.pat(`cells${w}x${h}`, w / cols, h / rows, `<path d="M0 0H${f(w / cols)}M0 0V${f(h / rows)}" stroke="#9cc0de" stroke-opacity=".4" stroke-width="${f(Math.max(0.5, w / 90))}"/>`);
  return p.def(`mod${w}x${h}`, (id) => `<g id="${id}">${R(0, 0, w, h, p.lg(['#2b5b86', [0.5, '#173a5c'], [1, '#0d2740']], 'd'))}${R(0, 0, w, h, cells)}<path d="M${f(w * 0.55)} 0H${f(w)}V${f(h * 0.35)}z" fill="#fff" opacity=".12"/>${R(0, 0, w, h, 'none', `stroke="${palette.frame}" stroke-width="${f(Math.max(1, w / 40))}"`)}</g>`);
}
/** a field of modules; `transform` places the local grid on a roof plane */
export function pvArray(p, cols, rows, w, h, gap = 3, transform = '') {
  const id = moduleDef(p, w, h);
  // one row as a definition, used once per row
  const row = p.def(`row${cols}x${w}x${h}x${gap}`, (rid) => `<g id="${rid}">${Array.from({ length: cols }, (_, c) => `<use href="#${id}" x="${f(c * (w + gap))}"/>`).join('')}</g>`);
  return G(transform, Array.from({ length: rows }, (_, r) => `<use href="#${row}" y="${f(r * (h + gap))}"/>`));
}
/** a window: frame, glass with a sky reflection, optional mullions; `warm` for a lit interior */
export function win(p, x, y, w, h, { frame = '#3b4a55', bars = 1, warm = false, sill = true } = {}) {
  const glass = warm ? p.lg(['#fde9bf', '#f2c27a']) : p.lg(['#a9cbe0', '#5d89a8']);
  const t = Math.max(2, Math.min(w, h) * 0.07);
  const out = [R(x, y, w, h, frame), R(x + t, y + t, w - 2 * t, h - 2 * t, glass), poly([[x + t, y + h * 0.62], [x + w * 0.55, y + t], [x + w * 0.8, y + t], [x + t, y + h * 0.9]], '#fff', 'opacity=".22"')];
  for (let i = 1; i < bars + 1 && bars > 0; i++) out.push(R(x + (w * i) / (bars + 1) - t / 2, y, t, h, frame));
  if (sill) out.push(R(x - 3, y + h, w + 6, Math.max(3, t), '#cfc8bc'));
  return out;
}
/** a stylised person standing with feet at (x, y); s=1 is about 170 px tall */
export function person(x, y, s = 1, { shirt = palette.teal, pants = '#34495e', hair = '#4a3526', skin = palette.skin, long = false, arm = 0, hat } = {}) {
  const q = (v) => f(v * s);
  const out = [E(x, y, 22 * s, 4 * s, '#000', 'opacity=".12"')];
  out.push(P(`M${f(x - 12 * s)} ${f(y)}v-${q(66)}h${q(24)}v${q(66)}h-${q(10)}l-${q(2)}-${q(50)}l-${q(2)} ${q(50)}z`, pants));
  out.push(P(`M${f(x - 17 * s)} ${f(y - 62 * s)}c0-${q(30)} ${q(2)}-${q(58)} ${q(17)}-${q(58)}s${q(17)} ${q(28)} ${q(17)} ${q(58)}z`, shirt));
  // arms: 0 down, 1 right arm raised forward, 2 both forward (working)
  if (arm === 1) out.push(line([[x + 13 * s, y - 108 * s], [x + 34 * s, y - 92 * s], [x + 48 * s, y - 104 * s]], shirt, f(9 * s), 'stroke-linecap="round" stroke-linejoin="round"'), C(x + 49 * s, y - 105 * s, 5 * s, skin));
  else if (arm === 2) out.push(line([[x + 13 * s, y - 108 * s], [x + 26 * s, y - 82 * s], [x + 44 * s, y - 80 * s]], shirt, f(9 * s), 'stroke-linecap="round" stroke-linejoin="round"'), C(x + 46 * s, y - 80 * s, 5 * s, skin), line([[x - 13 * s, y - 108 * s], [x - 8 * s, y - 82 * s], [x + 14 * s, y - 80 * s]], shirt, f(9 * s), 'stroke-linecap="round" stroke-linejoin="round" opacity=".9"'), C(x + 16 * s, y - 80 * s, 5 * s, skin));
  else out.push(line([[x - 14 * s, y - 108 * s], [x - 19 * s, y - 72 * s]], shirt, f(9 * s), 'stroke-linecap="round"'), line([[x + 14 * s, y - 108 * s], [x + 19 * s, y - 72 * s]], shirt, f(9 * s), 'stroke-linecap="round"'));
  out.push(R(x - 4 * s, y - 130 * s, 8 * s, 10 * s, skin));
  if (long) out.push(P(`M${f(x - 15 * s)} ${f(y - 144 * s)}a${q(15)} ${q(16)} 0 0 1 ${q(30)} 0v${q(26)}h-${q(30)}z`, hair));
  out.push(C(x, y - 143 * s, 13 * s, skin));
  if (hat) out.push(P(`M${f(x - 16 * s)} ${f(y - 146 * s)}a${q(16)} ${q(15)} 0 0 1 ${q(32)} 0z`, hat), R(x - 19 * s, y - 148 * s, 38 * s, 4 * s, hat));
  else out.push(P(`M${f(x - 13.5 * s)} ${f(y - 143 * s)}a${q(13.5)} ${q(14)} 0 0 1 ${q(27)} 0c-${q(8)}-${q(5)}-${q(18)}-${q(5)}-${q(27)} 0z`, hair));
  return out;
}
/** a seated person (at a desk or on a chair), seat at (x, y) */
export function seated(x, y, s = 1, o = {}) {
  const { shirt = palette.teal, pants = '#34495e', hair = '#4a3526', skin = palette.skin, long = false, face = 1 } = o;
  const q = (v) => f(v * s);
  const out = [];
  out.push(P(`M${f(x - 10 * s)} ${f(y)}h${q(40 * face)}v${q(50)}h${q(-10 * face)}v${q(-36)}h${q(-30 * face)}z`, pants));
  out.push(P(`M${f(x - 16 * s)} ${f(y + 2 * s)}c0-${q(30)} ${q(2)}-${q(58)} ${q(17)}-${q(58)}s${q(17)} ${q(28)} ${q(17)} ${q(58)}z`, shirt));
  out.push(line([[x + 6 * face * s, y - 44 * s], [x + 22 * face * s, y - 22 * s], [x + 42 * face * s, y - 24 * s]], shirt, f(9 * s), 'stroke-linecap="round" stroke-linejoin="round"'), C(x + 44 * face * s, y - 24 * s, 5 * s, skin));
  out.push(R(x - 4 * s, y - 66 * s, 8 * s, 10 * s, skin));
  if (long) out.push(P(`M${f(x - 15 * s)} ${f(y - 80 * s)}a${q(15)} ${q(16)} 0 0 1 ${q(30)} 0v${q(26)}h-${q(30)}z`, hair));
  out.push(C(x, y - 79 * s, 13 * s, skin), P(`M${f(x - 13.5 * s)} ${f(y - 79 * s)}a${q(13.5)} ${q(14)} 0 0 1 ${q(27)} 0c-${q(8)}-${q(5)}-${q(18)}-${q(5)}-${q(27)} 0z`, hair));
  return out;
}

// --- devices (the catalogue renders' look: white housings, navy display, orange accents) ----------
/** a power manager (AC-THOR style): white housing, navy display with a sun curve; top-left at (x, y), s=1 is 120×170 */
export function thor(p, x, y, s = 1, { nine = false } = {}) {
  const q = (v) => v * s;
  return [
    R(x + q(8), y + q(10), q(120), q(170), '#0b1a24', `rx="${f(q(14))}" opacity=".16"`),
    R(x, y, q(120), q(170), p.lg(['#f7f9fb', '#d9e1e7'], 'u'), `rx="${f(q(12))}"`),
    R(x + q(16), y + q(22), q(88), q(62), p.lg(['#1b4a6e', '#0b2a42'], 'd'), `rx="${f(q(6))}"`),
    P(`M${f(x + q(24))} ${f(y + q(74))}q${f(q(20))}-${f(q(40))} ${f(q(36))}-${f(q(40))}t${f(q(36))} ${f(q(40))}z`, palette.teal, 'opacity=".9"'),
    C(x + q(60), y + q(40), q(7), palette.orange),
    C(x + q(40), y + q(110), q(5), nine ? palette.orange : '#49c28a'), C(x + q(60), y + q(110), q(5), '#c7d1d8'), C(x + q(80), y + q(110), q(5), '#c7d1d8'),
    R(x + q(22), y + q(170), q(12), q(14), '#4a555e'), R(x + q(54), y + q(170), q(12), q(14), '#4a555e'), R(x + q(86), y + q(170), q(12), q(14), '#4a555e'),
    nine ? R(x + q(16), y + q(136), q(88), q(8), palette.orange, `rx="${f(q(4))}"`) : '',
  ];
}
/** a hot-water cylinder with the heating rod's flange; bottom centre at (x, y), s=1 is 110×260 */
export function tank(p, x, y, s = 1, label = true) {
  const q = (v) => v * s;
  return [
    E(x + q(10), y, q(70), q(10), '#000', 'opacity=".14"'),
    R(x - q(55), y - q(262), q(110), q(256), p.lg(['#c5cfd6', [0.3, '#ffffff'], [0.7, '#e7edf1'], [1, '#9daab3']], 'h'), `rx="${f(q(50))}"`),
    R(x - q(55), y - q(150), q(110), q(3), '#b3bec6'),
    label ? R(x - q(26), y - q(215), q(52), q(14), palette.navy, `rx="${f(q(3))}"`) : '',
    C(x, y - q(60), q(16), '#e9dcc5', `stroke="#bfa985" stroke-width="${f(q(3))}"`), C(x, y - q(60), q(7), palette.teal),
    R(x - q(30), y - q(8), q(60), q(10), '#5b6770', `rx="${f(q(3))}"`),
  ];
}
/** an ELWA-style heating rod with control head, lying horizontally; left end at (x, y) */
export function rod(p, x, y, s = 1) {
  const q = (v) => v * s;
  return [
    R(x + q(130), y - q(7), q(260), q(14), p.lg(['#e9eef2', '#9aa7b1']), `rx="${f(q(7))}"`),
    R(x + q(112), y - q(26), q(24), q(52), p.lg(['#c5ced5', '#8a98a3']), `rx="${f(q(4))}"`),
    R(x, y - q(60), q(116), q(120), p.lg(['#f7f9fb', '#d4dce2'], 'u'), `rx="${f(q(14))}"`),
    R(x + q(20), y - q(40), q(76), q(40), p.lg(['#1b4a6e', '#0b2a42'], 'd'), `rx="${f(q(5))}"`),
    C(x + q(38), y - q(20), q(6), palette.orange), R(x + q(52), y - q(24), q(34), q(4), '#7fb3d5'), R(x + q(52), y - q(16), q(24), q(4), '#7fb3d5'),
    C(x + q(36), y + q(28), q(4), '#49c28a'), C(x + q(52), y + q(28), q(4), '#c7d1d8'),
  ];
}
/** a smartphone; top-left (x, y), s=1 is 180×360; `screen` draws inside a 150×300 area at (15, 30) */
export function phone(p, x, y, s, screen) {
  return G(`transform="translate(${f(x)} ${f(y)}) scale(${s})"`, [
    R(12, 14, 180, 360, '#0b1a24', 'rx="28" opacity=".18"'),
    R(0, 0, 180, 360, p.lg(['#3a434a', '#1d2328'], 'd'), 'rx="26"'),
    R(15, 30, 150, 300, '#f6f8fa', 'rx="8"'),
    R(70, 12, 40, 6, '#55606a', 'rx="3"'),
    screen,
  ]);
}
/** a laptop; base centre at (x, y), s=1 has a 400×250 screen; `screen` draws inside it (origin at its top-left) */
export function laptop(p, x, y, s, screen) {
  return G(`transform="translate(${f(x - 230 * s)} ${f(y - 290 * s)}) scale(${s})"`, [
    R(20, 0, 420, 270, p.lg(['#4a545c', '#2a3137']), 'rx="14"'),
    G('transform="translate(30 10)"', R(0, 0, 400, 250, '#f4f7f9', 'rx="4"'), screen),
    P('M0 276h460l-20 14H20z', p.lg(['#d5dce1', '#9fabb4'])),
    R(0, 270, 460, 8, '#c3ccd2', 'rx="3"'),
  ]);
}
/** an update badge: circle with two arrows chasing each other */
export function updateBadge(p, x, y, r, color = palette.teal) {
  const a = r * 0.55;
  return [
    C(x + r * 0.1, y + r * 0.15, r, '#0b1a24', 'opacity=".12"'),
    C(x, y, r, color),
    `<path d="M${f(x - a)} ${f(y)}a${f(a)} ${f(a)} 0 0 1 ${f(a * 1.7)}-${f(a * 0.55)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.14)}" stroke-linecap="round"/>`,
    poly([[x + a * 0.95, y - a * 0.95], [x + a * 0.95, y - a * 0.2], [x + a * 0.25, y - a * 0.45]], '#fff'),
    `<path d="M${f(x + a)} ${f(y)}a${f(a)} ${f(a)} 0 0 1 -${f(a * 1.7)} ${f(a * 0.55)}" fill="none" stroke="#fff" stroke-width="${f(r * 0.14)}" stroke-linecap="round"/>`,
    poly([[x - a * 0.95, y + a * 0.95], [x - a * 0.95, y + a * 0.2], [x - a * 0.25, y + a * 0.45]], '#fff'),
  ];
}
/** the brand mark without lettering: an orange sun over a navy wave */
export function mark(x, y, s = 1) {
  return [C(x, y, 14 * s, palette.orange), P(`M${f(x - 22 * s)} ${f(y + 22 * s)}q${f(11 * s)}-${f(10 * s)} ${f(22 * s)} 0t${f(22 * s)} 0`, 'none', `stroke="${palette.teal}" stroke-width="${f(5 * s)}" stroke-linecap="round"`)];
}
/** "text" as grey bars (no fonts): rows of lines in a box */
export function lines(x, y, w, n, { gap = 14, h = 6, color = '#c9d2d9', last = 0.6 } = {}) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(R(x, y + i * gap, i === n - 1 ? w * last : w * (0.85 + 0.15 * ((i * 7) % 3) / 2), h, color, `rx="${f(h / 2)}"`));
  return out;
}
