/**
 * Starts downloading a page's large picture as soon as the router knows the page, instead of
 * when the page's code, data and styles have arrived and the browser meets it as a CSS
 * background: on a slow phone that picture is the largest paint, and it came seconds late.
 */
export function preloadImage(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
