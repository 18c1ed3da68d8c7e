// The six reference installations (1200×800) and the buildings they share with the references hero.
import { Pic, R, P, C, E, poly, line, f, hill, sky, sun, cloud, range, tree, conifer, cypress, olive, poplar, bush, pvArray, win, person, thor, tank, rod, palette } from './lib.mjs';

/** a cut-away room: a lit interior with a tank and a power manager, in a wall opening */
function cutaway(p, x, y, w, h, { tanks = 1, thors = 1, nine = false, boiler = false, s = 0.5 } = {}) {
  const out = [R(x - 6, y - 6, w + 12, h + 12, '#9a948b'), R(x, y, w, h, p.lg(['#f6ead4', '#e6d6b8'])), R(x, y + h - 14, w, 14, '#cbbd9f'), E(x + w * 0.45, y + 6, w * 0.4, 16, '#fff6d8', 'opacity=".6"')];
  let cx = x + w - 40 * s - 20;
  for (let i = 0; i < tanks; i++) { out.push(tank(p, cx, y + h - 8, s)); cx -= 130 * s; }
  for (let i = 0; i < thors; i++) out.push(thor(p, x + 22 + i * 75 * s * 1.6, y + 30, s * 0.75, { nine }));
  if (boiler) out.push(R(cx - 40 * s, y + h - 10 - 150 * s, 80 * s, 150 * s, p.lg(['#d9dee2', '#a9b2b9'], 'h'), `rx="${f(6 * s)}"`), R(cx - 28 * s, y + h - 10 - 130 * s, 56 * s, 18 * s, '#56616a'));
  // the cable from the manager to the first tank's rod
  out.push(`<path d="M${f(x + 22 + 45 * s)} ${f(y + 30 + 135 * s)}C${f(x + 60)} ${f(y + h - 10)} ${f(x + w - 90 * s)} ${f(y + h - 20)} ${f(x + w - 40 * s - 20)} ${f(y + h - 8 - 60 * s)}" fill="none" stroke="${palette.orange}" stroke-width="3" opacity=".9"/>`);
  return out;
}

// --- buildings (drawn at their place in a 1200×800 picture; the hero reuses them scaled) -------------

export function familyHouse(p) {
  const wall = p.lg(['#f7f5f0', '#e6e2da']), side = p.lg(['#dcd6cb', '#c9c2b6']);
  const timber = p.pat('timber', 14, 40, `<rect width="14" height="40" fill="#c99a66"/><rect width="2" height="40" fill="#a67a4c"/>`);
  return [
    E(640, 622, 330, 18, '#1e2a20', 'opacity=".16"'),
    // garage
    R(860, 470, 170, 150, wall), R(852, 458, 186, 14, '#3b444b'), R(885, 510, 120, 110, p.lg(['#d4d9dd', '#aab2b8'])),
    ...[0, 1, 2, 3, 4].map((i) => R(885, 522 + i * 20, 120, 2, '#9aa3aa')),
    // main house body
    R(360, 400, 500, 220, wall), R(360, 400, 500, 70, timber),
    poly([[860, 400], [920, 360], [920, 590], [860, 620]], side),
    // roof: front plane and gable end
    poly([[330, 404], [430, 250], [890, 250], [890, 404]], p.lg(['#4e5962', '#3a434a'])),
    poly([[890, 404], [890, 250], [950, 330], [950, 372]], '#2f373d'),
    R(326, 400, 568, 10, '#2b3238'),
    pvArray(p, 7, 2, 54, 58, 4, 'transform="matrix(1 0 -0.42 0.64 462 266)"'),
    // windows and door
    win(p, 390, 490, 60, 80), win(p, 480, 490, 60, 80), win(p, 590, 480, 110, 140, { bars: 2, sill: false }),
    R(730, 500, 54, 120, '#3b4a55'), R(774, 555, 4, 22, '#c9d1d7'),
    win(p, 400, 414, 46, 42, { bars: 0, sill: false }), win(p, 520, 414, 46, 42, { bars: 0, sill: false }), win(p, 760, 414, 46, 42, { bars: 0, sill: false }),
    // the cable from the roof to the utility room
    line([[840, 300], [840, 560]], palette.orange, 3, 'opacity=".85"'),
  ];
}

