// The news pictures (1200×675): each shows its article's subject, in the scenes' language.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Pic, R, P, C, E, G, poly, line, f, hill, sky, sun, cloud, range, tree, pvArray, person, seated, thor, tank, rod, phone, laptop, updateBadge, mark, lines, palette } from './lib.mjs';
import { familyHouse } from './references.mjs';

const W = 1200, H = 675;
const { navy, orange, teal } = palette;

// --- backdrops ---------------------------------------------------------------------------------
function outdoor(p, { ground = 520, sunX = 1020, sunY = 110 } = {}) {
  return [
    sky(p), sun(p, sunX, sunY, 34), cloud(p, 120, 130, 0.8, 0.7), cloud(p, 700, 90, 0.55, 0.6),
    range([[0, ground - 90], [160, ground - 140], [300, ground - 110], [460, ground - 170], [620, ground - 120], [800, ground - 150], [980, ground - 100], [1200, ground - 140]], ground, '#bfd0dc', [3, 5], '#f3f7fa', 0.25),
    hill([[0, ground - 40], [300, ground - 70], [640, ground - 40], [900, ground - 75], [1200, ground - 50]], H, p.lg(['#a4c48c', '#c9dcae'])),
    R(0, ground, W, H - ground, p.lg(['#9cc27d', '#86b06a'])),
  ];
}
function indoor(p, { floor = 500, wall = ['#f3efe6', '#e7e0d2'], windowAt = null } = {}) {
  const out = [R(0, 0, W, floor, p.lg(wall)), R(0, floor, W, H - floor, p.lg(['#cdbfa8', '#b8a88e'])), R(0, floor - 10, W, 10, '#d9cfbd')];
  if (windowAt) {
    const [x, y, w, h] = windowAt;
    out.push(R(x - 8, y - 8, w + 16, h + 16, '#c9c1b2'), R(x, y, w, h, p.lg(['#9fcbe6', '#d8ebf3'])), hill([[x, y + h * 0.7], [x + w * 0.4, y + h * 0.55], [x + w, y + h * 0.68]], y + h, '#a4c48c'), R(x + w / 2 - 4, y, 8, h, '#c9c1b2'), R(x, y + h * 0.45, w, 6, '#c9c1b2'));
    out.push(poly([[x, y + h], [x + w, y + h], [x + w + 260, floor + 160], [x + 140, floor + 160]], '#fff6d8', 'opacity=".25"'));
  }
  return out;
}
function desk(p, x, y, w, h = 18) {
  return [R(x, y, w, h, p.lg(['#c99a66', '#a67a4c'])), R(x + 16, y + h, 12, 500 - y > 0 ? 140 : 120, '#7a5a3a'), R(x + w - 28, y + h, 12, 140, '#7a5a3a'), E(x + w / 2, y + h + 150, w / 2, 10, '#000', 'opacity=".08"')];
}
function confetti(x0, y0, w, h, n = 40, seed = 3) {
  const cs = [orange, teal, '#d9485f', navy, '#f7d154'];
  const out = [];
  let s = seed;
  const rnd = () => ((s = (s * 9301 + 49297) % 233280) / 233280);
  for (let i = 0; i < n; i++) out.push(R(x0 + rnd() * w, y0 + rnd() * h, 6 + rnd() * 8, 4 + rnd() * 4, cs[i % 5], `transform="rotate(${Math.round(rnd() * 180)} ${f(x0 + rnd() * w)} ${f(y0 + rnd() * h)})"`));
  return out;
}
function trophy(p, x, y, s = 1, emblem = 'sun') {
  const q = (v) => f(v * s);
  const gold = p.lg(['#f8d77a', [0.5, '#e2a93b'], [1, '#b9802a']], 'h');
  return [
    E(x, y, 90 * s, 12 * s, '#000', 'opacity=".15"'),
    R(x - 70 * s, y - 40 * s, 140 * s, 40 * s, p.lg(['#4a545c', '#2a3137']), `rx="${q(4)}"`),
    R(x - 40 * s, y - 60 * s, 80 * s, 20 * s, gold), R(x - 10 * s, y - 120 * s, 20 * s, 60 * s, gold),
    P(`M${f(x - 80 * s)} ${f(y - 260 * s)}h${q(160)}c0 ${q(90)}-${q(40)} ${q(140)}-${q(80)} ${q(140)}s-${q(80)}-${q(50)}-${q(80)}-${q(140)}z`, gold),
    `<path d="M${f(x - 78 * s)} ${f(y - 240 * s)}c-${q(50)} 0-${q(50)} ${q(70)} ${q(4)} ${q(80)}M${f(x + 78 * s)} ${f(y - 240 * s)}c${q(50)} 0 ${q(50)} ${q(70)}-${q(4)} ${q(80)}" fill="none" stroke="#d39a36" stroke-width="${q(10)}"/>`,
    P(`M${f(x - 50 * s)} ${f(y - 250 * s)}h${q(20)}c0 ${q(60)} ${q(10)} ${q(100)} ${q(30)} ${q(115)}c-${q(40)}-${q(10)}-${q(50)}-${q(60)}-${q(50)}-${q(115)}z`, '#fff', 'opacity=".35"'),
    emblem === 'sun' ? [C(x, y - 200 * s, 24 * s, '#fff3c4'), ...Array.from({ length: 8 }, (_, i) => R(x - 3 * s, y - 242 * s, 6 * s, 12 * s, '#fff3c4', `transform="rotate(${i * 45} ${f(x)} ${f(y - 200 * s)})"`))] : [C(x, y - 200 * s, 30 * s, 'none', `stroke="#fff3c4" stroke-width="${q(8)}"`), C(x, y - 200 * s, 12 * s, '#fff3c4')],
  ];
}
function rosette(x, y, r, color = orange, stars = 5) {
  const out = [poly([[x - r * 0.6, y], [x - r * 0.9, y + r * 1.7], [x - r * 0.4, y + r * 1.4], [x - r * 0.1, y + r * 1.8], [x + r * 0.1, y]], '#c8553d'), poly([[x + r * 0.6, y], [x + r * 0.9, y + r * 1.7], [x + r * 0.4, y + r * 1.4], [x + r * 0.1, y + r * 1.8], [x - r * 0.1, y]], '#a8412c')];
  out.push(...Array.from({ length: 16 }, (_, i) => C(x + Math.cos((i * Math.PI) / 8) * r * 0.95, y + Math.sin((i * Math.PI) / 8) * r * 0.95, r * 0.18, color)), C(x, y, r, color), C(x, y, r * 0.78, '#fff', 'opacity=".25"'));
  for (let i = 0; i < stars; i++) out.push(star(x - r * 0.52 + i * r * 0.26, y, r * 0.11, i === stars - 1 ? '#fff7' : '#fff'));
  return out;
}
function star(x, y, r, fill) {
  const pts = [];
  for (let i = 0; i < 10; i++) { const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 ? r * 0.45 : r; pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]); }
  return poly(pts, fill);
}
/** a modern company building with PV on the roof and the façade (the new building at the Solarweg) */
function building(p, x, y, s = 1, { facade = true } = {}) {
  const out = [E(x + 300 * s, y + 2, 340 * s, 14 * s, '#000', 'opacity=".14"')];
  out.push(R(x, y - 200 * s, 600 * s, 200 * s, p.lg(['#eef1f3', '#d6dce0'])), poly([[x - 10 * s, y - 200 * s], [x + 60 * s, y - 250 * s], [x + 660 * s, y - 250 * s], [x + 610 * s, y - 200 * s]], '#9aa3aa'));
  out.push(pvArray(p, 16, 3, 30, 14, 2, `transform="matrix(${s} 0 ${-1.3 * s} ${s} ${f(x + 80 * s)} ${f(y - 246 * s)})"`));
  out.push(poly([[x + 600 * s, y - 200 * s], [x + 660 * s, y - 250 * s], [x + 660 * s, y - 40 * s], [x + 600 * s, y]], p.lg(['#c9d1d7', '#a9b3ba'])));
  out.push(R(x, y - 150 * s, 600 * s, 36 * s, p.lg(['#a9cbe0', '#5d89a8'])), ...Array.from({ length: 12 }, (_, i) => R(x + i * 50 * s, y - 150 * s, 3 * s, 36 * s, '#6f787e')));
  if (facade) out.push(pvArray(p, 6, 3, 26, 40, 3, `transform="matrix(${s} 0 0 ${s} ${f(x + 20 * s)} ${f(y - 104 * s)})"`));
  out.push(R(x + 260 * s, y - 100 * s, 90 * s, 100 * s, p.lg(['#a9cbe0', '#5d89a8'])), R(x + 303 * s, y - 100 * s, 4 * s, 100 * s, '#3b4a55'), R(x + 250 * s, y - 108 * s, 110 * s, 8 * s, navy));
  out.push(mark(x + 420 * s, y - 70 * s, 1.4 * s));
  for (let i = 0; i < 3; i++) out.push(R(x + 470 * s + i * 40 * s, y - 100 * s, 30 * s, 100 * s, p.lg(['#d4d9dd', '#aab2b8'])));
  return out;
}
/** a simple van or truck in the brand's colours; rear at x, wheels on y */
function truck(p, x, y, s = 1, long = true) {
  const q = (v) => v * s;
  const L = long ? 300 : 200;
  return [
    E(x + q(L / 2 + 40), y + q(4), q(L / 2 + 70), q(10), '#000', 'opacity=".15"'),
    R(x, y - q(170), q(L), q(150), p.lg(['#ffffff', '#dfe6ea']), `rx="${f(q(6))}"`), R(x, y - q(60), q(L), q(14), teal), mark(x + q(L / 2), y - q(120), 1.6 * s),
    P(`M${f(x + q(L + 6))} ${f(y - q(20))}v-${f(q(110))}h${f(q(60))}l${f(q(40))} ${f(q(50))}v${f(q(60))}z`, navy), P(`M${f(x + q(L + 20))} ${f(y - q(120))}h${f(q(42))}l${f(q(28))} ${f(q(38))}h-${f(q(70))}z`, p.lg(['#a9cbe0', '#5d89a8'])),
    ...[x + q(50), x + q(L - 40), x + q(L + 60)].flatMap((cx) => [C(cx, y - q(12), q(24), '#2e3a44'), C(cx, y - q(12), q(10), '#aab2b8')]),
  ];
}
function box(x, y, w, h, c = '#c9a26b') {
  return [R(x, y, w, h, c), R(x, y, w, h * 0.2, '#fff', 'opacity=".18"'), R(x + w * 0.42, y, w * 0.16, h, '#e9dcc0', 'opacity=".7"')];
}
/** a trade-fair booth in a hall; `crowd` adds visitors */
function fair(p, variant) {
  const out = [R(0, 0, W, H, p.lg(['#2c3a46', '#4a5a66'])), R(0, 470, W, 205, p.lg(['#8f979c', '#6f777c']))];
  // hall roof trusses and spotlights
  for (let i = 0; i < 7; i++) out.push(line([[i * 200 - 60, 0], [i * 200 + 40, 90], [i * 200 + 140, 0]], '#5b6b77', 4));
  out.push(R(0, 86, W, 8, '#5b6b77'));
  // neighbouring booths
  out.push(R(0, 250, 150, 230, '#6c7a84'), R(1060, 260, 140, 220, '#7a6c84'));
  // the booth: back wall, fascia, carpet
  out.push(poly([[120, 560], [1080, 560], [1160, 675], [40, 675]], '#c7d3d9'), R(160, 170, 880, 330, p.lg(['#f7f9fb', '#e3e9ed'])), R(160, 150, 880, 50, navy), mark(600, 170, 0.9));
  out.push(R(160, 380, 880, 10, teal), R(150, 500, 900, 60, '#dfe6ea'));
  out.push(...Array.from({ length: 6 }, (_, i) => C(240 + i * 150, 110, 12, '#fff6d8')), ...Array.from({ length: 6 }, (_, i) => poly([[232 + i * 150, 118], [248 + i * 150, 118], [300 + i * 150, 400], [180 + i * 150, 400]], '#fff6d8', 'opacity=".12"')));
  // the exhibits: a buffer tank with an AC-THOR 9s, an ELWA, a screen with the cloud
  out.push(tank(p, 300, 500, 0.9), thor(p, 380, 250, 0.65, { nine: true }), rod(p, 480, 320, 0.55));
  out.push(R(720, 220, 240, 140, '#1d2328', 'rx="6"'), R(730, 230, 220, 120, '#f4f7f9'), P('M740 330l40-40l40 20l40-50l40 30l30-20v60z', teal, 'opacity=".6"'), P('M740 340l40-20l40 10l40-30l40 20l30-10v30z', orange, 'opacity=".8"'));
  // counter with the host behind it
  out.push(person(760, 520, 0.8, { shirt: navy, arm: 1, long: true, hair: '#6b3f2a' }));
  out.push(R(640, 430, 220, 120, p.lg(['#ffffff', '#dfe6ea'])), R(640, 430, 220, 14, navy), mark(750, 496, 0.9));
  if (variant === 'crowd') out.push(confetti(200, 120, 800, 60, 0), ...[0, 1, 2].map((i) => [R(300 + i * 250, 200, 6, 60, '#aab2b8'), C(303 + i * 250, 196, 26, [orange, teal, '#fff'][i])]));
  const people = variant === 'crowd'
    ? [[160, 640, teal, 0], [260, 660, '#d9485f', 2], [420, 650, '#6a7f99', 1], [560, 668, orange, 0], [900, 640, '#5a7d5a', 0], [990, 662, '#8e5aa8', 1], [1100, 650, teal, 0]]
    : [[420, 640, '#d9485f', 1], [560, 650, '#6a7f99', 0], [940, 640, teal, 0]];
  people.forEach(([x, y, c, arm], i) => out.push(person(x, y, 0.95, { shirt: c, arm, long: i % 3 === 1, hair: ['#4a3526', '#c28e4e', '#2a2420', '#8a5a3a'][i % 4], skin: [palette.skin, palette.skin2, palette.skin3][i % 3] })));
  return out;
}
/** a stylised map: land shapes, pins and routes */
function pin(x, y, c = orange, s = 1) {
  return [E(x, y + 2, 8 * s, 3 * s, '#000', 'opacity=".2"'), P(`M${f(x)} ${f(y)}c-${f(6 * s)}-${f(12 * s)}-${f(16 * s)}-${f(18 * s)}-${f(16 * s)}-${f(30 * s)}a${f(16 * s)} ${f(16 * s)} 0 0 1 ${f(32 * s)} 0c0 ${f(12 * s)}-${f(10 * s)} ${f(18 * s)}-${f(16 * s)} ${f(30 * s)}z`, c), C(x, y - 30 * s, 6 * s, '#fff')];
}
const EUROPE = {
  // rough, stylised outlines in map space (x east, y south), drawn at 1200×675
  land: 'M60 330L120 250L210 240L260 180L330 170L360 120L420 110L470 60L560 40L640 70L700 40L790 60L860 40L980 50L1100 90L1180 80L1200 675L0 675L0 560L60 540L40 470L80 420L70 360Z',
  iberia: 'M150 470L190 420L260 400L330 410L400 430L420 470L390 520L360 580L300 640L230 650L170 620L120 640L110 570L130 520Z',
  italy: 'M560 380L600 360L650 370L680 400L660 420L700 470L760 520L800 540L790 560L760 555L770 590L740 620L720 590L700 540L650 500L610 450L580 420Z',
  sicily: 'M700 640l40-12l30 10l-20 20l-40 4z',
  sea: 'M0 675L0 560L60 540L110 570L120 640L170 620L230 650L300 640L360 580L390 520L420 470L400 430L450 450L500 430L560 380L580 420L610 450L650 500L700 540L720 590L740 620L770 590L760 555L790 560L800 540L850 560L900 600L960 620L1000 675Z',
};
function europe(p, { highlight = false } = {}) {
  return [
    R(0, 0, W, H, p.lg(['#cfe5ef', '#b5d4e4'])),
    P(EUROPE.land, p.lg(['#e9efe0', '#dfe7d3'])),
    P(EUROPE.sea, p.lg(['#b5d4e4', '#9fc5da'])),
    P(EUROPE.iberia, highlight ? p.lg([orange, '#e58f2a']) : '#dfe7d3', 'stroke="#fff" stroke-width="3"'),
    P(EUROPE.italy, highlight ? p.lg([teal, '#1f7f73']) : '#dfe7d3', 'stroke="#fff" stroke-width="3"'),
    P(EUROPE.sicily, highlight ? teal : '#dfe7d3'),
    // the Alps as a soft band
    P('M420 360c60-40 140-50 200-30s120 0 160-20c-20 30-80 50-150 50s-150 20-210 0z', '#c9d3bf'),
  ];
}

