/** Sends the browser to the payment provider's page (a full page change: the app is left). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