function scWels(p) {
  return [
    sky(p), sun(p, 1000, 130, 38), cloud(p, 120, 150, 0.9), cloud(p, 760, 110, 0.6, 0.6),
    range([[0, 470], [120, 430], [220, 440], [330, 380], [420, 410], [520, 395], [620, 430], [760, 420], [880, 390], [990, 415], [1100, 400], [1200, 430]], 560, '#b7cbd8', [3, 8], '#eef4f8', 0.3),
    hill([[0, 520], [200, 490], [420, 510], [640, 480], [900, 505], [1200, 485]], 800, p.lg(['#a4c48c', '#c9dcae'])),
    hill([[0, 580], [300, 560], [600, 575], [900, 555], [1200, 570]], 800, p.lg(['#b9d39a', '#9cc27d'])),
    ...[90, 140, 190, 1080, 1130].map((x, i) => conifer(x, 560 + (i % 2) * 8, 0.5, '#4e7a5c', '#3d6349')),
    R(0, 620, 1200, 180, p.lg(['#8fb874', '#7aa35f'])),
    familyHouse(p),
    cutaway(p, 600, 640, 250, 140, { tanks: 1, thors: 1, boiler: true, s: 0.45 }),
    line([[840, 560], [840, 640]], palette.orange, 3, 'opacity=".85"'),
    R(350, 620, 500, 20, '#9a948b'),
    tree(200, 640, 1.3), tree(1100, 650, 1.1, '#8bb36c', '#6a9352'),
    // fence and garden path
    ...Array.from({ length: 14 }, (_, i) => R(30 + i * 22, 650, 6, 34, '#e9e2d4')), R(24, 660, 310, 5, '#e9e2d4'), R(24, 676, 310, 5, '#e9e2d4'),
    bush(120, 700, 1.4), bush(1010, 700, 1.2),
  ];
}

export function farm(p) {
  const stone = p.pat('stone', 40, 24, `<rect width="40" height="24" fill="#d8c4a2"/><path d="M0 12h40M20 0v12M8 12v12M32 12v12" stroke="#bba67f" stroke-width="1.5"/>`);
  const tiles = p.pat('tiles', 18, 10, `<rect width="18" height="10" fill="#b8643f"/><path d="M0 9.5h18" stroke="#96492b" stroke-width="2"/><path d="M9 0v10" stroke="#c47650" stroke-width="1"/>`);
  return [
    // masia (farmhouse) with terracotta roof and arched door
    E(330, 598, 220, 14, '#3a2e1a', 'opacity=".16"'),
    R(160, 400, 330, 200, stone), poly([[140, 408], [325, 322], [510, 408]], tiles), R(140, 404, 370, 8, '#8e4a2c'),
    P('M292 600v-70a33 33 0 0 1 66 0v70z', '#6b4a2f'), P('M300 600v-66a25 25 0 0 1 50 0v66z', '#7f5a38'),
    win(p, 196, 450, 42, 56, { frame: '#5e4128', bars: 1 }), win(p, 410, 450, 42, 56, { frame: '#5e4128', bars: 1 }), win(p, 306, 380, 38, 32, { frame: '#5e4128', bars: 0, sill: false }),
    R(190, 444, 54, 6, '#6a9a4e'), R(404, 444, 54, 6, '#6a9a4e'),
    // long stable with a PV roof, the dairy at its end
    E(820, 612, 330, 16, '#3a2e1a', 'opacity=".16"'),
    R(540, 470, 520, 140, p.lg(['#efe3cc', '#dccbab'])),
    poly([[520, 474], [600, 370], [1080, 370], [1080, 474]], tiles),
    pvArray(p, 10, 3, 38, 30, 3, 'transform="matrix(1 0 -0.75 1 636 378)"'),
    R(516, 470, 568, 8, '#8e4a2c'),
    ...[0, 1, 2, 3, 4].map((i) => R(570 + i * 70, 510, 46, 30, '#5e4128')),
    // the dairy's open door with the hot-water store inside
    R(900, 500, 130, 110, '#8a7656'), R(908, 506, 114, 104, p.lg(['#f6ead4', '#e6d6b8'])),
    tank(p, 990, 606, 0.36), thor(p, 918, 520, 0.32, { nine: false }),
    line([[1040, 476], [1040, 490], [936, 490], [936, 522]], palette.orange, 3, 'opacity=".85"'),
  ];
}

