// Vitest sequencer: the browser journeys and whole-process tests (project 'e2e') spend most of
// their time waiting on Chromium and the server (about half a core of the machine's 2 busy when
// they run alone). Run one file at a time after everything else, as Vitest does with a project of
// one worker, they left a core idle for ~5 minutes. Here they are spread over the queue of the API
// files instead, one journey every (API files / journeys) files, so one worker mostly runs a
// journey while the other works through the API files; the unit files, many and quick, come last
// and fill both workers to the end. Two journeys may overlap now and then: each has its own
// server, port, data folder and browser, so that is slower, never wrong.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The projects' names in vitest.config.ts, which takes them from here. */
export const BROWSER_PROJECT = 'e2e';
export const UNIT_PROJECT = 'unit';

export default class BrowserJourneysSpread extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const journeys = sorted.filter((file) => file.project.name === BROWSER_PROJECT);
    const last = sorted.filter((file) => file.project.name === UNIT_PROJECT);
    const others = sorted.filter((file) => file.project.name !== BROWSER_PROJECT && file.project.name !== UNIT_PROJECT);
    if (journeys.length === 0 || others.length === 0) return sorted;
    const every = others.length / journeys.length;
    const spread: TestSpecification[] = [];
    let next = 0;
    others.forEach((file, index) => {
      while (next < journeys.length && next * every <= index) spread.push(journeys[next++]!);
      spread.push(file);
    });
    return [...spread, ...journeys.slice(next), ...last];
  }
}
