// pdf.js ships no types for its worker module, which render-pdf-pages.ts imports for its side
// effect only (it registers the worker's message handler on globalThis).
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
