/** The one place the page leaves for another site; tests replace `assign` to see where it would go. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