function goat(x, y, s = 1, c = '#f1ece2') {
  return [E(x, y - 14 * s, 18 * s, 10 * s, c), R(x - 14 * s, y - 8 * s, 3 * s, 10 * s, '#6b5a44'), R(x + 10 * s, y - 8 * s, 3 * s, 10 * s, '#6b5a44'), E(x + 20 * s, y - 24 * s, 6 * s, 8 * s, c, `transform="rotate(30 ${f(x + 20 * s)} ${f(y - 24 * s)})"`), line([[x + 20 * s, y - 30 * s], [x + 16 * s, y - 38 * s]], '#6b5a44', f(2 * s))];
}

function scGirona(p) {
  return [
    sky(p, ['#7fb6dc', [0.5, '#c9e0ea'], [0.8, '#f6ecd6'], [1, '#f8e4c0']]), sun(p, 980, 120, 44), cloud(p, 220, 140, 0.7, 0.6),
    range([[0, 440], [160, 380], [300, 410], [450, 350], [600, 400], [760, 360], [900, 395], [1060, 345], [1200, 390]], 520, '#b9c4cf', [3, 7], '#f4f7fa', 0.22),
    hill([[0, 480], [250, 455], [520, 470], [800, 445], [1200, 465]], 800, p.lg(['#c3c58e', '#d8cf98'])),
    // field stripes
    ...[0, 1, 2, 3].map((i) => hill([[0, 520 + i * 22], [400, 506 + i * 24], [800, 515 + i * 22], [1200, 500 + i * 24]], 540 + i * 24, i % 2 ? '#d9c27a' : '#b8b56c', 'opacity=".8"')),
    ...[60, 110, 1130, 1170].map((x) => cypress(x, 520, 0.55)),
    R(0, 600, 1200, 200, p.lg(['#d9c07f', '#c9a862'])),
    ...Array.from({ length: 9 }, (_, i) => P(`M${-80 + i * 160} 800L${260 + i * 90} 600`, 'none', 'stroke="#bf9f58" stroke-width="8" opacity=".5"')),
    farm(p),
    cypress(110, 610, 1.2), cypress(1120, 620, 1.3), olive(620, 690, 1.2), olive(1020, 720, 1.4), olive(160, 740, 1.1),
    // the goats' yard
    ...Array.from({ length: 10 }, (_, i) => R(700 + i * 30, 640, 4, 40, '#9a7a52')), R(696, 650, 280, 4, '#9a7a52'), R(696, 664, 280, 4, '#9a7a52'),
    goat(740, 700), goat(800, 712, 1.1, '#8d6a4a'), goat(860, 698, 0.9), goat(920, 716, 1, '#d9cbb3'),
  ];
}

