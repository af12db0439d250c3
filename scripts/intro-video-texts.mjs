#!/usr/bin/env node
/**
 * Helper of scripts/make-intro-video.sh (run through it; needs `node --import tsx`).
 *
 *   node --import tsx scripts/intro-video-texts.mjs <work-dir>
 *
 * Reads the timeline in src/client/features/intro/intro-video.ts and the intro texts in
 * src/client/locales/<lang>/intro.json, then
 *   - writes the subtitles src/client/public/videos/intro.<lang>.vtt for every language, and
 *   - writes the German lines the video burns in, wrapped to fit, into <work-dir>, one file
 *     per line (ffmpeg's drawtext reads them with textfile=, so no text needs escaping):
 *       scene-<i>.txt            "<kind> <seconds> <step number or 0>"
 *       scene-<i>-head-<k>.txt   heading lines;  scene-<i>-body-<k>.txt   body lines
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { ACTIVE_LANGUAGES } from '../src/shared/domain/languages.ts';
import { INTRO_SCENES, introSubtitlesVtt } from '../src/client/features/intro/intro-video.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workDir = process.argv[2];
if (!workDir) {
  console.error('usage: node --import tsx scripts/intro-video-texts.mjs <work-dir>');
  process.exit(2);
}

function introTexts(language) {
  const data = JSON.parse(readFileSync(path.join(ROOT, 'src/client/locales', language, 'intro.json'), 'utf8'));
  return (key) => {
    const value = key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), data);
    if (typeof value !== 'string') throw new Error(`${language}/intro.json has no text at ${key}`);
    return value;
  };
}

/** Greedy word wrap to at most `width` characters a line; a dash stays with the word before it. */
function wrap(value, width) {
  const lines = [];
  let line = '';
  for (const word of value.replace(/ ([–—-]) /g, '\u00a0$1 ').split(/ +/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const videosDir = path.join(ROOT, 'src/client/public/videos');
mkdirSync(videosDir, { recursive: true });
for (const language of ACTIVE_LANGUAGES) {
  writeFileSync(path.join(videosDir, `intro.${language}.vtt`), introSubtitlesVtt(introTexts(language)));
}

// Wrap widths match the font sizes chosen in make-intro-video.sh.
const WIDTHS = { hero: { head: 40, body: 30 }, step: { head: 25, body: 38 }, outro: { head: 34, body: 46 } };
const german = introTexts('de');
mkdirSync(workDir, { recursive: true });
INTRO_SCENES.forEach((scene, index) => {
  const head = scene.kind === 'hero' ? german('hero.eyebrow') : scene.kind === 'outro' ? german('steps.title') : german(`steps.${scene.step}.title`);
  const body = scene.kind === 'hero' ? german('hero.title') : scene.kind === 'outro' ? german('hero.text') : german(`steps.${scene.step}.text`);
  const width = WIDTHS[scene.kind];
  writeFileSync(path.join(workDir, `scene-${index}.txt`), `${scene.kind} ${scene.seconds} ${scene.kind === 'step' ? scene.number : 0}\n`);
  wrap(head, width.head).forEach((line, k) => writeFileSync(path.join(workDir, `scene-${index}-head-${k}.txt`), line));
  wrap(body, width.body).forEach((line, k) => writeFileSync(path.join(workDir, `scene-${index}-body-${k}.txt`), line));
});
console.log(`wrote ${ACTIVE_LANGUAGES.length} subtitle files to ${path.relative(ROOT, videosDir)} and ${INTRO_SCENES.length} scenes to ${workDir}`);
