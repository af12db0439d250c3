// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@client/lib/i18n';
import { IntroPage } from './intro';

beforeAll(async () => {
  await changeLanguage('de');
});
afterEach(() => cleanup());
afterAll(async () => {
  await changeLanguage('de');
});

function videoParts() {
  const video = document.querySelector('video')!;
  const tracks = [...video.querySelectorAll('track')];
  return {
    video,
    sources: [...video.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.getAttribute('type')]),
    tracks: tracks.map((track) => [track.getAttribute('srclang'), track.getAttribute('src'), track.getAttribute('label')]),
    defaultTrack: tracks.find((track) => track.hasAttribute('default'))?.getAttribute('srclang'),
  };
}

describe('intro page', () => {
  it('shows the hero, the six steps and a 16:9 video with controls, WebM and MP4, poster and subtitles', () => {
    render(<IntroPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ihre Schweizer Steuererklärung – für Sie erledigt' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    const { video, sources, tracks, defaultTrack } = videoParts();
    expect(video.controls).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');
    expect(video.getAttribute('poster')).toBe('/videos/intro-poster.jpg');
    expect(video.getAttribute('aria-label')).toBe('Intro-Video');
    expect(video.parentElement!.className).toContain('aspect-video');
    expect(sources.map(([src]) => src)).toEqual(['/videos/intro.webm', '/videos/intro.mp4']);
    expect(sources[0]![1]).toContain('video/webm');
    expect(sources[1]![1]).toContain('video/mp4');
    expect(tracks).toContainEqual(['gsw', '/videos/intro.gsw.vtt', 'Schwiizerdütsch']);
    expect(tracks.map(([lang]) => lang).sort()).toEqual(['de', 'en', 'fr', 'gsw', 'it']);
    // The video shows German text, so German users get no subtitles over it by default.
    expect(defaultTrack).toBeUndefined();
    expect(video.textContent).toContain('Ihr Browser unterstützt dieses Videoformat nicht.');
  });

  it('turns on the subtitles of the interface language for everyone else', async () => {
    await changeLanguage('fr');
    render(<IntroPage />);
    expect(videoParts().defaultTrack).toBe('fr');
    expect(videoParts().video.textContent).toContain('Votre navigateur ne prend pas en charge ce format vidéo.');
  });

  it('says the video cannot play when no source works, instead of an empty box', async () => {
    await changeLanguage('de');
    render(<IntroPage />);
    const sources = document.querySelectorAll('source');
    fireEvent.error(sources[sources.length - 1]!);
    expect(screen.getByRole('status').textContent).toContain('Das Intro-Video ist im Moment nicht verfügbar');
    expect(document.querySelector('video')).toBeNull();
  });
});
