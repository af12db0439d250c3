#!/usr/bin/env node
/**
 * Regenerates the drawn and synthesized static assets in src/client/public.
 *
 * Everything is drawn (SVG) or synthesized (PCM) here, so the app never needs a third-party
 * host and the repository holds no downloaded artwork. The outputs are committed; run this
 * only when a design changes:
 *
 *   node scripts/generate-assets.mjs                 # everything
 *   node scripts/generate-assets.mjs --only=cantons  # logo,icons,audio,images,cantons
 *
 * Generation-time tools (never needed by the app or the tests):
 *   - Chromium (CHROMIUM_PATH, default /usr/bin/chromium) driven by playwright-core, to
 *     rasterize SVG/HTML into PNG and JPEG (logo, icons, images).
 *   - lame (optional), to encode the MP3 copies of the WAV sounds. Without it the WAV files
 *     are still written and the MP3 step is skipped with a warning.
 *   - @fontsource-variable/inter from node_modules, embedded only into the tax-letter illustration.
 *
 * The pseudo-random parts (ridges, dither) use a fixed seed so re-runs give the same art.
 */
import { execFileSync } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'src/client/public');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const BRAND = {
  red: '#D52B1E',
  ink: '#1F2F46',
  inkSoft: '#52627A',
  paper: '#FFFFFF',
};

/* ------------------------------------------------------------------------------------------ */
/* Small helpers                                                                               */
/* ------------------------------------------------------------------------------------------ */

function log(message) {
  process.stdout.write(`${message}\n`);
}

