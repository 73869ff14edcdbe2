// Sending the browser out of the app, to the card provider's checkout page. One seam, so component
// tests can see the address without leaving jsdom (its window.location cannot be stubbed).

export const leaveApp = {
  /** Opens `url` in place of the app (the provider sends the browser back when the payment is done). */
  goTo(url: string): void {
    window.location.assign(url);
  },
};
