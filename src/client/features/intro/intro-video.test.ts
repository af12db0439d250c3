import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACTIVE_LANGUAGES } from '@shared/domain/languages';
import { INTRO_SCENES, INTRO_VIDEO_FILES, introDurationSeconds, introSubtitlesVtt, vttTimestamp } from './intro-video';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const publicFile = (url: string) => path.join(clientDir, 'public', url);

function introTexts(language: string) {
  const data = JSON.parse(readFileSync(path.join(clientDir, 'locales', language, 'intro.json'), 'utf8')) as Record<string, unknown>;
  return (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data) as string;
}

describe('intro video timeline', () => {
  it('writes WebVTT timestamps with hours and milliseconds', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(7.5)).toBe('00:00:07.500');
    expect(vttTimestamp(83.25)).toBe('00:01:23.250');
    expect(vttTimestamp(3723.001)).toBe('01:02:03.001');
  });

  it('has the title card, the six steps in the order of the page and a closing card, 20 to 30 seconds long', () => {
    expect(INTRO_SCENES.map((scene) => (scene.kind === 'step' ? scene.step : scene.kind))).toEqual([
      'hero', 'profile', 'upload', 'created', 'analysis', 'optimisation', 'transmission', 'outro',
    ]);
    expect(introDurationSeconds()).toBeGreaterThanOrEqual(20);
    expect(introDurationSeconds()).toBeLessThanOrEqual(30);
  });

  it('gives every scene one cue, back to back, with markup characters escaped', () => {
    const vtt = introSubtitlesVtt((key) => (key === 'steps.upload.title' ? 'Lohn & <Belege>' : key));
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    const cues = vtt.trim().split('\n\n').slice(1);
    expect(cues).toHaveLength(INTRO_SCENES.length);
    expect(cues[0]).toBe('1\n00:00:00.000 --> 00:00:04.000\nhero.eyebrow\nhero.title');
    expect(cues[2]).toBe('3\n00:00:07.500 --> 00:00:11.000\n2. Lohn &amp; &lt;Belege&gt;\nsteps.upload.text');
    expect(cues.at(-1)).toContain(`--> ${vttTimestamp(introDurationSeconds())}\nsteps.title\nhero.text`);
  });
});

describe('committed intro video files', () => {
  it('hold the current intro texts as subtitles in every language (else run scripts/make-intro-video.sh)', () => {
    for (const language of ACTIVE_LANGUAGES) {
      const file = publicFile(INTRO_VIDEO_FILES.subtitles(language));
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), `${language}: subtitles out of date, run scripts/make-intro-video.sh`).toBe(
        introSubtitlesVtt(introTexts(language)),
      );
    }
  });

  it('ship both videos and the poster, each video under 2 MB', () => {
    for (const url of [INTRO_VIDEO_FILES.webm, INTRO_VIDEO_FILES.mp4]) {
      expect(statSync(publicFile(url)).size, url).toBeLessThan(2_000_000);
    }
    expect(statSync(publicFile(INTRO_VIDEO_FILES.poster)).size).toBeGreaterThan(0);
  });
});