export function hotel(p) {
  const wall = p.lg(['#fbf8f1', '#ebe4d6']);
  const timber = p.pat('larch', 12, 40, `<rect width="12" height="40" fill="#b8824f"/><rect width="2" height="40" fill="#93633a"/>`);
  const slats = p.pat('slats', 12, 30, '<rect x="4" width="5" height="30" fill="#8a5d36"/>', 'y="8"');
  const flowers = p.pat('flowers', 30, 90, '<circle cx="15" cy="7" r="7" fill="#d9485f"/><circle cx="5" cy="9" r="4" fill="#e86f8a"/><circle cx="25" cy="9" r="4" fill="#e86f8a"/>', 'y="9"');
  const balcony = (y) => [R(330, y, 540, 8, '#6e4a2c'), R(330, y + 8, 540, 30, slats), R(330, y + 36, 540, 6, '#6e4a2c'), R(330, y - 5, 540, 14, flowers)];
  return [
    E(610, 622, 360, 20, '#1e2a20', 'opacity=".18"'),
    // wellness wing with glass front
    R(860, 520, 230, 100, '#efe9dc'), R(870, 532, 210, 80, p.lg(['#b7d3e4', '#6f9ab6'])), ...[0, 1, 2, 3].map((i) => R(870 + i * 52, 532, 4, 80, '#3b4a55')), R(852, 512, 246, 12, '#4a5057'),
    // main building: rendered ground floor, larch-clad upper floors
    R(340, 300, 520, 320, timber), R(340, 500, 520, 120, wall),
    poly([[296, 306], [400, 214], [800, 214], [904, 306]], p.lg(['#5a4a3e', '#3f332b'])), R(396, 208, 408, 8, '#3b2c22'),
    pvArray(p, 8, 2, 46, 40, 4, 'transform="matrix(1 0 -0.6 0.88 430 222)"'),
    R(296, 300, 608, 12, '#3b2c22'),
    ...[0, 1, 2, 3, 4, 5].flatMap((i) => [win(p, 372 + i * 82, 322, 40, 52, { frame: '#5a3b22', sill: false }), win(p, 372 + i * 82, 412, 40, 52, { frame: '#5a3b22', sill: false })]),
    balcony(374), balcony(464),
    win(p, 372, 528, 60, 70, { warm: true }), win(p, 470, 528, 60, 70, { warm: true }), R(570, 520, 80, 100, '#5a3b22'), R(578, 528, 64, 92, p.lg(['#fde9bf', '#e9b56a'])), win(p, 690, 528, 60, 70, { warm: true }), win(p, 780, 528, 60, 70, { warm: true }),
    poly([[556, 520], [610, 496], [664, 520]], '#4a3a2e'),
  ];
}

function scBrixen(p) {
  const rock = p.lg(['#e9e1d6', '#b9ada0']);
  return [
    sky(p, ['#7db7df', [0.55, '#c7e2f0'], [1, '#f2efe4']]), sun(p, 1040, 110, 36), cloud(p, 90, 120, 0.8, 0.6),
    // the Dolomites: pale, jagged towers
    range([[0, 360], [70, 300], [110, 330], [160, 220], [190, 250], [230, 170], [270, 240], [300, 200], [340, 280], [420, 300], [480, 330]], 520, '#cfd9e2', [], '', 0, ''),
    range([[620, 330], [700, 250], [730, 270], [770, 160], [800, 200], [830, 130], [870, 210], [900, 180], [950, 260], [1000, 230], [1060, 290], [1120, 250], [1200, 300]], 520, rock),
    range([[0, 400], [140, 330], [180, 350], [250, 250], [290, 310], [330, 270], [400, 350], [520, 390]], 520, rock),
    P('M700 250L760 420H640z', '#c4b8aa', 'opacity=".5"'), P('M830 130L880 400H790z', '#d9cfc2', 'opacity=".35"'),
    hill([[0, 440], [200, 420], [480, 445], [760, 410], [1000, 430], [1200, 415]], 800, p.lg(['#6f9a6a', '#8fb57e'])),
    ...Array.from({ length: 16 }, (_, i) => conifer(20 + i * 75 + (i % 3) * 9, 460 + (i % 2) * 10, 0.42, '#3f6b52', '#2f5541')),
    hill([[0, 520], [300, 500], [600, 515], [900, 495], [1200, 510]], 800, p.lg(['#a4c48c', '#b9d39a'])),
    // vineyard rows on the slope
    ...Array.from({ length: 9 }, (_, i) => line([[900 + i * 34, 640], [960 + i * 30, 520]], '#6f8f4c', 5, 'stroke-linecap="round"')),
    // a church tower in the valley
    R(140, 430, 26, 90, '#f1ebe0'), poly([[136, 432], [153, 372], [170, 432]], '#7a4a3a'), R(146, 450, 8, 14, '#6b5a4c'), R(180, 480, 60, 40, '#f1ebe0'), poly([[174, 482], [210, 458], [246, 482]], '#a85a3e'),
    R(0, 615, 1200, 185, p.lg(['#9cc27d', '#86b06a'])),
    hotel(p),
    conifer(250, 640, 1.2), conifer(300, 650, 0.9), conifer(1130, 660, 1.3), tree(1010, 660, 1, '#86ad6a', '#6a9252'),
    R(560, 620, 100, 180, '#d8d0c2'), bush(500, 650, 1.3), bush(720, 650, 1.3),
  ];
}