// --- the pictures --------------------------------------------------------------------------------
const N = {};

N['10-jahre-elwa'] = (p) => [
  indoor(p, { windowAt: [80, 90, 300, 250] }),
  // bunting
  P('M0 40Q600 140 1200 40', 'none', 'stroke="#8a7a66" stroke-width="2"'),
  ...Array.from({ length: 14 }, (_, i) => { const x = 40 + i * 82, y = 40 + 100 * (1 - ((x - 600) / 600) ** 2) * 0.75; return poly([[x - 18, y - 4], [x + 18, y - 4], [x, y + 30]], [orange, teal, navy, '#d9485f'][i % 4]); }),
  desk(p, 420, 420, 720),
  // the ELWA on a stand and the cake with ten candles
  rod(p, 470, 366, 0.9),
  R(860, 340, 220, 80, p.lg(['#fbe3c4', '#f0c79a']), 'rx="10"'), R(860, 340, 220, 18, '#fff', 'rx="9"'), R(880, 300, 180, 50, p.lg(['#fff3e3', '#f6d9b8']), 'rx="8"'), R(880, 300, 180, 12, '#fff', 'rx="6"'),
  ...Array.from({ length: 10 }, (_, i) => [R(888 + i * 17, 266, 6, 34, i % 2 ? teal : orange), E(891 + i * 17, 258, 4, 8, '#ffcf5a'), E(891 + i * 17, 260, 2, 4, '#fff6d8')]),
  confetti(420, 180, 700, 120, 36),
];

