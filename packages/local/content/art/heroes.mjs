// Page heroes of their own (1600×1000): the references, the news, the careers and the contact page
// each lead with a picture no other page uses as its hero.
import { Pic, R, P, C, E, G, poly, line, f, hill, sky, sun, cloud, range, tree, conifer, bush, pvArray, person, seated, thor, tank, rod, mark, lines, palette } from './lib.mjs';
import { familyHouse, hotel, apartments, hall, hut } from './references.mjs';

const W = 1600, H = 1000;
const { navy, orange, teal } = palette;
const place = (x, y, s, body) => G(`transform="translate(${f(x)} ${f(y)}) scale(${s})"`, body);

function references(p) {
  return [
    sky(p), sun(p, 1240, 150, 44), cloud(p, 160, 170, 1, 0.75), cloud(p, 820, 120, 0.7, 0.6), cloud(p, 1380, 260, 0.5, 0.6),
    range([[0, 520], [180, 420], [330, 470], [520, 330], [700, 430], [860, 380], [1040, 300], [1220, 400], [1400, 340], [1600, 420]], 640, p.lg(['#c9d8e3', '#b3c6d4']), [3, 6, 8], '#f6f9fb', 0.3),
    range([[900, 560], [1080, 470], [1250, 430], [1400, 500], [1600, 470]], 700, p.lg(['#9fb3a0', '#8aa38d'])),
    place(1097, 300, 0.3, hut(p)),
    hill([[0, 620], [300, 590], [620, 615], [900, 585], [1200, 640], [1600, 610]], H, p.lg(['#a4c48c', '#c9dcae'])),
    ...Array.from({ length: 14 }, (_, i) => conifer(20 + i * 115 + (i % 3) * 20, 630 + (i % 2) * 10, 0.45, '#4e7a5c', '#3d6349')),
    place(60, 361, 0.45, hotel(p)),
    place(971, 362, 0.45, hall(p)),
    hill([[0, 760], [400, 730], [800, 760], [1200, 725], [1600, 750]], H, p.lg(['#b9d39a', '#9cc27d'])),
    place(52, 426, 0.7, familyHouse(p)),
    place(728, 460, 0.6, apartments(p)),
    P('M760 1000C800 930 700 900 760 850', 'none', 'stroke="#e6dcc6" stroke-width="30" stroke-linecap="round"'),
    tree(80, 900, 1.4), tree(690, 880, 1.1, '#8bb36c', '#6a9352'), tree(1530, 900, 1.5), bush(960, 900, 1.4), bush(1400, 910, 1.3),
  ];
}