export function apartments(p) {
  const wall = p.lg(['#f6f3ec', '#e4dfd3']);
  const timber = p.pat('slats', 10, 40, `<rect width="10" height="40" fill="#c79a69"/><rect width="2" height="40" fill="#a27446"/>`);
  const out = [E(600, 652, 360, 18, '#1e2a20', 'opacity=".18"')];
  out.push(R(330, 230, 540, 420, wall), poly([[870, 230], [930, 200], [930, 620], [870, 650]], p.lg(['#d7d1c4', '#c2bbad'])), R(560, 230, 120, 420, timber));
  // flat roof with tilted module rows (seen slightly from below: the rows' edges and lower faces)
  out.push(R(320, 216, 560, 16, '#8c949b'), poly([[880, 216], [940, 186], [940, 200], [880, 232]], '#737b82'));
  const tilted = p.def('tilted', (id) => `<g id="${id}">${poly([[0, 16], [6, -10], [54, -10], [50, 16]], p.lg(['#2b5b86', '#0d2740']))}${R(0, 16, 50, 3, palette.frame)}${R(2, 16, 3, 10, '#8c949b')}</g>`);
  for (let r = 0; r < 3; r++) for (let c = 0; c < 9; c++) out.push(`<use href="#${tilted}" x="${346 + c * 58 + r * 22}" y="${198 - r * 14}"/>`);
  // storeys: windows and balconies with coloured panels
  const colours = ['#e3a44a', palette.teal, '#d9734e', '#8fb3c9'];
  for (let s = 0; s < 5; s++) {
    const y = 250 + s * 78;
    for (let i = 0; i < 3; i++) out.push(win(p, 352 + i * 66, y + 6, 44, 56, { sill: false, warm: (s + i) % 4 === 1 }));
    for (let i = 0; i < 2; i++) out.push(win(p, 700 + i * 80, y + 6, 56, 56, { sill: false }));
    if (s < 4) out.push(R(552, y + 40, 136, 8, '#9aa3aa'), R(556, y + 48, 128, 24, p.lg(['#ffffff', '#dfe6ea']), 'opacity=".6"'), R(556, y + 48, 128, 24, colours[s], 'opacity=".55"'), R(552, y + 70, 136, 4, '#9aa3aa'));
  }
  out.push(R(580, 566, 80, 84, '#3b4a55'), R(586, 572, 68, 78, p.lg(['#a9cbe0', '#5d89a8'])), R(560, 558, 120, 8, '#3b444b'));
  return out;
}

function scFreiburg(p) {
  return [
    sky(p, ['#86bde0', [0.55, '#c8e2ef'], [1, '#f1efe6']]), sun(p, 200, 120, 38), cloud(p, 850, 120, 0.8, 0.65), cloud(p, 430, 90, 0.5, 0.5),
    // Black Forest hills, dark firs
    hill([[0, 400], [180, 360], [380, 390], [600, 340], [820, 370], [1000, 330], [1200, 370]], 640, p.lg(['#6f8f80', '#8eaa98'])),
    hill([[0, 450], [250, 425], [520, 445], [800, 420], [1200, 440]], 640, p.lg(['#4f7a62', '#6e967c'])),
    ...Array.from({ length: 22 }, (_, i) => conifer(10 + i * 56 + (i % 3) * 7, 450 + (i % 2) * 8, 0.36, '#3c6650', '#2d4f3d')),
    // the Minster spire over the old town roofs
    R(1020, 300, 34, 160, '#b7876a'), poly([[1016, 302], [1037, 170], [1058, 302]], '#a5765a'), R(1030, 230, 14, 40, '#8e604a', 'opacity=".6"'), R(1030, 320, 14, 26, '#7d5340'),
    ...[[950, 420, 60], [1070, 410, 70], [1140, 430, 60]].map(([x, y, w]) => [R(x, y, w, 60, '#eadfcf'), poly([[x - 4, y + 2], [x + w / 2, y - 26], [x + w + 4, y + 2]], '#b05c3c')]),
    R(0, 640, 1200, 160, '#9aa1a7'), R(0, 640, 1200, 26, '#cfd3d6'), R(0, 700, 1200, 6, '#7d858b'), R(0, 740, 1200, 6, '#7d858b'),
    apartments(p),
    // a tram of the Freiburg kind
    R(60, 655, 260, 84, '#c8353d', 'rx="10"'), R(70, 668, 240, 30, p.lg(['#a9cbe0', '#5d89a8'])), ...[1, 2, 3].map((i) => R(70 + i * 60, 668, 4, 30, '#8e2630')), R(60, 720, 260, 8, '#f1efe6'), line([[120, 655], [150, 620], [180, 655]], '#3b444b', 3), line([[0, 618], [326, 618]], '#3b444b', 1.5),
    tree(980, 660, 1.2), tree(1130, 668, 1.0, '#8bb36c', '#6a9352'), bush(400, 660, 1.2),
    // bicycles by the door
    ...[700, 740].map((x) => [C(x, 640, 12, 'none', 'stroke="#3b444b" stroke-width="3"'), C(x + 30, 640, 12, 'none', 'stroke="#3b444b" stroke-width="3"'), line([[x, 640], [x + 12, 622], [x + 30, 640]], palette.teal, 3)]),
    // the boiler room below: two buffers and two AC-THOR 9s
    cutaway(p, 360, 668, 300, 120, { tanks: 2, thors: 2, nine: true, s: 0.4 }),
  ];
}