N['100000-geraet-ausgeliefert'] = (p) => [
  outdoor(p, { ground: 500 }),
  building(p, 80, 500, 0.75, { facade: false }),
  R(0, 500, W, 175, p.lg(['#a7afb5', '#8e979d'])), ...[0, 1, 2, 3, 4, 5].map((i) => R(60 + i * 210, 600, 110, 8, '#e9eef2')),
  truck(p, 560, 590, 1.05),
  // the engraved jubilee device on its pallet, with confetti
  R(250, 560, 190, 20, '#b98a52'), ...box(260, 470, 170, 90, '#d2ad78'),
  thor(p, 296, 330, 0.8), R(256, 505, 178, 14, '#d9485f'), R(338, 470, 14, 90, '#d9485f'), E(330, 470, 22, 12, '#c23a52'), E(360, 470, 22, 12, '#c23a52'), C(345, 470, 8, '#a82f45'),
  confetti(150, 180, 500, 200, 44, 7),
];

N['ac-elwa-2-neue-firmware-e0001400'] = (p) => [
  indoor(p, { wall: ['#eef3f6', '#dde6ec'] }),
  rod(p, 250, 470, 0.95),
  tank(p, 620, 580, 1.5),
  // the update: badge, progress bar, a shield for legionella protection
  updateBadge(p, 960, 170, 72),
  R(840, 280, 260, 24, '#d5dde3', 'rx="12"'), R(840, 280, 180, 24, teal, 'rx="12"'),
  P('M970 340l70 26v50c0 44-34 70-70 84c-36-14-70-40-70-84v-50z', navy), P('M940 420l22 22l42-46', 'none', 'stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"'),
];

N['ac-thor-9s-firmware-dynamische-tarife'] = (p) => {
  const prices = [60, 58, 52, 48, 46, 50, 66, 84, 90, 70, 48, 30, 22, 20, 26, 40, 62, 92, 100, 96, 82, 72, 66, 62];
  return [
    indoor(p, { wall: ['#eef3f6', '#dde6ec'] }),
    thor(p, 120, 170, 1.7, { nine: true }),
    R(460, 120, 660, 380, '#fff', 'rx="14"'), R(460, 120, 660, 380, 'none', 'rx="14" stroke="#d5dde3" stroke-width="2"'),
    ...prices.map((v, i) => R(500 + i * 25, 440 - v * 2.8, 18, v * 2.8, v < 45 ? teal : '#c3ced6', 'rx="3"')),
    line([[490, 440 - 45 * 2.8], [1100, 440 - 45 * 2.8]], orange, 3, 'stroke-dasharray="10 8"'),
    R(490, 440, 610, 3, '#8c979f'),
    // clock and the heat going in when the price is low
    C(1040, 190, 40, '#fff', `stroke="${navy}" stroke-width="6"`), line([[1040, 190], [1040, 164]], navy, 5, 'stroke-linecap="round"'), line([[1040, 190], [1060, 200]], navy, 5, 'stroke-linecap="round"'),
    P('M340 330C420 330 440 520 760 470', 'none', `stroke="${orange}" stroke-width="5" stroke-dasharray="2 10" stroke-linecap="round"`),
  ];
};

N['ac-thor-9s-neue-firmware-a0021100'] = (p) => [
  indoor(p, { wall: ['#eef3f6', '#dde6ec'] }),
  thor(p, 430, 130, 1.9, { nine: true }),
  updateBadge(p, 760, 150, 60),
  // the two new modes: buffer first, hot water first
  R(860, 260, 250, 110, '#fff', 'rx="14"'), tank(p, 910, 355, 0.32), R(950, 300, 120, 14, teal, 'rx="7"'), R(950, 326, 80, 14, '#c3ced6', 'rx="7"'),
  R(860, 390, 250, 110, '#fff', 'rx="14"'), P('M900 480c-20-30 0-50 10-70c10 20 30 40 10 70z', orange), R(950, 430, 120, 14, orange, 'rx="7"'), R(950, 456, 80, 14, '#c3ced6', 'rx="7"'),
  tank(p, 200, 560, 1.2),
  P('M300 360C360 300 400 300 430 300', 'none', `stroke="${orange}" stroke-width="4"`),
];

N['cloud-neue-verlaufsansicht'] = (p) => [
  R(0, 0, W, H, p.lg(['#dfeef6', '#f5f1e8'])),
  P('M840 170h220a50 50 0 0 0-60-48a70 70 0 0 0-120-20a55 55 0 0 0-90 30a40 40 0 0 0 50 38z', '#fff', 'opacity=".9"'),
  laptop(p, 560, 640, 1.25, [
    R(0, 0, 400, 26, navy), C(16, 13, 5, orange),
    ...[0, 1, 2, 3].map((i) => R(90 + i * 70, 40, 60, 16, i === 1 ? teal : '#dfe6ea', 'rx="8"')),
    P('M20 220C60 200 80 120 120 110S180 190 220 180S280 90 320 100S370 200 380 210V230H20z', p.lg([[0, orange, 0.7], [1, orange, 0.1]])),
    P('M20 230C60 220 90 180 130 175S190 210 230 200S290 150 330 160S370 215 380 220V230H20z', p.lg([[0, '#d9485f', 0.6], [1, '#d9485f', 0.1]])),
    '<path d="M20 150C80 140 140 120 200 130S320 110 380 120" fill="none" stroke="#0b3d5c" stroke-width="3"/>',
    R(20, 230, 360, 2, '#aab2b8'),
  ]),
  updateBadge(p, 1060, 420, 50),
  P('M970 180V300', 'none', `stroke="${teal}" stroke-width="4" stroke-dasharray="6 8"`),
];

