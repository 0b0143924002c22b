import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setCurrentOwner } from '@/lib/storage/record-owner';
import { installMatchMedia, resetMediaEnvironment } from './match-media';

installMatchMedia();

// A lazy page or a busy CI machine can take more than the default second to show what a test
// waits for; a generous wait only slows a test that is failing anyway.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no modal dialogs; give <dialog> the two methods the app uses, with their effect on
// the `open` attribute and the close event.
const dialogPrototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
if (!dialogPrototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

afterEach(() => {
  cleanup();
  resetMediaEnvironment();
  localStorage.clear();
  sessionStorage.clear();
  setCurrentOwner(undefined);
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