function newsroom(p) {
  return [
    // the wall with a window onto the company building, a pin board with clippings
    R(0, 0, W, 640, p.lg(['#f3efe6', '#e7e0d2'])),
    R(80, 80, 640, 420, '#c9c1b2'), G('transform="translate(92 92)"', R(0, 0, 616, 396, p.lg(['#8fc3e3', '#d8ebf3'])), sun(p, 520, 70, 26, 5), hill([[0, 280], [300, 250], [616, 270]], 396, '#a4c48c'), place(20, 120, 0.5, buildingFront(p))), R(396, 80, 8, 420, '#c9c1b2'), R(80, 286, 640, 8, '#c9c1b2'),
    R(880, 90, 560, 360, '#b98a5a'), R(894, 104, 532, 332, '#d9b98f'),
    ...[[920, 130, -4, orange], [1100, 120, 3, teal], [1270, 140, -2, navy], [940, 300, 2, '#d9485f'], [1130, 290, -3, orange], [1290, 300, 4, teal]].map(([x, y, a, c]) => G(`transform="rotate(${a} ${x + 70} ${y + 60})"`, R(x, y, 140, 120, '#fff'), R(x + 12, y + 14, 116, 44, c, 'opacity=".75"'), lines(x + 12, y + 70, 116, 3, { gap: 14, h: 6 }), C(x + 70, y - 2, 7, '#c8553d'))),
    // the desk
    R(0, 640, W, 360, p.lg(['#c99a66', '#a67a4c'])), R(0, 640, W, 14, '#dcb386'),
    // newspaper, tablet with the news page, coffee, phone, a plant
    G('transform="rotate(-5 480 810)"', R(250, 690, 480, 280, '#000', 'opacity=".12" transform="translate(10 12)"'), R(250, 690, 480, 280, '#fbf9f4'), R(270, 710, 300, 24, '#2e3a44'), R(270, 748, 200, 120, p.lg(['#bcd9ea', '#e6f0f3'])), place(270, 760, 0.16, buildingFront(p)), lines(490, 750, 220, 8, { gap: 15, h: 6 }), lines(270, 884, 440, 4, { gap: 16, h: 6 })),
    R(840, 690, 460, 300, '#1d2328', 'rx="24"'), R(860, 710, 420, 260, '#f4f7f9', 'rx="6"'), R(860, 710, 420, 34, navy, 'rx="6"'), ...mark(884, 722, 0.5),
    ...[0, 1, 2].map((i) => [R(876 + i * 136, 760, 124, 80, [p.lg(['#9fcbe6', '#a4c48c']), p.lg(['#f2d7a0', orange]), p.lg(['#cfe2ec', teal])][i], 'rx="4"'), lines(876 + i * 136, 852, 110, 3, { gap: 14, h: 6 })]),
    C(1420, 760, 56, '#fff'), C(1420, 760, 42, '#6b4a2f'), P('M1474 740c34 0 34 44 0 44', 'none', 'stroke="#fff" stroke-width="10"'),
    R(1360, 860, 90, 170, '#1d2328', 'rx="14" transform="rotate(12 1405 945)"'),
    R(120, 560, 90, 90, '#c8553d', 'rx="10"'), ...[[-40, -70], [0, -110], [40, -80], [-20, -140], [30, -150]].map(([dx, dy]) => E(165 + dx, 560 + dy * 0.6, 22, 48, '#5e8a49', `transform="rotate(${dx} ${165 + dx} ${560 + dy * 0.6})"`)),
  ];
}
/** the company building's front (a small version of the factory scene's) */
function buildingFront(p) {
  return [
    R(0, 220, 1000, 200, p.lg(['#eef1f3', '#d6dce0'])), poly([[-10, 220], [60, 170], [1060, 170], [1000, 220]], '#9aa3aa'),
    pvArray(p, 27, 3, 30, 14, 2, 'transform="matrix(1 0 -1.3 1 80 174)"'),
    R(0, 270, 1000, 40, p.lg(['#a9cbe0', '#5d89a8'])), R(380, 320, 120, 100, p.lg(['#a9cbe0', '#5d89a8'])), R(370, 312, 140, 8, navy), mark(600, 360, 1.8),
    ...[0, 1, 2, 3].map((i) => R(700 + i * 70, 330, 56, 90, p.lg(['#d4d9dd', '#aab2b8']))),
  ];
}

function workshop(p) {
  const out = [R(0, 0, W, 700, p.lg(['#eef1f3', '#dfe4e8'])), R(0, 700, W, 300, p.lg(['#b9c0c5', '#a3abb1']))];
  // tall windows with daylight falling in
  for (let i = 0; i < 3; i++) {
    const x = 60 + i * 320;
    out.push(R(x, 70, 300, 380, '#9aa5ad'), R(x + 10, 80, 280, 360, p.lg(['#8fc3e3', '#d8ebf3'])), hill([[x + 10, 340], [x + 150, 320], [x + 290, 335]], 440, '#a4c48c'), R(x + 146, 70, 8, 380, '#9aa5ad'), R(x, 250, 300, 8, '#9aa5ad'));
    out.push(poly([[x + 10, 440], [x + 290, 440], [x + 460, 1000], [x + 120, 1000]], '#fff6d8', 'opacity=".18"'));
  }
  out.push(conifer(200, 430, 0.5, '#4e7a5c', '#3d6349'), tree(520, 430, 0.6));
  // the test wall: panel board with an AC-THOR, an AC-THOR 9s, an ELWA in a tank
  // (set in from the right edge: the hero crops the picture's sides)
  out.push(G('transform="translate(-110 0)"', R(1160, 120, 380, 520, '#c9a26b'), R(1174, 134, 352, 492, '#dcc09a'), thor(p, 1200, 170, 0.8), thor(p, 1330, 170, 0.8, { nine: true }), rod(p, 1200, 470, 0.45), tank(p, 1440, 620, 0.95),
    line([[1248, 306], [1248, 420], [1390, 420]], orange, 4), line([[1378, 306], [1378, 380], [1400, 380]], orange, 4)));
  // hanging lamps
  for (let i = 0; i < 4; i++) out.push(line([[260 + i * 360, 0], [260 + i * 360, 60]], '#5b6770', 3), P(`M${230 + i * 360} 84a30 24 0 0 1 60 0z`, navy), E(260 + i * 360, 86, 26, 5, '#fff6d8'));
  // the workbench: apprentice and trainee behind it, hands on the bench; the trainer and a colleague in front
  out.push(person(340, 940, 1.6, { shirt: teal, arm: 2, hair: '#3a2a1e' }));
  out.push(person(690, 944, 1.55, { shirt: orange, arm: 2, long: true, hair: '#8a5a3a', skin: palette.skin2 }));
  out.push(R(420, 800, 150, 30, '#2f7a52', 'rx="4"'), ...Array.from({ length: 5 }, (_, i) => R(432 + i * 28, 806, 14, 10, '#1d2328')), ...Array.from({ length: 4 }, (_, i) => C(440 + i * 36, 823, 4, '#d9b44a')));
  out.push(R(200, 796, 80, 34, '#c8553d', 'rx="4"'), line([[240, 796], [260, 740], [330, 760]], '#2e3a44', 5));
  out.push(G('transform="translate(780 830) scale(.42)"', R(0, -250, 400, 250, '#2a3137', 'rx="10"'), R(10, -240, 380, 230, '#f4f7f9'), R(10, -240, 380, 30, navy), ...[0, 1, 2, 3, 4].map((i) => R(40 + i * 66, -40 - [60, 90, 120, 100, 150][i], 40, [60, 90, 120, 100, 150][i], i === 4 ? orange : teal)), R(-20, 0, 440, 14, '#c3ccd2', 'rx="4"')));
  out.push(R(140, 830, 920, 30, p.lg(['#8a6a48', '#6d5236'])), R(160, 860, 900, 120, p.lg(['#5b6770', '#4a555e'])), E(610, 985, 500, 14, '#000', 'opacity=".1"'));
  out.push(person(1000, 985, 1.55, { shirt: navy, arm: 1, hair: '#8c8c8c' }));
  out.push(person(1250, 975, 1.5, { shirt: '#6a7f99', arm: 1, long: true, hair: '#2a2420', skin: palette.skin3 }));
  // shelf with parts boxes
  out.push(R(40, 700, 60, 280, '#4a555e'), ...[0, 1, 2].map((i) => [R(30, 740 + i * 80, 80, 8, '#6f787e'), R(38, 710 + i * 80, 30, 30, [orange, teal, navy][i]), R(72, 716 + i * 80, 26, 24, '#c9a26b')]));
  return out;
}