export function hut(p) {
  const stone = p.pat('hutstone', 44, 26, `<rect width="44" height="26" fill="#a9a39a"/><path d="M0 13h44M22 0v13M10 13v13M34 13v13" stroke="#857e74" stroke-width="2"/>`);
  const timber = p.pat('hutwood', 12, 40, `<rect width="12" height="40" fill="#8a6442"/><rect width="2" height="40" fill="#6d4d32"/>`);
  return [
    E(520, 598, 230, 14, '#1e2a20', 'opacity=".2"'),
    R(340, 450, 340, 150, stone), poly([[360, 450], [510, 360], [660, 450]], timber),
    poly([[320, 458], [510, 340], [700, 458], [700, 470], [510, 354], [320, 470]], '#4a4f55'),
    R(590, 370, 22, 50, '#857e74'), R(586, 364, 30, 8, '#5f5a54'),
    win(p, 380, 490, 46, 50, { frame: '#5a3b22' }), win(p, 490, 400, 40, 40, { frame: '#5a3b22', sill: false }),
    // cut open: the shower room's 200-litre tank with its ELWA, fed straight from the modules
    R(566, 466, 100, 134, '#857e74'), R(572, 472, 88, 128, p.lg(['#f6ead4', '#e6d6b8'])), rod(p, 580, 548, 0.22), tank(p, 632, 596, 0.4),
    P('M660 540h10', 'none', `stroke="${palette.orange}" stroke-width="3"`),
    R(484, 510, 56, 90, '#6b4a2f'), R(490, 516, 44, 84, '#7f5a38'),
    ...[0, 1, 2].map((i) => R(372 + i * 24, 430 + (i % 2) * 6, 4, 10, '#6b4a2f')),
    // the French flag on a pole
    R(700, 380, 4, 220, '#8c949b'), R(704, 384, 20, 30, '#2d4f9a'), R(724, 384, 20, 30, '#fff'), R(744, 384, 20, 30, '#d6404a'),
  ];
}

