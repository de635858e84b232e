// jsdom has <dialog> without its modal methods: opening and closing one sets its `open` state, so a
// confirmation dialog (components/account/confirm-dialog.tsx) shows and hides as in a browser.
export function allowModalDialogs(): void {
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialog.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
}