N['designpreis-fuer-power-coach'] = (p) => [
  R(0, 0, W, H, p.lg(['#1f2d3a', '#3a4a58'])),
  ...[300, 600, 900].map((x) => poly([[x - 20, 0], [x + 20, 0], [x + 180, 560], [x - 180, 560]], '#fff6d8', 'opacity=".08"')),
  E(600, 560, 480, 50, '#56656f'), R(120, 560, 960, 115, '#2a3640'),
  trophy(p, 420, 560, 1.2, 'ring'),
  // the Power Coach display with its colour ring
  R(660, 270, 220, 280, p.lg(['#f7f9fb', '#d9e1e7'], 'u'), 'rx="20"'), C(770, 390, 80, '#0b2a42'), C(770, 390, 62, 'none', `stroke="${teal}" stroke-width="14"`), `<path d="M770 328a62 62 0 0 1 58 40" fill="none" stroke="${orange}" stroke-width="14"/>`, C(770, 390, 16, orange),
  R(730, 500, 80, 10, '#c3ced6', 'rx="5"'),
  confetti(150, 80, 900, 160, 30, 11),
];

N['fachmagazin-testet-ac-thor'] = (p) => [
  R(0, 0, W, H, p.lg(['#efe8dc', '#e1d7c5'])),
  // a stack of magazines, the top one with the AC-THOR on the cover
  R(300, 110, 420, 540, '#d8d0c2', 'transform="rotate(-6 510 380)"'),
  G('transform="rotate(3 510 380)"', R(300, 90, 420, 550, '#fff'), R(300, 90, 420, 120, navy), R(330, 120, 220, 26, '#fff', 'rx="4"'), R(330, 160, 140, 14, '#9fc5da', 'rx="4"'),
    R(300, 210, 420, 320, p.lg(['#eef3f6', '#d5e1e8'])), thor(p, 420, 250, 1.2), lines(330, 560, 360, 4, { gap: 18, h: 8 })),
  rosette(760, 430, 90),
  // reading glasses
  C(180, 560, 40, 'none', 'stroke="#2e3a44" stroke-width="6"'), C(270, 560, 40, 'none', 'stroke="#2e3a44" stroke-width="6"'), line([[220, 556], [230, 556]], '#2e3a44', 6),
];

N['fertigung-mit-eigenem-solarstrom'] = (p) => [
  outdoor(p, { ground: 540, sunX: 160, sunY: 120 }),
  building(p, 170, 540, 1),
  // energy flows to the buffer tank and the charging station, the 78 % share as a ring
  tank(p, 960, 560, 0.75), R(1080, 440, 50, 110, navy, 'rx="8"'), R(1090, 456, 30, 22, '#7fb3d5', 'rx="3"'), P('M1130 470c30 0 30 80 0 80', 'none', 'stroke="#2e3a44" stroke-width="4"'),
  `<path d="M780 320C880 320 920 360 960 390" fill="none" stroke="${orange}" stroke-width="6" stroke-dasharray="4 12" stroke-linecap="round"/>`, `<path d="M790 330C980 330 1060 380 1100 430" fill="none" stroke="${orange}" stroke-width="6" stroke-dasharray="4 12" stroke-linecap="round"/>`,
  C(980, 150, 70, '#fff', 'opacity=".9"'), C(980, 150, 54, 'none', 'stroke="#dfe6ea" stroke-width="20"'), `<path d="M980 96a54 54 0 1 1-50 76" fill="none" stroke="${orange}" stroke-width="20"/>`, C(980, 150, 14, orange),
];

N['innovationspreis-gruene-waerme-2025'] = (p) => [
  R(0, 0, W, H, p.lg(['#24463f', '#3f6a5c'])),
  ...[250, 950].map((x) => poly([[x - 20, 0], [x + 20, 0], [x + 200, 560], [x - 200, 560]], '#fff6d8', 'opacity=".1"')),
  // stage with curtain folds and the audience's heads
  ...Array.from({ length: 12 }, (_, i) => R(i * 100, 0, 50, 500, '#1f3c36', 'opacity=".5"')),
  R(0, 500, W, 60, '#2c2420'), R(0, 480, W, 24, '#5a4234'),
  trophy(p, 360, 480, 1.25, 'sun'),
  thor(p, 700, 240, 1.25, { nine: true }),
  ...Array.from({ length: 16 }, (_, i) => [C(40 + i * 76, 620 - (i % 2) * 10, 30, '#1a2420'), E(40 + i * 76, 690, 50, 56, '#1a2420')]),
];

N['intersolar-europe-2026-muenchen'] = (p) => fair(p, 'few');
N['rueckblick-intersolar-2026'] = (p) => fair(p, 'crowd');

N['interview-katharina-lindmayr-waermewende'] = (p) => [
  indoor(p, { windowAt: [760, 70, 360, 300], wall: ['#f1ece2', '#e4dccd'] }),
  // two armchairs, a low table, a hot-water tank model and a microphone
  R(140, 380, 220, 160, '#3f6f8f', 'rx="30"'), R(800, 380, 220, 160, '#3f6f8f', 'rx="30"'),
  seated(270, 440, 1.15, { shirt: '#d9734e', long: true, hair: '#6b3f2a', face: 1 }),
  seated(900, 440, 1.15, { shirt: '#5a7d5a', hair: '#2a2420', face: -1, skin: palette.skin2 }),
  R(470, 470, 260, 14, '#a67a4c'), R(500, 484, 10, 80, '#7a5a3a'), R(690, 484, 10, 80, '#7a5a3a'),
  tank(p, 560, 470, 0.35), R(630, 440, 40, 30, '#fff', 'rx="3"'),
  line([[760, 470], [760, 380], [740, 360]], '#2e3a44', 4), R(726, 340, 20, 30, '#2e3a44', 'rx="10"'),
  // speech bubbles
  P('M360 120h260a20 20 0 0 1 20 20v90a20 20 0 0 1-20 20h-180l-50 40v-40h-30a20 20 0 0 1-20-20v-90a20 20 0 0 1 20-20z', '#fff'), lines(390, 150, 210, 4, { gap: 20, h: 9 }),
  P('M640 290h60a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-10v26l-26-26h-24a14 14 0 0 1-14-14v-40a14 14 0 0 1 14-14z', teal), C(655, 324, 5, '#fff'), C(670, 324, 5, '#fff'), C(685, 324, 5, '#fff'),
];

N['interview-matthias-grubinger-zur-firmware'] = (p) => [
  indoor(p, { wall: ['#e9eef2', '#d8e0e6'], windowAt: [60, 60, 260, 260] }),
  desk(p, 380, 430, 700),
  // two monitors with code, a developer, the AC-THOR on the test stand
  R(430, 180, 300, 200, '#1d2328', 'rx="8"'), R(442, 192, 276, 176, '#1b2b38'), ...Array.from({ length: 9 }, (_, i) => R(456 + (i % 3) * 14, 206 + i * 18, 60 + ((i * 37) % 120), 8, [orange, '#7fb3d5', teal, '#c9d2d9'][i % 4], 'rx="4"')),
  R(570, 380, 20, 50, '#3a434a'), R(540, 426, 80, 6, '#3a434a'),
  R(760, 200, 260, 180, '#1d2328', 'rx="8"'), R(772, 212, 236, 156, '#1b2b38'), updateBadge(p, 890, 290, 50),
  R(880, 380, 20, 50, '#3a434a'),
  seated(320, 470, 1.2, { shirt: navy, hair: '#3a2a1e', face: 1 }),
  person(1060, 640, 1.1, { shirt: '#8e5aa8', long: true, hair: '#c28e4e', arm: 2 }), R(1070, 520, 40, 50, '#fff', 'transform="rotate(-10 1140 545)"'),
  thor(p, 520, 440, 0.3, { nine: false }),
];

