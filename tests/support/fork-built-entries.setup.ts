// Vitest setup file of the API and browser projects: the app runs in-process from its sources,
// but its child processes (the document readers, the thumbnails) start from their built entries,
// as in production. Through tsx every child compiled pdf.js and the readers again: seconds per
// reading, the larger part of the recognition tests' time. The entries are the files
// `npm run build:server` writes beside the bundle; they are built here when a server source
// changed since, before each test file, so a change to a reader reaches the next test file in
// watch mode too (a check of ~20 ms, a build of a few hundred).
import path from 'node:path';
import { buildProcessEntries, processEntriesAreStale, serverBundle } from '../../scripts/build-server.mjs';
import { forkBuiltEntriesFrom } from '../../src/server/platform/jobs/entry-module';

if (processEntriesAreStale()) await buildProcessEntries();
forkBuiltEntriesFrom(path.dirname(serverBundle));