function out(relative, data) {
  const file = path.join(PUBLIC, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  log(`  ${relative.padEnd(34)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
}

/** Deterministic PRNG (mulberry32) so the drawn ridges and dither never change between runs. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds to one decimal and drops trailing zeros to keep path data short. */
const n1 = (v) => String(Math.round(v * 10) / 10);

/**
 * Closed Catmull-Rom spline through the points as cubic Bézier path data. A point written as
 * [x, y, 1] is a sharp corner (claws, ears, horn tips), any other point is passed smoothly.
 */
function smoothPath(points, tension = 1) {
  const n = points.length;
  const at = (i) => points[((i % n) + n) % n];
  let d = `M${n1(at(0)[0])} ${n1(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    if (p1[2] && p2[2]) {
      d += `L${n1(p2[0])} ${n1(p2[1])}`;
      continue;
    }
    const c1 = p1[2] ? p1 : [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2 = p2[2] ? p2 : [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${n1(c1[0])} ${n1(c1[1])} ${n1(c2[0])} ${n1(c2[1])} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return `${d}Z`;
}

/** Five-pointed star path centred on (cx, cy) with outer radius r, one point up. */
function starPath(cx, cy, r) {
  const pts = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.382;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${n1(cx + rad * Math.cos(a))} ${n1(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join('L')}Z`;
}

/** Swiss cross (arms 1/6 longer than wide) centred on (cx, cy); span is the total width. */
function crossPath(cx, cy, span) {
  const w = (span * 6) / 20;
  const h = span / 2;
  const a = w / 2;
  return (
    `M${n1(cx - a)} ${n1(cy - h)}H${n1(cx + a)}V${n1(cy - a)}H${n1(cx + h)}V${n1(cy + a)}H${n1(cx + a)}` +
    `V${n1(cy + h)}H${n1(cx - a)}V${n1(cy + a)}H${n1(cx - h)}V${n1(cy - a)}H${n1(cx - a)}Z`
  );
}

/* ------------------------------------------------------------------------------------------ */
/* 1. Brand mark                                                                               */
/* ------------------------------------------------------------------------------------------ */

const SHIELD_512 = 'M140 60H372Q412 60 412 100V246C412 352 344 420 256 460C168 420 100 352 100 246V100Q100 60 140 60Z';

/**
 * The Helvetax mark on a 512 grid: a white shield (safe, official) carrying a small red
 * Swiss-cross tile and an ink check mark (done, correct). Red stays limited to the tile.
 * `plate` adds a full-bleed background for launcher icons; `scale` shrinks the mark so it
 * stays inside the maskable safe zone.
 */
function logoSvg({ plate = null, scale = 1, title = 'Helvetax', strokeBoost = 0 } = {}) {
  const t = (512 * (1 - scale)) / 2;
  const stroke = 22 + strokeBoost;
  const body = [
    `<path d="${SHIELD_512}" fill="#FFFFFF" stroke="${BRAND.ink}" stroke-width="${stroke}" stroke-linejoin="round"/>`,
    `<rect x="196" y="118" width="120" height="120" rx="26" fill="${BRAND.red}"/>`,
    `<path d="${crossPath(256, 178, 76)}" fill="#FFFFFF"/>`,
    `<path d="M186 318L232 362L330 270" fill="none" stroke="${BRAND.ink}" stroke-width="${34 + strokeBoost}" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
  const group = scale === 1 ? body : `<g transform="translate(${n1(t)} ${n1(t)}) scale(${scale})">${body}</g>`;
  const bg = plate ? `<rect width="512" height="512" fill="${plate}"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512" role="img" aria-label="${title}">` +
    `<title>${title}</title>${bg}${group}</svg>\n`
  );
}

/** Heavier strokes and no check mark: at 16-32 px only the shield and the red tile read. */
function faviconSvg() {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" role="img" aria-label="Helvetax">' +
    '<title>Helvetax</title>' +
    `<path d="${SHIELD_512}" fill="#FFFFFF" stroke="${BRAND.ink}" stroke-width="40" stroke-linejoin="round"/>` +
    `<rect x="170" y="120" width="172" height="172" rx="34" fill="${BRAND.red}"/>` +
    `<path d="${crossPath(256, 206, 110)}" fill="#FFFFFF"/>` +
    `<path d="M206 350L242 384L306 322" fill="none" stroke="${BRAND.ink}" stroke-width="36" stroke-linecap="round" stroke-linejoin="round"/>` +
    '</svg>\n'
  );
}

/** ICO container holding PNG images (supported by every browser that still asks for .ico). */
function icoFromPngs(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, e);
    header.writeUInt8(size >= 256 ? 0 : size, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

async function buildLogoAndIcons(raster) {
  log('logo and icons');
  const logo = logoSvg();
  out('logo.svg', logo);
  out('favicon.svg', faviconSvg());
  // The app shows the logo at 36–80 CSS px; 160 px covers that on a 2x phone screen. The
  // installed-app icons below keep their own sizes.
  out('logo.png', await raster.svg(logo, 160, 160));
  out('icons/icon-192.png', await raster.svg(logo, 192, 192));
  out('icons/icon-512.png', await raster.svg(logo, 512, 512));
  // Maskable: launchers crop to any shape inside the central 80 % circle, so the mark is
  // shrunk to fit it and the plate bleeds to the edges.
  const maskable = logoSvg({ plate: BRAND.red, scale: 0.72 });
  out('icons/maskable-512.png', await raster.svg(maskable, 512, 512));
  // iOS paints transparent pixels black, so the touch icon gets an opaque plate.
  out('apple-touch-icon.png', await raster.svg(logoSvg({ plate: BRAND.red, scale: 0.78 }), 180, 180));
  const fav = faviconSvg();
  const ico = icoFromPngs([
    { size: 16, data: await raster.svg(fav, 16, 16) },
    { size: 32, data: await raster.svg(fav, 32, 32) },
    { size: 48, data: await raster.svg(fav, 48, 48) },
  ]);
  out('favicon.ico', ico);
}

/* ------------------------------------------------------------------------------------------ */
/* 4. Sounds                                                                                   */
/* ------------------------------------------------------------------------------------------ */

/** 16-bit mono PCM WAV with TPDF dither (seeded, so the bytes are reproducible). */
function encodeWav(samples, sampleRate) {
  const data = Buffer.alloc(samples.length * 2);
  const rnd = prng(0x5eed);
  for (let i = 0; i < samples.length; i++) {
    const dither = (rnd() - rnd()) / 32768;
    const v = Math.max(-1, Math.min(1, samples[i] + dither));
    data.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(sampleRate, 24);
  h.writeUInt32LE(sampleRate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

function normalize(buf, peakDb) {
  let peak = 0;
  for (const v of buf) peak = Math.max(peak, Math.abs(v));
  const gain = 10 ** (peakDb / 20) / (peak || 1);
  for (let i = 0; i < buf.length; i++) buf[i] *= gain;
  return buf;
}

/** A light Schroeder reverb (4 combs + 2 allpasses) so the chime sounds like a room, not a beep. */
function reverb(dry, sampleRate, wet) {
  const scale = sampleRate / 44100;
  const combs = [1557, 1617, 1491, 1422].map((l) => ({ buf: new Float64Array(Math.round(l * scale)), i: 0 }));
  const alls = [556, 441].map((l) => ({ buf: new Float64Array(Math.round(l * scale)), i: 0 }));
  const outBuf = new Float64Array(dry.length);
  for (let n = 0; n < dry.length; n++) {
    let s = 0;
    for (const c of combs) {
      const y = c.buf[c.i];
      c.buf[c.i] = dry[n] + y * 0.78;
      c.i = (c.i + 1) % c.buf.length;
      s += y;
    }
    s /= combs.length;
    for (const a of alls) {
      const y = a.buf[a.i];
      const x = s + y * 0.5;
      a.buf[a.i] = x;
      a.i = (a.i + 1) % a.buf.length;
      s = y - x * 0.5;
    }
    outBuf[n] = dry[n] * (1 - wet) + s * wet;
  }
  return outBuf;
}

/** Soft C-major arpeggio (C5 E5 G5 C6) of bell-like tones, 2.2 s at 22.05 kHz (< 100 KB). */
function synthIntro() {
  const sr = 22050;
  const len = Math.round(sr * 2.2);
  const dry = new Float64Array(len);
  const notes = [
    { f: 523.25, t: 0.0, g: 0.85, tau: 0.55 },
    { f: 659.26, t: 0.15, g: 0.75, tau: 0.6 },
    { f: 783.99, t: 0.3, g: 0.7, tau: 0.65 },
    { f: 1046.5, t: 0.45, g: 0.8, tau: 0.85 },
  ];
  // Partials as [ratio, amplitude, decay divisor]: mostly sine with a hint of bell overtone.
  const partials = [
    [1, 1, 1],
    [2, 0.22, 1.8],
    [3, 0.06, 2.6],
    [4.16, 0.03, 3.5],
  ];
  for (const note of notes) {
    const start = Math.round(note.t * sr);
    for (let i = 0; start + i < len; i++) {
      const t = i / sr;
      const attack = t < 0.008 ? 0.5 - 0.5 * Math.cos((Math.PI * t) / 0.008) : 1;
      let s = 0;
      for (const [ratio, amp, div] of partials) {
        s += amp * Math.exp((-t * div) / note.tau) * Math.sin(2 * Math.PI * note.f * ratio * t);
      }
      dry[start + i] += note.g * attack * s;
    }
  }
  const wetBuf = reverb(dry, sr, 0.22);
  // Fade the tail so the file ends on silence instead of a click.
  const fade = Math.round(sr * 0.35);
  for (let i = 0; i < fade; i++) wetBuf[len - fade + i] *= 0.5 + 0.5 * Math.cos((Math.PI * i) / fade);
  return { sr, samples: normalize(wetBuf, -8) };
}

/** A quiet, short tick: two damped sines plus a 2 ms noise transient, 0.3 s at 44.1 kHz. */
function synthLogin() {
  const sr = 44100;
  const len = Math.round(sr * 0.3);
  const buf = new Float64Array(len);
  const rnd = prng(0x71c);
  let hp = 0;
  let prev = 0;
  for (let i = 0; i < len; i++) {
    const t = i / sr;
    const attack = t < 0.001 ? t / 0.001 : 1;
    let s = 0.7 * Math.exp(-t / 0.012) * Math.sin(2 * Math.PI * 2093 * t);
    s += 0.35 * Math.exp(-t / 0.03) * Math.sin(2 * Math.PI * 1318.5 * t);
    if (t < 0.002) {
      const x = rnd() * 2 - 1;
      hp = 0.6 * (hp + x - prev); // crude high-pass: keeps the click crisp, not thumpy
      prev = x;
      s += 0.25 * hp * (1 - t / 0.002);
    }
    buf[i] = attack * s;
  }
  const fade = Math.round(sr * 0.05);
  for (let i = 0; i < fade; i++) buf[len - fade + i] *= 1 - i / fade;
  return { sr, samples: normalize(buf, -14) };
}

function hasLame() {
  try {
    execFileSync('lame', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function buildAudio() {
  log('sounds');
  const lame = hasLame();
  if (!lame) log('  ! lame not found: MP3 files were NOT regenerated (install it with `apt-get install lame`)');
  const tmp = mkdtempSync(path.join(tmpdir(), 'helvetax-audio-'));
  try {
    for (const [name, synth] of [
      ['intro', synthIntro],
      ['login', synthLogin],
    ]) {
      const { sr, samples } = synth();
      const wav = encodeWav(samples, sr);
      out(`sounds/${name}.wav`, wav);
      if (lame) {
        const src = path.join(tmp, `${name}.wav`);
        const dst = path.join(tmp, `${name}.mp3`);
        writeFileSync(src, wav);
        // 44.1 kHz MPEG-1 Layer III plays everywhere; 96 kbit/s mono is plenty for a chime.
        execFileSync('lame', ['--quiet', '--noreplaygain', '-m', 'm', '-b', '96', '--resample', '44.1', src, dst]);
        out(`sounds/${name}.mp3`, readFileSync(dst));
      }
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/* ------------------------------------------------------------------------------------------ */
/* 5. Backgrounds                                                                              */
/* ------------------------------------------------------------------------------------------ */

/**
 * A ridge line by midpoint displacement: returns points from x0 to x1. `rough` controls how
 * quickly the displacement shrinks (higher = more jagged).
 */
function ridge(rnd, { x0, x1, y, amp, rough = 0.55, depth = 7, peaks = [] }) {
  let pts = [
    [x0, y + (rnd() - 0.5) * amp],
    [x1, y + (rnd() - 0.5) * amp],
  ];
  let a = amp;
  for (let d = 0; d < depth; d++) {
    const next = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [ax, ay] = pts[i];
      const [bx, by] = pts[i + 1];
      next.push([ax, ay]);
      next.push([(ax + bx) / 2, (ay + by) / 2 + (rnd() - 0.5) * a]);
    }
    next.push(pts[pts.length - 1]);
    pts = next;
    a *= rough;
  }
  // Cusp-shaped bumps (exp of the distance, not its square) give each ridge a few pointed,
  // alpine summits instead of rounded hills.
  return pts.map(([x, yy]) => {
    let lift = 0;
    for (const p of peaks) lift += p.h * Math.exp(-Math.abs(x - p.x) / p.w);
    return [x, yy - lift];
  });
}

function ridgeShape(points, bottom, fill, extra = '') {
  const d = points.map(([x, y], i) => `${i ? 'L' : 'M'}${Math.round(x)} ${Math.round(y)}`).join('');
  const last = points[points.length - 1];
  return `<path d="${d}L${Math.round(last[0])} ${bottom}L${Math.round(points[0][0])} ${bottom}Z" fill="${fill}"${extra}/>`;
}

/** Faint film grain: breaks up 8-bit banding in the wide, soft gradients before JPEG encoding. */
const GRAIN =
  '<filter id="grain" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7" stitchTiles="stitch"/>' +
  '<feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0.06 0"/></filter>';

function loginBackgroundSvg() {
  const W = 1600;
  const H = 1000;
  const rnd = prng(20240601);
  const layers = [
    { y: 600, amp: 80, rough: 0.62, fill: '#F1E6E6', peaks: [{ x: 1150, h: 240, w: 120 }, { x: 1390, h: 150, w: 90 }, { x: 420, h: 120, w: 110 }] },
    { y: 690, amp: 70, rough: 0.6, fill: '#E7EAEF', peaks: [{ x: 250, h: 210, w: 110 }, { x: 800, h: 130, w: 120 }, { x: 1520, h: 110, w: 100 }] },
    { y: 790, amp: 60, rough: 0.56, fill: '#DCE1E8', peaks: [{ x: 1020, h: 140, w: 170 }, { x: 90, h: 70, w: 120 }] },
    { y: 900, amp: 40, rough: 0.5, fill: '#D1D7E0', peaks: [{ x: 560, h: 60, w: 260 }] },
  ];
  const shapes = layers
    .map((l) => ridgeShape(ridge(rnd, { x0: -20, x1: W + 20, y: l.y, amp: l.amp, rough: l.rough, peaks: l.peaks }), H, l.fill))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    '<defs>' +
    '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#F4F6F9"/><stop offset="0.55" stop-color="#FBFBFC"/><stop offset="1" stop-color="#F6F2F2"/></linearGradient>' +
    `<radialGradient id="glow" cx="0.72" cy="0.42" r="0.5"><stop offset="0" stop-color="${BRAND.red}" stop-opacity="0.10"/><stop offset="1" stop-color="${BRAND.red}" stop-opacity="0"/></radialGradient>` +
    '<linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF" stop-opacity="0"/><stop offset="1" stop-color="#FFFFFF" stop-opacity="0.55"/></linearGradient>' +
    `${GRAIN}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>` +
    `${shapes}<rect y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="url(#mist)"/>` +
    `<rect width="${W}" height="${H}" filter="url(#grain)"/></svg>`
  );
}

function wizardBackgroundSvg() {
  const W = 1600;
  const H = 1000;
  const rnd = prng(1291);
  // Low ridges to the right leave the left and centre calm for the questionnaire cards.
  const layers = [
    { y: 700, amp: 70, fill: '#EDE3E3', peaks: [{ x: 1320, h: 260, w: 110 }, { x: 1040, h: 120, w: 90 }] },
    { y: 790, amp: 60, fill: '#E4E8EE', peaks: [{ x: 1510, h: 180, w: 100 }, { x: 1180, h: 100, w: 120 }] },
    { y: 880, amp: 40, fill: '#DAE0E7', peaks: [{ x: 1280, h: 70, w: 220 }] },
  ];
  const shapes = layers
    .map((l) =>
      ridgeShape(
        // Sink the left end below the frame so the range rises out of the plain on the right.
        ridge(rnd, { x0: 100, x1: W + 20, y: l.y, amp: l.amp, rough: 0.6, peaks: l.peaks }).map(([x, y]) => [x, y + Math.max(0, (1000 - x) * 0.55)]),
        H + 10,
        l.fill,
      ),
    )
    .join('');
  // Faint contour lines, like a topographic map, in the upper left.
  const contours = [];
  for (let k = 0; k < 9; k++) {
    const r = 90 + k * 58;
    const pts = [];
    for (let i = 0; i < 48; i++) {
      const a = (i / 48) * Math.PI * 2;
      const wob = 1 + 0.08 * Math.sin(3 * a + k * 0.7) + 0.05 * Math.sin(5 * a - k);
      pts.push([260 + r * 1.35 * wob * Math.cos(a), 180 + r * wob * Math.sin(a)]);
    }
    contours.push(`<path d="${smoothPath(pts)}"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    '<defs>' +
    '<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FAFAFB"/><stop offset="1" stop-color="#F1F3F6"/></linearGradient>' +
    `<radialGradient id="sun" cx="0.8" cy="0.3" r="0.32"><stop offset="0" stop-color="${BRAND.red}" stop-opacity="0.09"/><stop offset="1" stop-color="${BRAND.red}" stop-opacity="0"/></radialGradient>` +
    `${GRAIN}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#sun)"/>` +
    `<g fill="none" stroke="${BRAND.red}" stroke-opacity="0.07" stroke-width="2">${contours.join('')}</g>` +
    `${shapes}<rect width="${W}" height="${H}" filter="url(#grain)"/></svg>`
  );
}

/* ------------------------------------------------------------------------------------------ */
/* 6. Tax-letter help illustration                                                             */
/* ------------------------------------------------------------------------------------------ */

function interFontFaces() {
  // The app's variable Inter (src/client/app/fonts.css): one face covers every weight.
  const file = path.join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  if (!existsSync(file)) return '';
  const b64 = readFileSync(file).toString('base64');
  return `@font-face{font-family:Inter;font-weight:100 900;src:url(data:font/woff2;base64,${b64}) format('woff2');}`;
}

function taxLetterHtml() {
  const bars = (widths) => widths.map((w) => `<div class="bar" style="width:${w}%"></div>`).join('');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><style>
${interFontFaces()}
*{box-sizing:border-box;margin:0;padding:0}
html,body{width:800px;height:560px;overflow:hidden}
body{font-family:Inter,'DejaVu Sans',sans-serif;color:#1f2937;
  background:linear-gradient(160deg,#eef1f5,#e3e8ee);position:relative}
.paper{position:absolute;left:36px;top:26px;width:520px;height:600px;background:#fff;border-radius:6px;
  box-shadow:0 1px 2px rgba(15,23,42,.08),0 12px 32px rgba(15,23,42,.14);padding:30px 34px}
.head{display:flex;justify-content:space-between;align-items:flex-start}
.auth{display:flex;gap:10px;align-items:flex-start;font-size:10.5px;line-height:1.45;color:#4b5563}
.auth b{display:block;color:#111827;font-size:12px;font-weight:700}
.addr{margin-top:4px;font-size:11px;line-height:1.5;color:#111827;width:170px;border-top:1px solid #e5e7eb;padding-top:6px}
.addr small{display:block;color:#9ca3af;font-size:8.5px;margin-bottom:2px}
.meta{margin-top:20px;font-size:11.5px;width:262px}
.row{position:relative;display:grid;grid-template-columns:82px 1fr;padding:6px 10px;margin:0 -10px 4px;border-radius:10px}
.row span{color:#6b7280}.row b{font-weight:600;font-variant-numeric:tabular-nums;letter-spacing:.01em}
.row.hl{box-shadow:0 0 0 3px ${BRAND.red};background:rgba(213,43,30,.06)}
.row .num{right:-13px;top:50%;margin-top:-13px}
h1{margin-top:24px;font-size:17px;font-weight:700;color:#111827}
h2{margin-top:3px;font-size:12px;font-weight:600;color:#6b7280}
.text{margin-top:16px}.bar{height:7px;border-radius:4px;background:#e5e7eb;margin-bottom:9px}
.num{position:absolute;font-style:normal;width:26px;height:26px;border-radius:50%;background:${BRAND.red};color:#fff;font-weight:700;
  font-size:14px;display:flex;align-items:center;justify-content:center;box-shadow:0 2px 6px rgba(213,43,30,.35)}
.callout{position:absolute;left:588px;width:190px;background:#fff;border-radius:10px;padding:12px 14px 12px 44px;
  box-shadow:0 6px 18px rgba(15,23,42,.10);font-size:12px;line-height:1.4;color:#374151}
.callout .num{left:10px;top:12px}
.callout b{display:block;color:#111827;font-size:13px;margin-bottom:2px}
.callout code{font-family:inherit;font-weight:600;color:${BRAND.red};font-variant-numeric:tabular-nums}
.note{position:absolute;left:588px;bottom:26px;width:190px;font-size:10.5px;line-height:1.45;color:#6b7280}
svg.line{position:absolute;left:0;top:0}
</style></head><body>
<div class="paper">
  <div class="head">
    <div class="auth">
      <svg width="30" height="36" viewBox="0 0 100 120" aria-hidden="true"><path d="M4 4H96V66C96 94 74 111 50 117C26 111 4 94 4 66Z" fill="#e5e7eb" stroke="#9ca3af" stroke-width="5"/><path d="M50 22L72 60L50 98L28 60Z" fill="#9ca3af"/></svg>
      <div><b>Kantonale Steuerverwaltung</b>Musterkanton<br>Postfach, 9999 Musterstadt</div>
    </div>
    <div class="addr"><small>A-Post</small>Frau<br>Anna Muster<br>Beispielweg 5<br>1234 Musterdorf</div>
  </div>
  <div class="meta">
    <div class="row hl"><span>Steuer-Nr.</span><b>123.456.789</b><i class="num" id="a1">1</i></div>
    <div class="row hl"><span>AHV-Nr.</span><b>756.1234.5678.97</b><i class="num" id="a2">2</i></div>
    <div class="row"><span>Steuerjahr</span><b>2024</b></div>
    <div class="row"><span>Datum</span><b>15. Januar 2025</b></div>
  </div>
  <h1>Steuererklärung 2024</h1>
  <h2>Einladung zur Einreichung</h2>
  <div class="text">${bars([96, 100, 88, 94, 60])}</div>
  <div class="text">${bars([100, 92, 97, 70])}</div>
  <div class="text">${bars([90, 98, 45])}</div>
</div>
<svg class="line" id="lines" width="800" height="560" aria-hidden="true"></svg>
<div class="callout" id="c1" style="top:96px"><div class="num">1</div><b>Steuer-Nr.</b>Ihre Referenz bei der Steuerverwaltung, z.&nbsp;B. <code>123.456.789</code></div>
<div class="callout" id="c2" style="top:226px"><div class="num">2</div><b>AHV-Nr.</b>13 Ziffern, beginnt immer mit <code>756</code>, z.&nbsp;B. <code>756.1234.5678.97</code></div>
<script>
  // Leader lines from each numbered badge to its explanation, measured after layout.
  for (const i of [1, 2]) {
    const a = document.getElementById('a' + i).getBoundingClientRect();
    const c = document.getElementById('c' + i).getBoundingClientRect();
    const x1 = a.right, y1 = a.top + a.height / 2, x2 = c.left, y2 = c.top + 25, mx = (x1 + x2) / 2;
    const p = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    p.setAttribute('d', 'M' + x1 + ' ' + y1 + 'C' + mx + ' ' + y1 + ' ' + mx + ' ' + y2 + ' ' + x2 + ' ' + y2);
    p.setAttribute('fill', 'none');
    p.setAttribute('stroke', '${BRAND.red}');
    p.setAttribute('stroke-width', '2');
    p.setAttribute('stroke-dasharray', '5 5');
    document.getElementById('lines').appendChild(p);
  }
</script>
<div class="note">Beispiel mit fiktiven Angaben. Aufbau und Position variieren je nach Kanton.</div>
</body></html>`;
}

async function buildImages(raster) {
  log('images');
  out('images/login-background.jpg', await raster.svg(loginBackgroundSvg(), 1600, 1000, { type: 'jpeg', quality: 70 }));
  out('images/wizard-background.jpg', await raster.svg(wizardBackgroundSvg(), 1600, 1000, { type: 'jpeg', quality: 70 }));
  out('images/tax-letter-help.png', await raster.html(taxLetterHtml(), 800, 560));
}

/* ------------------------------------------------------------------------------------------ */
/* 7. Canton coats of arms                                                                     */
/* ------------------------------------------------------------------------------------------ */

const T = {
  red: '#E1261C',
  white: '#FFFFFF',
  black: '#161616',
  gold: '#FFCC00',
  goldLine: '#9A7400',
  blue: '#1466B8',
  green: '#1A8A3C',
};
const CANTON_SHIELD = 'M3 3H97V66C97 93 76 110 50 117C24 110 3 93 3 66Z';

function cantonSvg(code, name, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120" role="img" aria-labelledby="${code}-t">` +
    `<title id="${code}-t">${name}</title>` +
    `<defs><clipPath id="${code}-s"><path d="${CANTON_SHIELD}"/></clipPath></defs>` +
    `<g clip-path="url(#${code}-s)">${body}</g>` +
    `<path d="${CANTON_SHIELD}" fill="none" stroke="#2B2B2B" stroke-width="2" stroke-linejoin="round"/></svg>\n`
  );
}

const field = (fill) => `<rect width="100" height="120" fill="${fill}"/>`;

/** Upright key, bow at the bottom, single bit at the top pointing left (local origin = centre). */
const KEY_PATH =
  'M-3.6 -42H3.6V20H6.5V25H3.6V24.6A12.5 12.5 0 1 1 -3.6 24.6V25H-6.5V20H-3.6V-24H-17V-29H-12V-33H-17V-42Z' +
  'M-5.5 35A5.5 5.5 0 1 0 5.5 35A5.5 5.5 0 1 0 -5.5 35Z';

const key = (fill, transform) => `<path d="${KEY_PATH}" fill="${fill}" fill-rule="evenodd" transform="${transform}"/>`;

/** Basel crozier turned to the left; `mirror` turns it to the right (Basel-Landschaft). */
function crozier(fill, { crockets = false, foot = true, transform = '' } = {}) {
  const parts = [
    // crook: a thick open curl ending in a point
    `<path d="M57 50V33C57 15 35 9 25 21C17 31 23 46 36 44C42 43 44 37 41 33C39 37 35 39 31 37C26 34 27 26 33 22C40 17 47 22 47 33V50Z" fill="${fill}"/>`,
    // knot
    `<path d="M40 50H64L60 56H44Z" fill="${fill}"/>`,
    `<rect x="46.5" y="56" width="11" height="${foot ? 34 : 48}" fill="${fill}"/>`,
  ];
  if (foot) parts.push(`<path d="M40 88H64L61 94L56 92L52 109L48 92L43 94Z" fill="${fill}"/>`);
  if (crockets) {
    for (const [x, y] of [
      [57, 40],
      [59, 30],
      [55, 20],
      [47, 13],
      [37, 12],
      [28, 15],
      [21, 23],
    ])
      parts.push(`<circle cx="${x}" cy="${y}" r="3.2" fill="${fill}"/>`);
  }
  return `<g transform="${transform}">${parts.join('')}</g>`;
}

/** Bear walking to the left with open mouth (Bern), drawn on a 70x44 box, feet on y = 44. */
const BEAR_PASSANT = smoothPath([
  [2, 14, 1], [8, 9], [14, 7], [17, 4], [20, 1.5, 1], [23, 4], [27, 6], [35, 4], [47, 4], [58, 6], [64, 10],
  [69, 9, 1], [66, 14], [66, 22], [66, 32], [68, 41], [70, 44, 1], [59, 44, 1], [59, 38], [58, 30], [55, 26],
  [47, 27], [40, 27], [35, 29], [35, 36], [36, 41], [38, 44, 1], [27, 44, 1], [27, 38], [26, 31], [23, 26],
  [18, 24], [12, 23], [5, 21, 1], [11, 18.5, 1], [4, 17, 1],
]);
const BEAR_PASSANT_FAR = smoothPath([
  [26, 24], [20, 30], [13, 33], [7, 34, 1], [10, 38, 1], [17, 38], [25, 34], [32, 29], [50, 25], [49, 34],
  [48, 41], [47, 44, 1], [55, 44, 1], [55, 36], [58, 27],
]);

function bearPassant(transform) {
  return (
    `<g transform="${transform}">` +
    beast(BEAR_PASSANT_FAR, T.black) +
    beast(BEAR_PASSANT, T.black) +
    `<path d="M5 18.5L0 21L6 20Z" fill="${T.red}"/>` +
    `<path d="M27 44L24 46M31 44L29 46.5M7 34L4 35M8 37L5 38.5M59 44L56 46" stroke="${T.red}" stroke-width="1.3" stroke-linecap="round"/>` +
    '</g>'
  );
}

/** Upright bear walking to the left with open mouth (Appenzell), in shield coordinates. */
const BEAR_RAMPANT = smoothPath([
  [14, 27, 1], [22, 23], [31, 18], [37, 15], [39, 9], [44, 6.5], [49, 9], [50, 14], [53, 20], [60, 30], [67, 44],
  [72, 60], [74, 72], [79, 72, 1], [76, 79], [74, 88], [74, 98], [76, 106], [80, 111, 1], [64, 111, 1],
  [64, 104], [62, 96], [58, 90], [54, 95], [48, 101], [44, 106], [36, 109, 1], [35, 104], [40, 98], [44, 90],
  [46, 80], [44, 72], [38, 69], [29, 70], [20, 72], [13, 72, 1], [16, 67, 1], [24, 63], [33, 61], [40, 58],
  [40, 53], [32, 52], [23, 52], [14, 52, 1], [17, 47, 1], [25, 44], [33, 42], [34, 38], [26, 36.5], [16, 36, 1],
  [24, 31, 1], [14, 31, 1],
]);

function bearRampant(transform = '') {
  return (
    `<g${transform ? ` transform="${transform}"` : ''}>` +
    beast(BEAR_RAMPANT, T.black) +
    `<path d="M16 33.5L9 36L17 35Z" fill="${T.red}"/>` +
    `<path d="M14 52L10 51M14.5 49.5L10.5 47.5M13 72L9 71.5M14 69.5L10 68M36 109L33 111.5M64 111L61 113.5" stroke="${T.red}" stroke-width="1.5" stroke-linecap="round"/>` +
    '</g>'
  );
}

/**
 * Climbing quadruped facing left for Schaffhausen's ram and Graubünden's ibex: a body blob with
 * thin stroked legs, so the pose reads as "leaping goat/sheep" rather than "bear".
 */
function climber({ fill, head, legWidth = 5.5 }) {
  const body = smoothPath([
    [36, 40], [44, 36], [54, 40], [63, 50], [70, 62], [72, 74], [68, 84], [58, 88], [50, 84], [44, 74], [38, 62], [34, 50],
  ]);
  const legs = ['M40 52L28 49L20 56', 'M42 64L31 66L25 76', 'M66 80L72 94L67 107', 'M55 82L52 95L45 105']
    .map((d) => `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${legWidth}" stroke-linecap="round" stroke-linejoin="round"/>`)
    .join('');
  return `${legs}${beast(body, fill)}<path d="M71 70L78 66L76 74Z" fill="${fill}"/>${head}`;
}

const RAM_HEAD = smoothPath([
  [15, 42, 1], [16, 36], [21, 28], [28, 21], [36, 18], [43, 20], [47, 26], [48, 34], [46, 42], [40, 46],
  [34, 44], [26, 44], [20, 45],
]);

function ram() {
  const hoof = ([x, y]) => `<circle cx="${x}" cy="${y}" r="3.2" fill="${T.gold}" stroke="${T.black}" stroke-width="1"/>`;
  return (
    climber({ fill: T.black, head: beast(RAM_HEAD, T.black) }) +
    `<path d="M39 23C48 18 56 28 51 36C47 42 39 40 39 34C39 30 43 29 45 31" fill="none" stroke="${T.gold}" stroke-width="3.6" stroke-linecap="round"/>` +
    `<circle cx="31" cy="28" r="1.6" fill="${T.gold}"/>` +
    `<path d="M26 19L25 10L30 14L34 7L38 13L43 9L42 18C37 16 31 16 26 19Z" fill="${T.gold}" stroke="${T.black}" stroke-width="1"/>` +
    [[20, 56], [25, 76], [67, 107], [45, 105]].map(hoof).join('')
  );
}

function ibex(transform) {
  const head = smoothPath([
    [17, 44, 1], [18, 38], [23, 31], [30, 26], [38, 25], [44, 29], [46, 36], [44, 44], [38, 48], [30, 46], [22, 46],
  ]);
  return (
    `<g transform="${transform}">` +
    climber({ fill: T.black, head: beast(head, T.black), legWidth: 6 }) +
    `<path d="M29 29C24 8 50 -6 78 14C56 4 42 10 40 28Z" fill="${T.black}"/>` +
    `<path d="M33 16L39 17M37 8L42 11M44 3L47 7M52 0L53 5M60 0L59 5" stroke="${T.white}" stroke-width="1.6"/>` +
    `<path d="M20 44L21 54L27 46Z" fill="${T.black}"/>` +
    '</g>'
  );
}

/** Lion walking to the left (Thurgau), drawn on a 50x32 box. */
const LION_PASSANT = smoothPath([
  [0, 12, 1], [1, 8], [4, 4], [8, 1], [13, 0], [17, 2], [20, 5], [22, 9], [30, 10], [40, 9], [46, 11],
  [47, 17], [48, 24], [50, 31, 1], [43, 31, 1], [42, 24], [39, 19], [30, 19], [26, 20], [26, 25],
  [27, 31, 1], [20, 31, 1], [20, 24], [17, 20], [12, 24], [7, 26, 1], [7, 22], [11, 18], [8, 17],
  [4, 16], [1, 15],
]);

function beast(d, fill, transform, extra = '') {
  return `<path d="${d}" fill="${fill}"${transform ? ` transform="${transform}"` : ''}${extra}/>`;
}

function lion(transform) {
  return (
    `<g transform="${transform}">` +
    `<path d="M46 12C53 8 52 0 47 -2" fill="none" stroke="${T.goldLine}" stroke-width="3.2" stroke-linecap="round"/>` +
    `<path d="M46 12C53 8 52 0 47 -2" fill="none" stroke="${T.gold}" stroke-width="1.8" stroke-linecap="round"/>` +
    `<circle cx="46.5" cy="-2.5" r="2.6" fill="${T.gold}" stroke="${T.goldLine}" stroke-width="0.7"/>` +
    beast(LION_PASSANT, T.gold, '', ` stroke="${T.goldLine}" stroke-width="0.8" stroke-linejoin="round"`) +
    `<path d="M1 13L-3 15L1 15Z" fill="${T.red}"/>` +
    `<path d="M8 3C10 8 14 12 21 11" fill="none" stroke="${T.goldLine}" stroke-width="0.7"/>` +
    '</g>'
  );
}

function halfEagle() {
  const wing = smoothPath([
    [50, 38], [40, 36], [26, 34], [8, 33, 1], [14, 42, 1], [6, 46, 1], [14, 54, 1], [8, 60, 1], [17, 66, 1],
    [12, 73, 1], [24, 76, 1], [22, 84, 1], [34, 82, 1], [38, 90], [44, 94], [50, 94, 1],
  ]);
  const head = smoothPath([
    [50, 16, 1], [44, 14], [38, 16], [33, 21], [27, 24, 1], [32, 27], [36, 30], [40, 34], [46, 38], [50, 40, 1],
  ]);
  return (
    beast(wing, T.black) +
    beast(head, T.black) +
    `<path d="M50 92L40 100L44 101L36 108L46 104L50 108Z" fill="${T.black}"/>` +
    `<path d="M44 88L36 96M40 92L31 92" stroke="${T.black}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M33 95L28 97M33 92L28 90" stroke="${T.red}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="M28 23L22 25L28 27Z" fill="${T.red}"/>` +
    `<circle cx="40" cy="22" r="1.8" fill="${T.gold}"/>` +
    `<path d="M38 13L38 5L42 9L46 3L50 8V13Z" fill="${T.gold}" stroke="${T.goldLine}" stroke-width="0.8"/>`
  );
}

function fridolin() {
  const robe = smoothPath([
    [45, 36], [52, 35], [58, 40], [61, 52], [62, 66], [66, 84], [70, 104, 1], [52, 106, 1], [46, 98], [42, 106, 1],
    [28, 104, 1], [34, 86], [38, 66], [38, 50], [40, 40],
  ]);
  return (
    `<circle cx="47" cy="27" r="11" fill="${T.gold}"/>` +
    `<path d="M27 22V112" stroke="${T.black}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M27 22V112" stroke="${T.white}" stroke-width="0.8" stroke-opacity="0.5"/>` +
    beast(robe, T.black, '', ` stroke="${T.white}" stroke-width="1.4"`) +
    `<path d="M38 30C37 18 54 16 55 28L55 37C50 38 44 38 40 36Z" fill="${T.black}"/>` +
    `<path d="M42 24C39 26 38 28 37 31L40 32L40 35C43 36 45 33 45 30C45 27 44 25 42 24Z" fill="${T.white}"/>` +
    `<path d="M38 58L30 60L28 56L38 52Z" fill="${T.black}" stroke="${T.white}" stroke-width="1.2"/>` +
    `<circle cx="28" cy="57" r="2.6" fill="${T.white}"/>` +
    `<rect x="48" y="54" width="12" height="14" rx="1" fill="${T.red}" stroke="${T.white}" stroke-width="1.4" transform="rotate(-8 54 61)"/>` +
    `<path d="M45 70L62 70" stroke="${T.white}" stroke-width="1.4"/>` +
    `<path d="M40 92L62 92" stroke="${T.white}" stroke-width="1" stroke-opacity="0.8"/>`
  );
}

function bullHead() {
  const face = smoothPath([
    [34, 40], [42, 34], [50, 33], [58, 34], [66, 40], [65, 56], [61, 70], [64, 82], [60, 94], [50, 98],
    [40, 94], [36, 82], [39, 70], [35, 56],
  ]);
  return (
    `<path d="M36 41C22 40 14 30 18 14C22 26 28 31 40 33Z" fill="${T.black}"/>` +
    `<path d="M64 41C78 40 86 30 82 14C78 26 72 31 60 33Z" fill="${T.black}"/>` +
    `<path d="M35 44C28 42 20 46 17 52C24 55 31 54 37 51Z" fill="${T.black}"/>` +
    `<path d="M65 44C72 42 80 46 83 52C76 55 69 54 63 51Z" fill="${T.black}"/>` +
    beast(face, T.black) +
    `<path d="M36 52L44 49L45 54L38 56Z" fill="${T.white}"/><path d="M64 52L56 49L55 54L62 56Z" fill="${T.white}"/>` +
    `<circle cx="42" cy="52.5" r="1.6" fill="${T.red}"/><circle cx="58" cy="52.5" r="1.6" fill="${T.red}"/>` +
    `<ellipse cx="44" cy="86" rx="2.4" ry="3.2" fill="${T.gold}"/><ellipse cx="56" cy="86" rx="2.4" ry="3.2" fill="${T.gold}"/>` +
    `<circle cx="50" cy="98" r="7" fill="none" stroke="${T.red}" stroke-width="3.2"/>` +
    `<path d="M60 92C66 96 68 103 64 110C61 104 58 100 56 96Z" fill="${T.red}"/>`
  );
}

function fasces() {
  const rods = [42, 46, 50, 54].map((x) => `<path d="M${x} 28V106" stroke="${T.green}" stroke-width="1.1"/>`).join('');
  const bands = [48, 72, 96]
    .map((y) => `<rect x="37.5" y="${y}" width="25" height="6" rx="1.5" fill="${T.white}" stroke="${T.green}" stroke-width="1.1"/>`)
    .join('');
  return (
    `<rect x="38" y="24" width="24" height="86" rx="5" fill="${T.white}"/>` +
    rods +
    `<path d="M39 29H31C27 26 22 20 15 17C9 28 9 44 15 56C22 52 27 46 31 43H39Z" fill="${T.white}" stroke="${T.green}" stroke-width="1.1"/>` +
    bands
  );
}

function letterV(x, y) {
  return `<path d="M${x} ${y}L${x + 4} ${y + 12}L${x + 8} ${y}" fill="none" stroke="${T.black}" stroke-width="2.6" stroke-linejoin="miter"/>`;
}
function letterR(x, y) {
  return `<path d="M${x + 1} ${y + 12}V${y}H${x + 5}C${x + 9} ${y} ${x + 9} ${y + 6.5} ${x + 5} ${y + 6.5}H${x + 1}M${x + 4.5} ${y + 6.5}L${x + 8} ${y + 12}" fill="none" stroke="${T.black}" stroke-width="2.6"/>`;
}

function clipHalf(id, rect, content) {
  return `<clipPath id="${id}"><rect ${rect}/></clipPath><g clip-path="url(#${id})">${content}</g>`;
}

function gr() {
  const cx = 73.5;
  const cy = 30.5;
  const w = 6.5; // half width of the cross arms
  const q = (x, y, wq, hq, fill) => `<rect x="${x}" y="${y}" width="${wq}" height="${hq}" fill="${fill}"/>`;
  const quarters =
    q(50, 0, cx - 50, cy, T.blue) + q(cx, 0, 100 - cx, cy, T.gold) + q(50, cy, cx - 50, 58 - cy, T.gold) + q(cx, cy, 100 - cx, 58 - cy, T.blue);
  // The cross is quartered with the colours swapped against the quarter below it.
  const cross =
    `<path d="M${cx - w} 0H${cx}V${cy - w}V${cy}H50V${cy - w}H${cx - w}Z" fill="${T.gold}"/>` +
    `<path d="M${cx} 0H${cx + w}V${cy - w}H100V${cy}H${cx}Z" fill="${T.blue}"/>` +
    `<path d="M50 ${cy}H${cx}V58H${cx - w}V${cy + w}H50Z" fill="${T.blue}"/>` +
    `<path d="M${cx} ${cy}H100V${cy + w}H${cx + w}V58H${cx}Z" fill="${T.gold}"/>`;
  return (
    field(T.white) +
    `<rect width="26.5" height="58" fill="${T.black}"/>` +
    quarters +
    cross +
    `<path d="M50 0V58M0 58H100" stroke="${T.black}" stroke-width="1"/>` +
    ibex('translate(27 61) scale(0.5)')
  );
}

const CANTONS = {
  ag: ['Aargau', () =>
    field(T.black) +
    `<rect x="50" width="50" height="120" fill="#2E8BD8"/>` +
    [48, 62].map((y) => `<path d="M0 ${y}q6.25 -6 12.5 0t12.5 0t12.5 0t12.5 0" fill="none" stroke="${T.white}" stroke-width="5"/>`).join('') +
    [starPath(63, 30, 9), starPath(85, 30, 9), starPath(74, 56, 9)].map((d) => `<path d="${d}" fill="${T.white}"/>`).join('')],
  ai: ['Appenzell Innerrhoden', () =>
    field(T.white) + bearRampant()],
  ar: ['Appenzell Ausserrhoden', () =>
    field(T.white) +
    bearRampant('translate(50 8) scale(0.84) translate(-47 0)') +
    letterV(11, 74) +
    letterR(81, 74)],
  be: ['Bern', () =>
    field(T.red) +
    `<path d="M-10 8L20 -22L130 88L100 118Z" fill="${T.gold}"/>` +
    bearPassant('translate(50 58) rotate(40) scale(1.22) translate(-35 -24)')],
  bl: ['Basel-Landschaft', () =>
    field(T.white) + crozier(T.red, { crockets: true, foot: false, transform: 'translate(100 0) scale(-1 1)' })],
  bs: ['Basel-Stadt', () => field(T.white) + crozier(T.black)],
  fr: ['Freiburg', () => field(T.white) + `<rect width="100" height="58" fill="${T.black}"/>`],
  ge: ['Genf', () =>
    field(T.red) +
    `<rect width="50" height="120" fill="${T.gold}"/>` +
    halfEagle() +
    key(T.gold, 'translate(75 60) scale(-1.05 1.05)')],
  gl: ['Glarus', () => field(T.red) + fridolin()],
  gr: ['Graubünden', gr],
  ju: ['Jura', () =>
    field(T.white) +
    [0, 2, 4, 6].map((i) => `<rect x="50" y="${(i * 120) / 7}" width="50" height="${120 / 7 + 0.2}" fill="${T.red}"/>`).join('') +
    crozier(T.red, { transform: 'translate(1 4) scale(0.82) translate(0 4)' })],
  lu: ['Luzern', () => field(T.white) + `<rect width="50" height="120" fill="#2A7FCF"/>`],
  ne: ['Neuenburg', () =>
    field(T.white) +
    `<rect width="33.6" height="120" fill="${T.green}"/>` +
    `<rect x="66.4" width="33.6" height="120" fill="${T.red}"/>` +
    `<path d="${crossPath(82, 22, 20)}" fill="${T.white}"/>`],
  nw: ['Nidwalden', () =>
    field(T.red) + key(T.white, 'translate(45 60) scale(1 0.98)') + key(T.white, 'translate(55 60) scale(-1 0.98)')],
  ow: ['Obwalden', () =>
    field(T.white) +
    `<rect width="100" height="58" fill="${T.red}"/>` +
    clipHalf('ow-top', 'width="100" height="58"', key(T.white, 'translate(52 60) scale(1.05)')) +
    clipHalf('ow-bottom', 'y="58" width="100" height="62"', key(T.red, 'translate(52 60) scale(1.05)'))],
  sg: ['St. Gallen', () => field(T.green) + fasces()],
  sh: ['Schaffhausen', () => field(T.gold) + ram()],
  so: ['Solothurn', () => field(T.white) + `<rect width="100" height="58" fill="${T.red}"/>`],
  sz: ['Schwyz', () => field(T.red) + `<path d="${crossPath(26, 25, 22)}" fill="${T.white}"/>`],
  tg: ['Thurgau', () =>
    field(T.green) +
    `<path d="M0 0H100L0 120Z" fill="${T.white}"/>` +
    lion('translate(10 22) scale(0.8)') +
    lion('translate(46 66) scale(0.8)')],
  ti: ['Tessin', () => field('#1B4FA8') + `<rect width="50" height="120" fill="${T.red}"/>`],
  ur: ['Uri', () => field(T.gold) + bullHead()],
  vd: ['Waadt', () =>
    field(T.green) +
    `<rect width="100" height="58" fill="${T.white}"/>` +
    `<g fill="#E0A800" stroke="#A27800" stroke-width="0.4" font-family="Arial,Helvetica,'Liberation Sans',sans-serif" font-weight="700" text-anchor="middle">` +
    '<text x="50" y="28" font-size="13" textLength="66" lengthAdjust="spacingAndGlyphs">LIBERTÉ</text>' +
    '<text x="50" y="46" font-size="13" textLength="78" lengthAdjust="spacingAndGlyphs">ET PATRIE</text></g>'],
  vs: ['Wallis', () => {
    const side = [24, 45, 66, 87];
    const mid = [14, 35, 56, 77, 98];
    const stars = (xs, ys, fill) => ys.map((y) => `<path d="${starPath(xs, y, 6.4)}" fill="${fill}"/>`).join('');
    return (
      field(T.white) +
      `<rect x="50" width="50" height="120" fill="${T.red}"/>` +
      stars(23, side, T.red) +
      stars(77, side, T.white) +
      clipHalf('vs-l', 'width="50" height="120"', stars(50, mid, T.red)) +
      clipHalf('vs-r', 'x="50" width="50" height="120"', stars(50, mid, T.white))
    );
  }],
  zg: ['Zug', () => field(T.white) + `<rect y="40" width="100" height="38" fill="#1C6CC4"/>`],
  zh: ['Zürich', () => field(T.white) + `<path d="M100 0V120H0Z" fill="#0C61B8"/>`],
};

function buildCantons() {
  log('cantons');
  for (const [code, [name, draw]] of Object.entries(CANTONS)) out(`cantons/${code}.svg`, cantonSvg(code, name, draw()));
}

/* ------------------------------------------------------------------------------------------ */
/* Rasterizer                                                                                  */
/* ------------------------------------------------------------------------------------------ */

async function openRasterizer() {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH or apt-get install chromium)`);
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--font-render-hinting=none'],
  });
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  // Nothing drawn here may come from the network.
  await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  async function html(markup, width, height, { type = 'png', quality } = {}) {
    await page.setViewportSize({ width, height });
    await page.setContent(markup, { waitUntil: 'load' });
    await page.evaluate('document.fonts.ready.then(() => true)');
    return page.screenshot({ type, quality, omitBackground: type === 'png', clip: { x: 0, y: 0, width, height } });
  }
  function svg(markup, width, height, options) {
    const sized = markup.replace(/<svg /, `<svg style="display:block;width:${width}px;height:${height}px" `);
    return html(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`, width, height, options);
  }
  return { html, svg, close: () => browser.close() };
}

/* ------------------------------------------------------------------------------------------ */

async function main() {
  const only = (process.argv.find((a) => a.startsWith('--only='))?.slice(7) ?? 'logo,icons,audio,images,cantons').split(',');
  mkdirSync(PUBLIC, { recursive: true });
  if (only.includes('cantons')) buildCantons();
  if (only.includes('audio')) buildAudio();
  if (only.includes('logo') || only.includes('icons') || only.includes('images')) {
    const raster = await openRasterizer();
    try {
      if (only.includes('logo') || only.includes('icons')) await buildLogoAndIcons(raster);
      if (only.includes('images')) await buildImages(raster);
    } finally {
      await raster.close();
    }
  }
}

main().catch((error) => {
  process.stderr.write(`${error?.stack ?? error}\n`);
  process.exitCode = 1;
});