function contact(p) {
  const out = [R(0, 0, W, 720, p.lg(['#f1ece2', '#e4dccd'])), R(0, 720, W, 280, p.lg(['#cdbfa8', '#b8a88e']))];
  // timber wall with the brand mark, glass entrance with the outside
  out.push(R(520, 80, 620, 560, p.pat('oak', 16, 60, '<rect width="16" height="60" fill="#c99a66"/><rect width="2" height="60" fill="#a67a4c"/>')), R(520, 80, 620, 560, '#000', 'opacity=".04"'), C(830, 300, 120, '#fff', 'opacity=".35"'), ...mark(830, 280, 4.2));
  out.push(R(1200, 120, 340, 600, '#3b4a55'), R(1212, 132, 316, 588, p.lg(['#8fc3e3', '#d8ebf3'])), hill([[1212, 520], [1370, 480], [1528, 510]], 720, '#a4c48c'), tree(1300, 600, 0.8), conifer(1460, 590, 0.7, '#4e7a5c', '#3d6349'), R(1366, 132, 8, 588, '#3b4a55'), R(1340, 420, 6, 80, '#c9d1d7'), R(1394, 420, 6, 80, '#c9d1d7'), poly([[1212, 720], [1528, 720], [1600, 1000], [1100, 1000]], '#fff6d8', 'opacity=".22"'));
  // pendant lamps, a wall clock, framed pictures of installations above the sofa, a rug
  for (let i = 0; i < 3; i++) out.push(line([[680 + i * 150, 0], [680 + i * 150, 40]], '#5b6770', 3), P(`M${650 + i * 150} 62a30 24 0 0 1 60 0z`, navy), E(680 + i * 150, 64, 26, 5, '#fff6d8'), poly([[656 + i * 150, 66], [704 + i * 150, 66], [780 + i * 150, 300], [580 + i * 150, 300]], p.lg([[0, '#fff6d8', 0.35], [1, '#fff6d8', 0]])));
  out.push(C(1170, 110, 34, '#fff', 'stroke="#3b4a55" stroke-width="5"'), line([[1170, 110], [1170, 88]], '#3b4a55', 4, 'stroke-linecap="round"'), line([[1170, 110], [1186, 118]], '#3b4a55', 4, 'stroke-linecap="round"'));
  const frames = [[70, 300, 150, 110, ['#8fc3e3', '#a4c48c']], [240, 270, 120, 150, ['#8fc3e3', '#e9dcc5']], [380, 320, 110, 90, ['#cfe2ec', '#c9dcae']]];
  for (const [x, y, w, h, [a, c]] of frames) out.push(R(x - 8, y - 8, w + 16, h + 16, '#3b4a55'), R(x, y, w, h, p.lg([a, c])), poly([[x + w * 0.2, y + h * 0.7], [x + w * 0.5, y + h * 0.45], [x + w * 0.8, y + h * 0.7]], '#f4f1ea'), R(x + w * 0.27, y + h * 0.7, w * 0.46, h * 0.3, '#f4f1ea'), poly([[x + w * 0.32, y + h * 0.66], [x + w * 0.48, y + h * 0.52], [x + w * 0.62, y + h * 0.66]], '#173a5c'));
  out.push(E(300, 900, 300, 60, '#b5745a', 'opacity=".55"'), E(300, 900, 250, 44, 'none', 'stroke="#e9d7c0" stroke-width="4" opacity=".6"'));
  // reception counter with a colleague on the phone headset
  out.push(person(800, 860, 1.6, { shirt: teal, long: true, hair: '#6b3f2a', arm: 1 }));
  out.push(P('M774 629a26 26 0 0 1 52 0', 'none', 'stroke="#2e3a44" stroke-width="5"'), R(768, 622, 12, 22, '#2e3a44', 'rx="5"'), line([[776, 642], [790, 656], [800, 656]], '#2e3a44', 3));
  out.push(R(540, 720, 600, 170, p.lg(['#ffffff', '#e3e9ed'])), R(530, 700, 620, 26, p.lg(['#c99a66', '#a67a4c'])), R(540, 840, 600, 14, navy), E(840, 898, 320, 14, '#000', 'opacity=".1"'));
  out.push(R(960, 620, 130, 80, '#1d2328', 'rx="6"'), R(968, 628, 114, 64, '#f4f7f9'), R(1015, 690, 20, 12, '#3a434a'));
  // waiting area: sofa, plant, a visitor
  out.push(R(60, 700, 380, 120, '#3f6f8f', 'rx="30"'), R(40, 660, 60, 180, '#35607d', 'rx="24"'), R(400, 660, 60, 180, '#35607d', 'rx="24"'), R(80, 640, 340, 80, '#4a7c9c', 'rx="24"'));
  out.push(seated(250, 760, 1.5, { shirt: '#d9734e', hair: '#2a2420', skin: palette.skin2, face: 1 }));
  out.push(R(140, 880, 80, 90, '#c8553d', 'rx="10"'), ...[[-40, -90], [0, -140], [40, -100], [-20, -180], [30, -170]].map(([dx, dy]) => E(180 + dx, 880 + dy * 0.6, 26, 56, '#5e8a49', `transform="rotate(${dx} ${180 + dx} ${880 + dy * 0.6})"`)));
  out.push(person(1290, 985, 1.7, { shirt: '#6a7f99', arm: 1, hair: '#4a3526' }), R(1236, 860, 70, 52, '#5b4636', 'rx="6"'));
  // post on the counter: an envelope and a catalogue
  out.push(R(600, 660, 120, 44, '#fff', 'transform="rotate(-6 660 682)"'), P('M600 660l60 26l60-26', 'none', 'stroke="#c3ccd2" stroke-width="3" transform="rotate(-6 660 682)"'));
  return out;
}