function scSavoy(p) {
  return [
    sky(p, ['#5ea6d8', [0.55, '#b6d9ef'], [1, '#eaf2f4']]), sun(p, 960, 110, 34),
    range([[0, 330], [120, 260], [260, 180], [330, 200], [420, 120], [520, 190], [600, 170], [720, 260], [820, 300]], 520, p.lg(['#e9f0f5', '#b9c9d6']), [4], '#ffffff', 0.5),
    P('M420 120L470 300L380 330z', '#a9bcca', 'opacity=".4"'),
    range([[700, 350], [820, 250], [900, 280], [980, 200], [1080, 270], [1200, 230]], 520, p.lg(['#8a9aa6', '#b0bcc5']), [1, 3], '#f8fbfd', 0.35),
    hill([[0, 470], [300, 440], [600, 470], [900, 430], [1200, 455]], 800, p.lg(['#8d9a7e', '#a7b38f'])),
    hill([[0, 560], [300, 540], [620, 575], [900, 545], [1200, 565]], 800, p.lg(['#b3c08f', '#9bb07a'])),
    // the material ropeway down into the valley
    line([[700, 420], [1200, 250]], '#3b444b', 2), R(930, 330, 26, 18, '#c8553d', 'rx="2"'), line([[943, 330], [943, 337]], '#3b444b', 2), R(690, 410, 14, 190, '#6d4d32'),
    hut(p),
    // six free-standing PV modules on a rack, the cable into the hut
    E(220, 612, 130, 10, '#1e2a20', 'opacity=".2"'),
    line([[130, 610], [130, 560]], '#8c949b', 5), line([[300, 610], [300, 530]], '#8c949b', 5), line([[210, 610], [210, 545]], '#8c949b', 5),
    pvArray(p, 3, 2, 56, 46, 4, 'transform="matrix(1 -0.16 0 1 110 470)"'),
    P('M300 560C300 600 320 596 342 580', 'none', `stroke="${palette.orange}" stroke-width="3"`),
    // rocks, a hiking path, a marmot
    ...[[100, 700, 40], [860, 650, 28], [1040, 720, 46], [760, 740, 22]].map(([x, y, r]) => [E(x, y, r * 1.4, r * 0.8, '#9a958d'), E(x - r * 0.3, y - r * 0.3, r * 0.8, r * 0.45, '#b5b0a8')]),
    P('M520 600C560 650 420 690 480 800', 'none', 'stroke="#d8cfb8" stroke-width="18" stroke-linecap="round"'),
    E(920, 606, 10, 14, '#8a6442'), C(920, 588, 7, '#8a6442'),
    // a hiker on the way up
    R(452, 640, 18, 36, '#3b5f7a', 'rx="5"'), person(470, 720, 0.6, { shirt: '#c8553d', hat: '#2e3a44', hair: '#4a3526' }), line([[496, 720], [500, 650]], '#6d4d32', 3),
  ];
}

export function hall(p) {
  const brick = p.pat('brick', 30, 14, `<rect width="30" height="14" fill="#8e4a36"/><path d="M0 13.5h30M15 0v7M0 7h30M0 7v7" stroke="#6f3626" stroke-width="1.2"/>`);
  const cladding = p.pat('clad', 12, 40, `<rect width="12" height="40" fill="#c9d0d5"/><rect width="2" height="40" fill="#aeb7bd"/>`);
  const out = [E(640, 650, 520, 24, '#1e2a20', 'opacity=".18"')];
  // the hall, seen from above: roof plane full of modules, long wall, gable end
  out.push(poly([[230, 430], [440, 300], [1140, 300], [930, 430]], '#a0a8ae'));
  out.push(pvArray(p, 24, 8, 24, 14, 2, 'transform="matrix(1 0 -1.2 0.78 432 306)"'));
  out.push(R(230, 430, 700, 210, cladding), poly([[930, 430], [1140, 300], [1140, 500], [930, 640]], p.lg(['#b8c0c6', '#9ea8af'])));
  out.push(R(226, 426, 708, 8, '#6f787e'));
  for (let i = 0; i < 4; i++) out.push(R(560 + i * 90, 520, 70, 120, p.lg(['#d4d9dd', '#aab2b8'])), ...[0, 1, 2, 3, 4, 5].map((k) => R(560 + i * 90, 530 + k * 18, 70, 2, '#9aa3aa')));
  out.push(R(230, 470, 700, 30, p.lg(['#a9cbe0', '#5d89a8']), 'opacity=".9"'), ...Array.from({ length: 14 }, (_, i) => R(230 + i * 50, 470, 3, 30, '#6f787e')));
  // brick office block in front of the hall
  out.push(R(110, 400, 260, 240, brick), R(104, 392, 272, 12, '#4a3a33'));
  for (let r = 0; r < 3; r++) out.push(R(126, 420 + r * 70, 228, 52, p.lg(['#a9cbe0', '#5d89a8'])), ...[1, 2, 3].map((i) => R(126 + i * 57, 420 + r * 70, 4, 52, '#2f3a42')));
  out.push(R(110, 610, 260, 30, '#2f3a42'));
  return out;
}

