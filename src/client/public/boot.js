// Starts the app's scripts after the page's first paint (issue 10). The server writes this script,
// instead of the entry module and its modulepreload links, into the pages whose first screen is
// in the HTML (src/server/platform/client-pages.ts), and names them in data-entry and
// data-modules. On a phone's slow link the first screen then shows as soon as the style sheet is
// in, rather than sharing the bandwidth with ~150-250 KB of scripts that cannot draw anything
// before they have all arrived and run. An external file, because the CSP allows no inline script.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var modules = (self.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    preloadFrom(0);
  }
  // One link a task: inserting a modulepreload link costs the main thread some 10-13 ms on a
  // phone (Lighthouse's 4x CPU); four at once were 55-86 ms tasks that delayed the first tap
  // (total blocking time), one at a time stays under the 50 ms a long task starts at.
  function preloadFrom(index) {
    if (index >= modules.length) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = modules[index];
    document.head.appendChild(link);
    setTimeout(preloadFrom, 0, index + 1);
  }
  // After the first contentful paint has been presented (Paint Timing's entry comes then), not
  // merely after the frame was drawn on the main thread: the screen may show it some tens of
  // milliseconds later, and scripts asked for in between competed with it.
  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  // A hidden tab draws no frame: start at once, or once the tab is put in the background.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  }
  // Without Paint Timing, after the first frame; with it, should no contentful paint be reported
  // (a page that draws nothing), after a while.
  requestAnimationFrame(function () {
    setTimeout(start, paintTiming ? 3000 : 0);
  });
})();