N['lehrlingsausbildung-startet'] = (p) => [
  indoor(p, { floor: 520, wall: ['#eef1f3', '#dfe4e8'], windowAt: [80, 60, 1040, 200] }),
  // the workbench with soldering stations and circuit boards
  R(100, 420, 1000, 26, p.lg(['#8a6a48', '#6d5236'])), R(130, 446, 20, 180, '#4a555e'), R(1050, 446, 20, 180, '#4a555e'),
  ...[[200, 2], [480, 2], [760, 2]].map(([x]) => [R(x, 360, 150, 60, '#2f7a52', 'rx="4"'), ...Array.from({ length: 6 }, (_, i) => R(x + 14 + i * 22, 372, 12, 10, '#1d2328')), ...Array.from({ length: 4 }, (_, i) => C(x + 20 + i * 34, 402, 5, '#d9b44a')), R(x + 170, 380, 60, 40, '#c8553d', 'rx="4"'), line([[x + 200, 380], [x + 210, 330], [x + 150, 340]], '#2e3a44', 4)]),
  thor(p, 980, 260, 0.75),
  person(270, 620, 1.05, { shirt: teal, arm: 2, hair: '#3a2a1e' }), person(560, 630, 1.0, { shirt: orange, arm: 2, long: true, hair: '#8a5a3a', skin: palette.skin2 }),
  person(830, 615, 1.05, { shirt: '#6a7f99', arm: 2, hair: '#c28e4e' }), person(1000, 640, 1.15, { shirt: navy, arm: 1, hair: '#8c8c8c' }),
];

N['leitfaden-waermepumpe-sg-ready'] = (p) => [
  outdoor(p, { ground: 560, sunX: 1080 }),
  // house wall cut open: tank and AC-THOR inside, heat pump outside
  R(80, 140, 640, 420, p.lg(['#f7f5f0', '#e6e2da'])), R(120, 180, 560, 360, p.lg(['#f6ead4', '#e6d6b8'])), R(60, 120, 680, 24, '#3b444b'),
  tank(p, 520, 536, 1.3), thor(p, 180, 230, 0.9),
  R(820, 420, 240, 150, p.lg(['#f7f9fb', '#cfd8de'], 'u'), 'rx="10"'), C(900, 495, 52, '#5b6770'), C(900, 495, 44, '#3b444b'), ...[0, 60, 120].map((a) => R(897, 455, 6, 80, '#8c979f', `transform="rotate(${a} 900 495)"`)), R(980, 450, 60, 90, '#dfe6ea', 'rx="4"'),
  // the SG-Ready signal from the relay to the heat pump
  P('M234 400C300 560 700 600 820 500', 'none', `stroke="${teal}" stroke-width="5" stroke-dasharray="14 10"`), C(820, 500, 8, teal),
  R(250, 180, 80, 40, teal, 'rx="6"'), R(262, 192, 16, 16, '#fff', 'rx="2"'), R(286, 192, 32, 16, '#fff', 'rx="2" opacity=".6"'),
  // the guide itself
  G('transform="rotate(-8 1050 200)"', R(960, 90, 170, 230, '#fff'), R(960, 90, 170, 60, navy), mark(1045, 118, 0.8), lines(980, 170, 130, 6, { gap: 20, h: 8 })),
];

N['modbus-interface-erstes-release'] = (p) => [
  R(0, 0, W, H, p.lg(['#e9eef2', '#d3dce2'])),
  // the distribution cabinet with a DIN rail
  R(160, 70, 560, 540, '#9aa5ad', 'rx="10"'), R(180, 90, 520, 500, '#eef1f3'), R(180, 300, 520, 16, p.lg(['#c9d0d5', '#8c979f'])),
  ...[0, 1, 2, 3].map((i) => [R(200 + i * 52, 250, 44, 110, '#fff', 'rx="3"'), R(212 + i * 52, 290, 20, 30, '#3b444b', 'rx="2"')]),
  R(420, 230, 130, 150, p.lg(['#f7f9fb', '#d9e1e7'], 'u'), 'rx="8"'), R(436, 250, 98, 34, '#1b4a6e', 'rx="4"'), C(450, 310, 6, '#49c28a'), C(470, 310, 6, orange), ...[0, 1, 2, 3].map((i) => R(440 + i * 24, 350, 16, 16, '#4a555e', 'rx="2"')),
  R(570, 250, 100, 110, '#fff', 'rx="3"'), R(585, 290, 70, 30, '#3b444b', 'rx="2"'),
  // RS485 twisted pair down, network cable out to a building management panel
  '<path d="M452 366C452 460 420 520 430 620" fill="none" stroke="#2a9d8f" stroke-width="5"/><path d="M470 366C470 460 440 520 446 620" fill="none" stroke="#f2a541" stroke-width="5"/>',
  P('M530 366C600 460 780 420 840 360', 'none', 'stroke="#4f7590" stroke-width="7"'),
  R(830, 170, 300, 220, '#1d2328', 'rx="10"'), R(845, 185, 270, 190, '#f4f7f9'), ...[0, 1].map((i) => [R(860 + i * 130, 200, 110, 70, '#fff', 'rx="6"'), tank(p, 890 + i * 130, 262, 0.2, false), R(925 + i * 130, 220, 40, 10, teal, 'rx="5"'), R(925 + i * 130, 240, 30, 10, orange, 'rx="5"')]), lines(860, 300, 240, 4, { gap: 16, h: 7 }),
  thor(p, 900, 430, 0.6, { nine: true }), thor(p, 1000, 430, 0.6, { nine: true }),
];

N['partnertag-steyr-2025'] = (p) => [
  outdoor(p, { ground: 520, sunX: 140 }),
  building(p, 240, 500, 0.9, { facade: true }),
  R(0, 500, W, 175, p.lg(['#c9c4b8', '#b3ad9f'])),
  // flags, a welcome arch of balloons and arriving guests
  ...[[100, orange], [150, teal], [200, navy], [1060, orange], [1110, teal], [1160, navy]].map(([x, c]) => [R(x, 260, 4, 250, '#aab2b8'), P(`M${x + 4} 266h40v70h-40z`, c)]),
  ...Array.from({ length: 15 }, (_, i) => { const a = Math.PI - (i * Math.PI) / 14; return C(560 + Math.cos(a) * 140, 500 - Math.sin(a) * 150, 18, [orange, teal, '#fff', navy][i % 4]); }),
  ...[[420, teal, 0], [500, '#d9485f', 0], [660, '#6a7f99', 1], [760, orange, 0], [860, '#5a7d5a', 0]].map(([x, c, arm], i) => person(x, 640 - (i % 2) * 16, 0.85, { shirt: c, arm, long: i % 2 === 1, hair: ['#4a3526', '#c28e4e', '#2a2420'][i % 3], skin: [palette.skin, palette.skin2, palette.skin3][i % 3] })),
  // a calendar sheet
  R(960, 540, 150, 120, '#fff', 'rx="6"'), R(960, 540, 150, 30, '#c8553d', 'rx="6"'), ...Array.from({ length: 12 }, (_, i) => R(974 + (i % 4) * 32, 582 + Math.floor(i / 4) * 24, 20, 14, i === 6 ? orange : '#dfe6ea', 'rx="3"')),
];