function scEindhoven(p) {
  return [
    sky(p, ['#7fb0d8', [0.45, '#b9d5e8'], [1, '#eef1ee']]), sun(p, 1050, 100, 34), cloud(p, 80, 110, 1, 0.8), cloud(p, 600, 150, 0.7, 0.7), cloud(p, 880, 200, 0.5, 0.6),
    // flat polder: distant tree line, wind turbine, a canal
    R(0, 380, 1200, 420, p.lg(['#a9c48e', '#8fb474'])),
    ...Array.from({ length: 20 }, (_, i) => poplar(10 + i * 62, 392, 0.42 + (i % 3) * 0.06, '#7ea66a', '#648c55')),
    R(1100, 250, 5, 140, '#e9eef2'), ...[0, 120, 240].map((a) => R(1101, 192, 3, 60, '#e9eef2', `transform="rotate(${a} 1102 252)"`)),
    R(0, 660, 1200, 60, p.lg(['#8fb6cf', '#6d97b3'])), R(0, 656, 1200, 6, '#7e8f6c'), ...[100, 400, 760, 1000].map((x) => R(x, 680, 80, 2, '#e7f1f7', 'opacity=".7"')),
    R(0, 720, 1200, 80, '#9fbf82'), R(0, 742, 1200, 26, '#b55e4c'), R(0, 754, 1200, 2, '#f3e6d8', 'opacity=".6"'),
    hall(p),
    R(0, 640, 1200, 18, '#aab2b8'),
    // cyclists on the red bike lane
    ...[[300, 752], [820, 752]].map(([x, y]) => [C(x, y, 14, 'none', 'stroke="#2e3a44" stroke-width="3"'), C(x + 42, y, 14, 'none', 'stroke="#2e3a44" stroke-width="3"'), line([[x, y], [x + 16, y - 20], [x + 42, y]], palette.navy, 3), person(x + 18, y - 12, 0.34, { shirt: x > 500 ? palette.orange : palette.teal, arm: 2 })]),
    poplar(1170, 640, 1.2), tree(60, 650, 1.0), poplar(1100, 640, 1.0),
  ];
}

export const references = [
  { file: '1200x800/b2c4e1/einfamilienhaus-wels.svg', id: 'wels', title: 'Einfamilienhaus in Wels mit PV-Dach, Blick in den Technikraum mit Warmwasserspeicher, AC-THOR und Ölkessel', draw: scWels },
  { file: '1200x800/b2c4e1/bauernhof-girona.svg', id: 'giro', title: 'Katalanischer Bauernhof bei Girona: PV auf dem Ziegenstall, Speicher in der Hofkäserei, Felder, Zypressen und Olivenbäume', draw: scGirona },
  { file: '1200x800/b2c4e1/hotel-brixen.svg', id: 'brix', title: 'Alpenhotel in Brixen mit Holzbalkonen, PV-Dach und Wellnesstrakt vor den Dolomiten', draw: scBrixen },
  { file: '1200x800/b2c4e1/mehrfamilienhaus-freiburg.svg', id: 'frei', title: 'Mehrfamilienhaus in Freiburg mit PV auf dem Flachdach, Heizraum mit zwei Pufferspeichern, Straßenbahn und Münsterturm', draw: scFreiburg },
  { file: '1200x800/b2c4e1/berghuette-savoyen.svg', id: 'savo', title: 'Steinerne Berghütte in den Savoyer Alpen mit sechs freistehenden PV-Modulen, Blick auf den Speicher mit ELWA, Materialseilbahn, Wanderer und Schneegipfel', draw: scSavoy },
  { file: '1200x800/b2c4e1/gewerbegebaeude-eindhoven.svg', id: 'eind', title: 'Metallbetrieb in Eindhoven: Halle mit großem PV-Dach, Büro aus Klinker, Kanal und Radweg im flachen Land', draw: scEindhoven },
];

export function drawReference(r) {
  const p = new Pic(r.id, 1200, 800, r.title);
  p.add(r.draw(p));
  return p.svg();
}