export const heroes = [
  {
    file: '1600x1000/e1a005/scene-references.svg', id: 'refs', draw: references,
    title: 'Tal mit Referenzanlagen: Einfamilienhaus, Mehrfamilienhaus, Alpenhotel, Gewerbehalle und Berghütte, alle mit Photovoltaik',
  },
  {
    file: '1600x1000/e1a006/scene-newsroom.svg', id: 'news', draw: newsroom,
    title: 'Schreibtisch mit Zeitung, Tablet mit Neuigkeiten und Kaffee, dahinter Pinnwand mit Artikeln und Fensterblick auf das Firmengebäude',
  },
  {
    file: '1600x1000/e1a007/scene-workshop.svg', id: 'work', draw: workshop,
    title: 'Werkstatt bei Sonnwärme: Lehrling und Ausbilder an der Werkbank mit Platine und Lötstation, Prüfwand mit AC-THOR und Speicher',
  },
  {
    file: '1600x1000/e1a008/scene-reception.svg', id: 'reception', draw: contact,
    title: 'Empfang bei Sonnwärme: Mitarbeiterin mit Headset am Empfangstresen, Wartebereich und Glastür nach draußen',
  },
];

export function drawHero(h) {
  const p = new Pic(h.id, W, H, h.title);
  p.add(h.draw(p));
  return p.svg();
}