N['portraet-im-steyrtal-kurier'] = (p) => [
  R(0, 0, W, H, p.lg(['#c9a57c', '#b08760'])),
  // an opened newspaper on a table, with a coffee cup
  G('transform="rotate(-4 600 340)"', R(170, 60, 860, 560, '#000', 'opacity=".12" transform="translate(12 14)"'), R(170, 60, 430, 560, '#fbf9f4'), R(600, 60, 430, 560, '#f4f1ea'), R(598, 60, 4, 560, '#ddd6c8'),
    R(210, 100, 350, 30, '#2e3a44'), R(210, 144, 240, 12, '#8c979f'),
    R(210, 180, 350, 200, p.lg(['#bcd9ea', '#e6f0f3'])), G('transform="translate(210 180) scale(.29 .25)"', building(p, 100, 760, 1.6, { facade: true })),
    lines(210, 400, 160, 12, { gap: 16, h: 6 }), lines(400, 400, 160, 12, { gap: 16, h: 6 }),
    lines(640, 100, 350, 8, { gap: 18, h: 7 }), R(640, 260, 170, 140, p.lg(['#dfe6ea', '#c3ced6'])), person(725, 395, 0.75, { shirt: teal, long: true, hair: '#8a5a3a' }), lines(830, 260, 160, 8, { gap: 18, h: 7 }), lines(640, 430, 350, 8, { gap: 18, h: 7 })),
  C(1080, 560, 60, '#fff'), C(1080, 560, 46, '#6b4a2f'), C(1070, 550, 20, '#8a6a48', 'opacity=".6"'), P('M1136 540c30 0 30 40 0 40', 'none', 'stroke="#fff" stroke-width="10"'),
];

N['power-coach-app-2-0-sparbericht'] = (p) => [
  R(0, 0, W, H, p.lg(['#dfeef6', '#f5f1e8'])),
  phone(p, 480, 70, 1.5, [
    R(15, 30, 150, 40, navy), C(35, 50, 7, orange), R(50, 46, 60, 8, '#fff', 'rx="4"'),
    ...[40, 58, 72, 90, 84, 100, 110, 96].map((v, i) => R(26 + i * 17, 210 - v, 11, v, i === 6 ? orange : teal, 'rx="3"')),
    R(26, 214, 130, 2, '#aab2b8'), R(30, 236, 120, 30, '#eef3f6', 'rx="6"'), R(40, 246, 70, 10, '#8c979f', 'rx="5"'), R(30, 276, 120, 30, '#eef3f6', 'rx="6"'), R(40, 286, 50, 10, '#8c979f', 'rx="5"'),
  ]),
  // the monthly report as a document and the push notice, a piggy bank with a coin
  G('transform="rotate(-8 300 360)"', R(180, 200, 220, 290, '#fff'), R(180, 200, 220, 50, '#c8553d'), lines(204, 270, 170, 5, { gap: 18, h: 7 }), ...[30, 50, 70, 44].map((v, i) => R(210 + i * 40, 460 - v, 26, v, teal))),
  R(820, 150, 280, 80, '#fff', 'rx="14"'), mark(860, 180, 0.8), R(900, 172, 160, 10, '#8c979f', 'rx="5"'), R(900, 192, 110, 10, '#c3ced6', 'rx="5"'),
  E(930, 460, 110, 80, '#f2a6b4'), C(1010, 430, 36, '#f2a6b4'), E(1036, 440, 12, 10, '#e58a9c'), R(880, 520, 24, 40, '#e58a9c'), R(960, 520, 24, 40, '#e58a9c'), C(1004, 420, 5, '#2e3a44'), R(910, 378, 50, 8, '#c46a7c', 'rx="4"'), C(935, 350, 24, '#f2c14e'), C(935, 350, 16, '#e2a93b'),
];

N['power-coach-app-gestartet'] = (p) => [
  R(0, 0, W, H, p.lg(['#e4f1f7', '#f6f0e4'])),
  G('transform="translate(-150 2) scale(.8)"', familyHouse(p)), R(0, 500, W, 175, p.lg(['#9cc27d', '#86b06a'])),
  // a hand holding the phone with the live surplus ring
  phone(p, 780, 150, 1.3, [
    C(90, 140, 56, 'none', 'stroke="#dfe6ea" stroke-width="16"'), `<path d="M90 84a56 56 0 1 1-48 84" fill="none" stroke="${orange}" stroke-width="16" stroke-linecap="round"/>`, C(90, 140, 12, orange),
    R(30, 220, 120, 30, '#eef3f6', 'rx="6"'), R(40, 230, 50, 10, teal, 'rx="5"'), R(30, 260, 120, 30, '#eef3f6', 'rx="6"'), R(40, 270, 80, 10, '#8c979f', 'rx="5"'),
  ]),
  P('M760 520c20-40 60-60 100-50l90 20c20 6 20 40-10 40h-40l40 120H790z', palette.skin),
  tank(p, 150, 640, 0.9),
];

N['rueckblick-installateur-roadshow-2025'] = (p) => {
  // a map of Austria and southern Germany with eight stops on one route
  const at = [[960, 250], [860, 400], [740, 260], [620, 310], [540, 400], [420, 340], [360, 170], [200, 300]];
  return [
    R(0, 0, W, H, p.lg(['#eef3f6', '#dde8ee'])),
    P('M80 120L240 60L420 80L520 140L560 220L700 240L820 200L980 180L1100 230L1060 330L960 380L900 470L760 500L600 460L480 440L360 440L240 420L120 360L60 260Z', '#f6f3ea', 'stroke="#c9d2d9" stroke-width="3"'),
    P('M560 220L700 240L820 200L980 180L1100 230L1060 330L960 380L900 470L760 500L600 460L480 440L500 330Z', p.lg(['#e6efe0', '#d7e6cd']), 'stroke="#fff" stroke-width="4"'),
    P('M80 120L240 60L420 80L520 140L560 220L500 330L480 440L360 440L240 420L120 360L60 260Z', p.lg(['#eef0e2', '#e1e6d2']), 'stroke="#fff" stroke-width="4"'),
    range([[480, 470], [560, 420], [620, 440], [700, 400], [780, 440], [860, 410], [940, 450]], 480, '#c9d3bf', [3], '#fff', 0.3),
    `<path d="M${at.map(([x, y]) => `${x} ${y}`).join('L')}" fill="none" stroke="${teal}" stroke-width="5" stroke-dasharray="12 10" stroke-linejoin="round"/>`,
    ...at.map(([x, y], i) => pin(x, y, i < 5 ? orange : navy, 1.1)),
    truck(p, 860, 640, 0.55, false),
  ];
};

N['rueckblick-partnertag-2025'] = (p) => [
  R(0, 0, W, H, p.lg(['#d9e0e5', '#c3ccd3'])), R(0, 470, W, 205, p.lg(['#b9c0c5', '#a3abb1'])),
  ...Array.from({ length: 6 }, (_, i) => [R(40 + i * 200, 0, 12, 470, '#9aa5ad'), R(0, 40, W, 10, '#9aa5ad')]),
  ...Array.from({ length: 5 }, (_, i) => [C(120 + i * 240, 80, 18, '#fff6d8'), poly([[100 + i * 240, 90], [140 + i * 240, 90], [220 + i * 240, 470], [20 + i * 240, 470]], '#fff6d8', 'opacity=".12"')]),
  // the test field: racks with devices under test
  ...[0, 1].map((r) => [R(120, 150 + r * 160, 620, 10, '#6f787e'), ...Array.from({ length: 6 }, (_, i) => thor(p, 140 + i * 100, 170 + r * 160, 0.5, { nine: r === 1 }))]), R(120, 150, 10, 330, '#6f787e'), R(730, 150, 10, 330, '#6f787e'),
  tank(p, 880, 480, 1.1),
  // the guide and the guests
  person(800, 620, 1.05, { shirt: navy, arm: 1, long: true, hair: '#6b3f2a' }),
  ...[[180, teal], [290, '#d9485f'], [400, '#6a7f99'], [510, orange], [620, '#5a7d5a'], [1010, '#8e5aa8'], [1110, teal]].map(([x, c], i) => person(x, 650 - (i % 2) * 12, 0.95, { shirt: c, long: i % 3 === 1, hair: ['#4a3526', '#c28e4e', '#2a2420'][i % 3], skin: [palette.skin, palette.skin2, palette.skin3][i % 3], hat: i % 4 === 2 ? '#f7d154' : undefined })),
];

N['schulungszentrum-eroeffnet'] = (p) => [
  indoor(p, { floor: 470, wall: ['#f1f4f6', '#e0e6ea'] }),
  // whiteboard with a wiring diagram
  R(80, 70, 420, 250, '#fff', 'stroke="#aab2b8" stroke-width="6"'),
  ...[[120, 120], [260, 120], [380, 200], [120, 240]].map(([x, y]) => R(x, y, 70, 50, 'none', `stroke="${navy}" stroke-width="4"`)), line([[190, 145], [260, 145]], teal, 4), line([[330, 145], [380, 225]], orange, 4), line([[155, 170], [155, 240]], teal, 4),
  person(560, 470, 1.05, { shirt: navy, arm: 1, hair: '#8c8c8c' }),
  // work stations: panel board with AC-THOR, a tank, participants
  ...[0, 1].map((i) => [R(640 + i * 270, 130, 220, 240, '#c9a26b'), R(650 + i * 270, 140, 200, 220, '#dcc09a'), thor(p, 670 + i * 270, 160, 0.55), R(760 + i * 270, 170, 70, 50, '#fff', 'rx="4"'), R(760 + i * 270, 240, 70, 90, '#5b6770', 'rx="4"'), tank(p, 820 + i * 270, 470, 0.6)]),
  R(0, 520, W, 24, p.lg(['#8a6a48', '#6d5236'])), R(80, 544, 16, 131, '#4a555e'), R(1100, 544, 16, 131, '#4a555e'),
  ...[[220, teal], [420, '#d9485f'], [740, orange], [960, '#6a7f99']].map(([x, c], i) => seated(x, 560, 1, { shirt: c, long: i % 2 === 1, hair: ['#4a3526', '#c28e4e'][i % 2], face: -1, skin: [palette.skin, palette.skin2][i % 2] })),
  ...[0, 1, 2].map((i) => R(180 + i * 320, 500, 120, 20, '#fff', 'rx="3"')),
];

N['spatenstich-neubau-steyr'] = (p) => [
  outdoor(p, { ground: 470 }),
  // the planned building as a ghost outline on its future site
  G('opacity=".35"', building(p, 300, 470, 0.9, { facade: true })),
  R(0, 470, W, 205, p.lg(['#b08a5e', '#8f6c45'])), E(600, 560, 300, 40, '#6d5236'),
  // excavator
  R(820, 430, 180, 90, orange, 'rx="8"'), R(900, 380, 90, 60, orange, 'rx="6"'), R(910, 390, 60, 40, p.lg(['#a9cbe0', '#5d89a8'])), R(800, 520, 230, 40, '#3b444b', 'rx="20"'), ...[830, 880, 930, 980].map((x) => C(x, 540, 12, '#6f787e')),
  line([[830, 440], [700, 320], [640, 430]], '#e08f2a', 18, 'stroke-linejoin="round"'), P('M620 420h60l-10 50h-40z', '#4a555e'),
  // people with spades and hard hats, the ribbon
  ...[[260, teal, '#fff'], [360, '#d9734e', '#f7d154'], [460, navy, '#fff'], [560, '#6a7f99', '#f7d154']].map(([x, c, hat], i) => [person(x, 620, 1.0, { shirt: c, hat, long: i === 1, hair: '#6b3f2a', skin: [palette.skin, palette.skin2][i % 2], arm: 2 }), line([[x + 40, 530], [x + 50, 600]], '#7a5a3a', 5), P(`M${x + 42} 596h16l4 26h-24z`, '#aab2b8'), E(x + 50, 626, 20, 6, '#6d5236')]),
];

N['umzug-in-den-neubau'] = (p) => [
  outdoor(p, { ground: 500, sunX: 140 }),
  building(p, 260, 500, 1, { facade: true }),
  R(0, 500, W, 175, p.lg(['#c9c4b8', '#b3ad9f'])),
  truck(p, 20, 630, 0.95),
  ...box(480, 560, 80, 60), ...box(490, 510, 60, 50, '#d2ad78'), ...box(600, 580, 70, 50),
  person(740, 650, 1.0, { shirt: teal, arm: 2 }), ...box(760, 540, 60, 44),
  person(900, 640, 1.0, { shirt: orange, arm: 2, long: true, hair: '#8a5a3a', skin: palette.skin2 }), ...box(920, 528, 60, 44, '#d2ad78'),
  tree(1140, 520, 1.1),
];

N['usb-update-tool-2-1-erschienen'] = (p) => [
  R(0, 0, W, H, p.lg(['#eef3f6', '#f6f1e6'])), R(0, 560, W, 115, p.lg(['#d2c2a6', '#bfae90'])),
  laptop(p, 380, 600, 1.2, [
    R(0, 0, 400, 26, navy), updateBadge(p, 200, 100, 44), R(60, 170, 280, 18, '#dfe6ea', 'rx="9"'), R(60, 170, 200, 18, teal, 'rx="9"'), lines(100, 204, 200, 2, { gap: 14, h: 6 }),
  ]),
  // the USB interface on a cable to a device without network
  R(700, 500, 110, 50, p.lg(['#f7f9fb', '#d4dce2'], 'u'), 'rx="10"'), R(810, 512, 40, 26, '#aab2b8', 'rx="3"'), C(730, 525, 6, '#49c28a'), R(680, 516, 20, 18, navy),
  P('M680 525C620 525 640 580 640 590', 'none', 'stroke="#2e3a44" stroke-width="6"'),
  thor(p, 900, 260, 1.2), P('M850 525C900 525 930 480 960 470', 'none', 'stroke="#2e3a44" stroke-width="6"'),
];

N['vertriebsausbau-italien-spanien'] = (p) => [
  europe(p, { highlight: true }),
  `<path d="M700 290Q500 240 372 500" fill="none" stroke="${navy}" stroke-width="5" stroke-dasharray="14 10"/><path d="M700 290Q660 310 618 362" fill="none" stroke="${navy}" stroke-width="5" stroke-dasharray="14 10"/>`,
  pin(700, 300, navy, 1.4), pin(615, 385, teal, 1.3), pin(372, 530, orange, 1.3),
  C(1040, 150, 60, '#fff', 'opacity=".8"'), mark(1040, 140, 1.6),
];

N['webinarreihe-fuer-installateure'] = (p) => [
  R(0, 0, W, H, p.lg(['#e4eef4', '#f3efe6'])), R(0, 560, W, 115, p.lg(['#c99a66', '#a67a4c'])),
  laptop(p, 600, 610, 1.35, [
    R(0, 0, 400, 24, navy), C(14, 12, 5, orange),
    // a wiring diagram shared on screen and the participants' tiles
    R(10, 32, 250, 190, '#fff'), ...[[30, 60], [120, 60], [190, 140], [30, 160]].map(([x, y]) => R(x, y, 50, 34, 'none', `stroke="${navy}" stroke-width="3"`)), line([[80, 77], [120, 77]], teal, 3), line([[170, 77], [190, 157]], orange, 3), line([[55, 94], [55, 160]], teal, 3),
    ...[0, 1, 2, 3].map((i) => [R(270, 32 + i * 48, 120, 42, ['#cfe2ec', '#e9dccb', '#d7e6cd', '#e6d3e8'][i]), C(330, 50 + i * 48, 9, [palette.skin, palette.skin2, palette.skin3, palette.skin][i]), R(318, 60 + i * 48, 24, 12, [teal, orange, navy, '#d9485f'][i], 'rx="6"')]),
  ]),
  // headset and a cup
  P('M960 470a60 60 0 0 1 120 0', 'none', 'stroke="#2e3a44" stroke-width="10"'), R(946, 460, 24, 44, '#2e3a44', 'rx="8"'), R(1070, 460, 24, 44, '#2e3a44', 'rx="8"'),
  R(120, 480, 70, 80, '#fff', 'rx="8"'), P('M190 500c30 0 30 40 0 40', 'none', 'stroke="#fff" stroke-width="8"'),
];

N['zertifizierungsprogramm-fuer-installateure'] = (p) => [
  indoor(p, { floor: 500, wall: ['#f1f4f6', '#e0e6ea'] }),
  // the practice stand and the certificate
  R(80, 110, 360, 380, '#c9a26b'), R(92, 122, 336, 356, '#dcc09a'), thor(p, 120, 150, 0.7), rod(p, 200, 400, 0.45), tank(p, 340, 490, 0.7),
  G('transform="rotate(-3 760 270)"', R(560, 90, 420, 300, '#fffdf6'), R(576, 106, 388, 268, 'none', `stroke="${orange}" stroke-width="4"`), mark(770, 150, 1.2), R(660, 200, 220, 16, navy, 'rx="8"'), lines(650, 234, 240, 3, { gap: 18, h: 8 })),
  rosette(930, 360, 54, orange, 0),
  person(720, 640, 1.15, { shirt: '#e0a040', arm: 1, hair: '#3a2a1e', skin: palette.skin2 }),
  person(520, 640, 1.05, { shirt: navy, long: true, hair: '#6b3f2a' }),
];

const TITLES = {
  '10-jahre-elwa': 'Zehn Jahre ELWA: der Heizstab ELWA neben einer Torte mit zehn Kerzen, Wimpel und Konfetti',
  '100000-geraet-ausgeliefert': 'Das 100.000. Gerät: ein AC-THOR auf der Palette vor dem Lkw, der die Fertigung in Steyr verlässt, mit Konfetti',
  'ac-elwa-2-neue-firmware-e0001400': 'AC ELWA 2 am Warmwasserspeicher mit Update-Symbol, Fortschrittsbalken und Schutzschild für den Legionellenschutz',
  'ac-thor-9s-firmware-dynamische-tarife': 'AC-THOR 9s neben einem Diagramm stündlicher Strompreise, günstige Stunden hervorgehoben, mit Uhr',
  'ac-thor-9s-neue-firmware-a0021100': 'AC-THOR 9s mit Update-Symbol und zwei neuen Betriebsarten: Puffer-Vorrang und Warmwasser-Vorrang',
  'cloud-neue-verlaufsansicht': 'Laptop mit der neuen Verlaufsansicht der Cloud: PV-Überschuss und Wärme als Flächen im Diagramm',
  'designpreis-fuer-power-coach': 'Der Power Coach mit seinem Farbring neben einem Designpreis-Pokal auf einer Bühne',
  'fachmagazin-testet-ac-thor': 'Fachzeitschrift mit dem AC-THOR auf dem Titel und einer Testsieger-Rosette',
  'fertigung-mit-eigenem-solarstrom': 'Firmengebäude mit PV auf Dach und Fassade, Solarstrom fließt zu Pufferspeicher und Ladestation, Anteil als Ring',
  'innovationspreis-gruene-waerme-2025': 'Pokal mit Sonnensymbol und AC-THOR 9s auf der Bühne der Preisverleihung vor Publikum',
  'intersolar-europe-2026-muenchen': 'Messestand von Sonnwärme in einer Messehalle mit Speicher, AC-THOR 9s, ELWA, Bildschirm und ersten Besuchern',
  'rueckblick-intersolar-2026': 'Gut besuchter Messestand von Sonnwärme mit vielen Besucherinnen und Besuchern',
  'interview-katharina-lindmayr-waermewende': 'Interview in zwei Sesseln mit Mikrofon, Speichermodell und Sprechblasen',
  'interview-matthias-grubinger-zur-firmware': 'Entwickler am Schreibtisch mit Code auf dem Bildschirm und Update-Symbol, eine Interviewerin mit Notizblock',
  'lehrlingsausbildung-startet': 'Lehrwerkstatt: Lehrlinge an der Werkbank mit Lötstationen und Platinen, ein Ausbilder',
  'leitfaden-waermepumpe-sg-ready': 'Haus mit Speicher und AC-THOR, daneben eine Wärmepumpe, verbunden über das SG-Ready-Signal, und der Leitfaden',
  'modbus-interface-erstes-release': 'Modbus Interface auf der Hutschiene im Verteiler, RS485-Leitung und Netzwerk zur Gebäudeleittechnik mit zwei AC-THOR 9s',
  'partnertag-steyr-2025': 'Firmensitz in Steyr mit Fahnen, Ballonbogen, ankommenden Gästen und Kalenderblatt',
  'portraet-im-steyrtal-kurier': 'Aufgeschlagene Zeitung mit einem Bericht über Sonnwärme und Kaffeetasse',
  'power-coach-app-2-0-sparbericht': 'Smartphone mit dem monatlichen Sparbericht als Balkendiagramm, Bericht als Dokument, Benachrichtigung und Sparschwein',
  'power-coach-app-gestartet': 'Hand mit Smartphone, die Power Coach App zeigt den PV-Überschuss live; dahinter Haus mit PV und Warmwasserspeicher',
  'rueckblick-installateur-roadshow-2025': 'Landkarte von Österreich und Süddeutschland mit den acht Stationen der Roadshow und einem Transporter',
  'rueckblick-partnertag-2025': 'Werksführung am Partnertag: Gäste am Prüffeld mit AC-THOR-Geräten, eine Mitarbeiterin erklärt',
  'schulungszentrum-eroeffnet': 'Schulungsraum mit Tafel, Trainer und Arbeitsplätzen mit AC-THOR und Warmwasserspeichern',
  'spatenstich-neubau-steyr': 'Spatenstich: Menschen mit Spaten und Helmen, ein Bagger, dahinter der Umriss des geplanten Gebäudes',
  'umzug-in-den-neubau': 'Umzug in den Neubau mit PV auf Dach und Fassade: Umzugs-Lkw und Menschen mit Kartons',
  'usb-update-tool-2-1-erschienen': 'Laptop mit dem USB Update Tool und Fortschrittsbalken, USB Interface am Kabel zu einem AC-THOR',
  'vertriebsausbau-italien-spanien': 'Karte Südeuropas mit hervorgehobenem Italien und Spanien und Verbindungen von Steyr nach Bozen und Valencia',
  'webinarreihe-fuer-installateure': 'Laptop mit Webinar: Schaltplan und Kacheln der Teilnehmenden, daneben Headset und Tasse',
  'zertifizierungsprogramm-fuer-installateure': 'Übungsstand mit AC-THOR, ELWA und Speicher, Urkunde mit Siegel und zwei Installateure',
};

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../assets/1000/1200x675');
export const news = readdirSync(DIR).flatMap((hash) => readdirSync(join(DIR, hash)).map((name) => ({ file: `1200x675/${hash}/${name}`, slug: name.replace(/\.svg$/, '') })));

export function drawNews(n) {
  const draw = N[n.slug];
  if (!draw) throw new Error(`no drawing for ${n.slug}`);
  const p = new Pic(n.slug.replace(/[^a-z]/g, '').slice(0, 5), W, H, TITLES[n.slug]);
  p.add(draw(p));
  return p.svg();
}
